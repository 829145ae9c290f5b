import type { DraftKind } from '../../../components/drafts/draft-store';
import type { InvoiceFormValues } from './invoice-form-values';

// The new-invoice form's draft (components/drafts): edits of saved invoices are not kept, the
// saved invoice is still there.

/** Worth keeping: a customer chosen or a product on some line. */
export function isDirty(values: InvoiceFormValues): boolean {
  return values.customerId !== null || values.rows.some((row) => row.product !== null);
}

export const INVOICE_DRAFT: DraftKind<InvoiceFormValues> = {
  storageKey: 'bahi.draft.invoice.new',
  isDirty,
  looksValid: (values): values is InvoiceFormValues =>
    typeof values === 'object' &&
    values !== null &&
    Array.isArray((values as InvoiceFormValues).rows) &&
    typeof (values as InvoiceFormValues).payment === 'object' &&
    typeof (values as InvoiceFormValues).date === 'string',
};
