// A shop that is not registered under GST (turnover under the threshold) may not charge GST or
// claim input tax credit, and files no GST returns. What it gives a buyer is a bill of supply:
// the same document with every line at 0% and no tax heads. The seller's GSTIN says which kind
// of shop it is: none means not registered.

export type SellerRegistration = { gstin: string | null };

/** Whether the shop charges GST on its sales (it has a GSTIN). */
export function chargesGst(seller: SellerRegistration): boolean {
  return Boolean(seller.gstin);
}

/** The title a sales document prints: a registered shop issues tax invoices (Rule 46). */
export function salesDocumentTitle(seller: SellerRegistration): 'Tax Invoice' | 'Bill of Supply' {
  return chargesGst(seller) ? 'Tax Invoice' : 'Bill of Supply';
}

/** The message on a line of a not-registered shop's bill that carries a GST rate. */
export const NO_GST_RATE_MESSAGE =
  'GST Rate must be 0: the shop is not registered under GST, so its bills charge no GST';

/** The message for a GST return asked of a shop that files none. */
export const NO_GST_RETURNS_MESSAGE =
  'The shop is not registered under GST (Settings), so it files no GST returns';
