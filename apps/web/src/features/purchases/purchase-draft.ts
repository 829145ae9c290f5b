import type { Supplier } from '@bahi/domain/schemas';
import type { DraftKind } from '../../components/drafts/draft-store';
import type { PurchaseRow } from './purchase-rows';

// The new-purchase form's draft (components/drafts): what was typed, kept in the browser until the
// purchase is saved or the draft discarded.

export type PurchaseDraftValues = {
  supplier: Supplier | null;
  invoiceNumber: string;
  date: string;
  rows: PurchaseRow[];
  /** The purchase number a save was sent with, kept for the retry. */
  sentNumber: string | null;
};

/** Worth keeping: a supplier chosen, the supplier's bill number typed or a product on some row. */
export function isPurchaseDirty(values: PurchaseDraftValues): boolean {
  return (
    values.supplier !== null ||
    values.invoiceNumber.trim() !== '' ||
    values.rows.some((row) => row.product !== null)
  );
}

export const PURCHASE_DRAFT: DraftKind<PurchaseDraftValues> = {
  storageKey: 'bahi.draft.purchase.new',
  isDirty: isPurchaseDirty,
  looksValid: (values): values is PurchaseDraftValues => {
    if (typeof values !== 'object' || values === null) return false;
    const draft = values as PurchaseDraftValues;
    return (
      Array.isArray(draft.rows) &&
      draft.rows.every((row) => typeof row.key === 'number' && typeof row.qty === 'string') &&
      typeof draft.date === 'string' &&
      typeof draft.invoiceNumber === 'string'
    );
  },
};

/**
 * Rows as kept, without the messages they carried (the form checks again on save). A draft kept
 * before rows had a Rate box comes back with its amount as the figure typed.
 */
export function restoredRows(rows: readonly PurchaseRow[]): PurchaseRow[] {
  return rows.map(
    (row: Partial<Pick<PurchaseRow, 'rate' | 'priceTyped'>> & Omit<PurchaseRow, 'rate' | 'priceTyped'>) => ({
      ...row,
      rate: row.rate ?? '',
      priceTyped: row.priceTyped ?? 'amount',
      errors: {},
    }),
  );
}
