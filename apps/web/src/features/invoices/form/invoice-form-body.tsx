import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { DraftOffer } from '../../../components/drafts/draft-offer';
import { stateLabel, supplyTypeLabel } from '../../../lib/place-of-supply-text';
import { CustomerCredit } from './customer-credit';
import { CustomerSelect } from './customer-select';
import { FLOW, focusFlowField } from './field-flow';
import { InvoiceHeaderFields } from './invoice-header-fields';
import { InvoiceItemsTable } from './invoice-items-table';
import { InvoiceTotals } from './invoice-totals';
import { ReceivedNowFields } from './received-now-fields';
import { SellerCard } from './seller-card';
import { useFormKeys } from './use-form-keys';
import type { InvoiceForm } from './use-invoice-form';

type InvoiceFormBodyProps = {
  form: InvoiceForm;
  /** Height of the host's sticky button bar, which the totals strip stays above. */
  stickyBottom: number;
};

/**
 * The invoice form's fields, inside a <form> its host provides (the wide drawer of the invoice
 * list, or the plain /invoiceForm page).
 */
export function InvoiceFormBody({ form, stickyBottom }: InvoiceFormBodyProps) {
  const container = useRef<HTMLDivElement>(null);
  const keys = useFormKeys(form, container);
  const { ready, place } = form;

  // The cursor starts in the customer box once the form can be typed in. Hosts give the body a
  // new key for each invoice (form.session), so this runs again for the next one.
  // With a kept draft on offer, the cursor starts on Restore draft instead (DraftOffer).
  const offered = form.draftOffer !== null;
  useEffect(() => {
    if (ready && !offered) requestAnimationFrame(() => focusFlowField(container.current, FLOW.customer));
  }, [ready, offered]);

  if (form.lookupError) {
    return (
      <Alert color="red" title="The form could not be loaded">
        {form.lookupError.message}
      </Alert>
    );
  }
  if (!ready || !form.seller) return <Text c="dimmed">Loading...</Text>;

  return (
    <Stack gap="md" ref={container} onKeyDownCapture={keys.onKeyDownCapture} onKeyDown={keys.onKeyDown}>
      {form.draftOffer && (
        <DraftOffer
          title="An unsaved invoice was kept"
          savedAt={form.draftOffer.savedAt}
          summary={`${form.draftOffer.values.rows.filter((r) => r.product).length} line(s)`}
          onRestore={() => {
            form.restoreDraft();
            requestAnimationFrame(() => focusFlowField(container.current, FLOW.customer));
          }}
          onDiscard={() => {
            form.discardDraft();
            requestAnimationFrame(() => focusFlowField(container.current, FLOW.customer));
          }}
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Stack gap="sm">
          <InvoiceHeaderFields form={form} />
          <SellerCard seller={form.printedSeller ?? form.seller} />
        </Stack>
        <CustomerSelect
          options={form.customerOptions}
          customer={form.customer}
          placeText={
            place && `${stateLabel(place.stateName, place.stateCode)} · ${supplyTypeLabel(place.supplyType)}`
          }
          error={form.errors.customer_id}
          dispatch={form.dispatch}
          onPicked={keys.afterCustomerPicked}
        />
      </SimpleGrid>
      <CustomerCredit form={form} />
      <InvoiceItemsTable
        form={form}
        onProductPicked={keys.afterProductPicked}
        onAddRow={keys.addRow}
        onRemoveRow={keys.removeRow}
      />
      <ReceivedNowFields form={form} />
      <InvoiceTotals form={form} stickyBottom={stickyBottom} />
    </Stack>
  );
}
