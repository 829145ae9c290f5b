import type { InvoiceFormValues } from './invoice-form-values';

// A new invoice being typed is kept in the browser (localStorage), so Back, a reload or a crash
// does not lose it: the form offers it back when it opens. One draft per form; edits of saved
// invoices are not kept (the saved invoice is still there).

const DRAFT_KEY = 'bahi.draft.invoice.new';

export type InvoiceDraft = { savedAt: string; values: InvoiceFormValues };

/** Worth keeping: a customer chosen or a product on some line. */
export function isDirty(values: InvoiceFormValues): boolean {
  return values.customerId !== null || values.rows.some((row) => row.product !== null);
}

export function keepDraft(values: InvoiceFormValues, storage: Storage = localStorage): void {
  try {
    if (!isDirty(values)) storage.removeItem(DRAFT_KEY);
    else storage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: new Date().toISOString(), values }));
  } catch {
    // Private mode or a full storage: the form still works, only without a draft.
  }
}

export function readDraft(storage: Storage = localStorage): InvoiceDraft | null {
  try {
    const text = storage.getItem(DRAFT_KEY);
    if (!text) return null;
    const draft = JSON.parse(text) as InvoiceDraft;
    return draft && Array.isArray(draft.values?.rows) && isDirty(draft.values) ? draft : null;
  } catch {
    return null;
  }
}

export function dropDraft(storage: Storage = localStorage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
