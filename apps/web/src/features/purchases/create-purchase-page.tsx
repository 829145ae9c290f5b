import { Button, Divider, Group, Stack, Title } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { DraftOffer } from '../../components/drafts/draft-offer';
import { focusQuietly } from '../../components/form/focus-invalid';
import type { EditedPurchase } from './purchase-edit-values';
import { PurchaseHeaderFields } from './purchase-header-fields';
import { PurchaseItems } from './purchase-items';
import { PurchaseTotals } from './purchase-totals';
import { usePurchaseForm } from './use-purchase-form';

// Enter in a search box picks the highlighted suggestion. With none highlighted the browser would
// submit the whole purchase half-typed, so Enter there does nothing instead.
function keepSearchEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  // Keys of a quick-add drawer reach the purchase form through React's tree; they are the drawer's.
  if (!event.currentTarget.contains(target)) return;
  // Ctrl+Enter (⌘+Enter) submits from any field, as on the invoice form.
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.requestSubmit();
    return;
  }
  if (event.key === 'Enter' && target.getAttribute('aria-haspopup') === 'listbox') event.preventDefault();
}

/** The new purchase form (/create-purchase), and the same form correcting a recorded purchase. */
export function CreatePurchasePage({ editing }: { editing?: EditedPurchase }) {
  const form = usePurchaseForm(editing);
  const formElement = useRef<HTMLFormElement>(null);
  // A new purchase starts in the Supplier box (an offered draft takes the cursor to its Restore).
  useEffect(() => {
    if (editing) return;
    const supplier = formElement.current?.querySelector<HTMLInputElement>('input[aria-haspopup="listbox"]');
    if (supplier) focusQuietly(supplier);
  }, [editing]);
  return (
    <form ref={formElement} onSubmit={form.submit} onKeyDown={keepSearchEnterFromSubmitting} noValidate>
      <Stack gap="lg" maw={1200} key={form.session}>
        {form.draftOffer && (
          <DraftOffer
            title="An unsaved purchase was kept"
            savedAt={form.draftOffer.savedAt}
            summary={`${form.draftOffer.values.rows.filter((row) => row.product).length} row(s)`}
            onRestore={form.restoreDraft}
            onDiscard={form.discardDraft}
          />
        )}
        <PurchaseHeaderFields form={form} />
        <Divider />
        <Stack gap="xs">
          <Title order={2} size="h4">
            Items
          </Title>
          <PurchaseItems form={form} />
        </Stack>
        <Group justify="flex-end" align="flex-end" gap="md">
          <PurchaseTotals priced={form.priced} roundOff={form.roundOff} onRoundOffChange={form.setRoundOff} />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={form.saving}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
