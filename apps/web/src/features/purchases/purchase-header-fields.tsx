import { Grid, Text, TextInput } from '@mantine/core';
import { DocumentDateInput } from '../../components/form/document-date-input';
import { QuickAddDrawer, useQuickAdd } from '../../components/quick-add/quick-add';
import { QUICK_ADD_SUPPLIER } from '../../components/quick-add/quick-add-kinds';
import { SupplierPicker } from './supplier-picker';
import type { PurchaseForm } from './use-purchase-form';

/** Supplier, purchase number, the supplier's invoice number and the date. */
export function PurchaseHeaderFields({ form }: { form: PurchaseForm }) {
  const { supplier, nextNumber, errors } = form;
  // '+ Add supplier': the new supplier comes back chosen and the cursor goes on to their bill number.
  const quickAdd = useQuickAdd(QUICK_ADD_SUPPLIER, (added) => {
    form.selectSupplier(added);
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>('input[data-purchase-field="invoice_number"]')?.focus(),
    );
  });
  let numberHint: string | undefined;
  if (nextNumber.isError) numberHint = 'Could not fetch the next number; one is given when you submit.';
  else if (nextNumber.isFetching && !nextNumber.data) numberHint = 'Loading...';

  return (
    <Grid columns={12} gap="sm" align="flex-start">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <QuickAddDrawer quickAdd={quickAdd} />
        <SupplierPicker
          error={errors.supplier_id}
          selected={supplier}
          onSelect={form.selectSupplier}
          onQuickAdd={quickAdd.openWithName}
        />
        {supplier && (
          <Text size="xs" c="dimmed" mt={4} data-testid="supplier-details">
            {[supplier.gstin && `GSTIN ${supplier.gstin}`, supplier.phone, supplier.address]
              .filter(Boolean)
              .join(' · ') || 'No GSTIN, phone or address on record'}
          </Text>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <TextInput
          label="Purchase No"
          readOnly
          variant="filled"
          value={form.purchaseNumber}
          placeholder={nextNumber.isError ? 'Given on saving' : 'Loading...'}
          description={numberHint}
          error={errors.purchase_number}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <TextInput
          label="Supplier Invoice No"
          autoComplete="off"
          data-purchase-field="invoice_number"
          value={form.invoiceNumber}
          error={errors.invoice_number}
          onChange={(event) => form.changeInvoiceNumber(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 2 }}>
        <DocumentDateInput
          label="Date"
          value={form.date}
          error={errors.purchase_date}
          onChange={form.changeDate}
        />
      </Grid.Col>
    </Grid>
  );
}
