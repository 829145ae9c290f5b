// Purchase returns: goods sent back to a supplier against one purchase (docs/gst-rules.md,
// "Purchase returns"). Their figures are worked out as a credit note's are (notes.ts:
// returnCredit for the value of the units sent back, computeNote for the tax at the purchase
// line's own rate and supply type), since the supplier's credit note for them follows those rules.

/** 'PR', the financial year's label and the position: 'PR/25-26/0001' (16 characters at most). */
export function formatPurchaseReturnNumber(financialYear: string, seq: number): string {
  return `PR/${financialYear}/${String(seq).padStart(4, '0')}`;
}

/** 'PVN', the financial year's label and the position: 'PVN/25-26/0001' (a value note's own series). */
export function formatPurchaseValueNoteNumber(financialYear: string, seq: number): string {
  return `PVN/${financialYear}/${String(seq).padStart(4, '0')}`;
}
