import { roundToRupee, type SupplyType } from './gst';
import { type Paise, sumPaise } from './money';
import { applyDiscount, applyPercent, divideByQuantity } from './percent';

// Purchase rows (docs/gst-rules.md, "Purchase rows"): unlike invoice lines, the amount typed from the supplier's
// bill is tax-exclusive, so GST is added on top rather than taken out of the price.

export type PurchaseRowInput = {
  /** Row amount before discount and GST, in paise (for the whole quantity, not per unit). */
  amount: Paise;
  discountPercent: number;
  gstRate: number;
  quantity: number;
};

export type PurchaseRowResult = {
  taxable: Paise;
  gst: Paise;
  total: Paise;
  /** Taxable value per unit, stored as the product's purchase rate. */
  unitRate: Paise;
};

export type PurchaseTotals = {
  rows: PurchaseRowResult[];
  subtotal: Paise;
  gstTotal: Paise;
  /** What rounding to the nearest rupee added (0 when not rounded). */
  roundOff: Paise;
  payable: Paise;
};

/**
 * taxable = amount × (100 − discount)/100; gst = taxable × rate/100 on the rounded taxable, so the
 * row reads consistently on paper (total = taxable + gst); unit rate = taxable / qty, 0 at qty 0.
 */
export function computePurchaseRow(row: PurchaseRowInput): PurchaseRowResult {
  const taxable = applyDiscount(row.amount, row.discountPercent);
  const gst = applyPercent(taxable, row.gstRate);
  return {
    taxable,
    gst,
    total: sumPaise([taxable, gst]),
    unitRate: divideByQuantity(taxable, row.quantity),
  };
}

/**
 * A supplier's document rounded to the rupee, or not: the payable and what rounding added. Purchases
 * and purchase returns both take it, so the shop's copy matches the supplier's rounded figures.
 */
export function roundedPayable(exact: Paise, roundOff: boolean): { payable: Paise; roundOff: Paise } {
  const payable = roundOff ? roundToRupee(exact) : exact;
  return { payable, roundOff: payable - exact };
}

/**
 * Computes every row; subtotal, GST total and payable add up the rows. With `roundOff` the payable
 * rounds to the nearest rupee half away from zero, as invoices do, to match a supplier's rounded bill.
 */
export function computePurchaseTotals(
  rows: readonly PurchaseRowInput[],
  options: { roundOff?: boolean } = {},
): PurchaseTotals {
  const results = rows.map(computePurchaseRow);
  const subtotal = sumPaise(results.map((row) => row.taxable));
  const gstTotal = sumPaise(results.map((row) => row.gst));
  const exact = sumPaise([subtotal, gstTotal]);
  const { payable, roundOff } = roundedPayable(exact, options.roundOff ?? false);
  return { rows: results, subtotal, gstTotal, roundOff, payable };
}

export type PurchaseGstSplit = { cgst: Paise; sgst: Paise; igst: Paise };

/**
 * A purchase row's GST by head, as the supplier's bill charges it: from a supplier in the shop's
 * state CGST and SGST halves (CGST takes an odd paisa), from another state all IGST. The purchase's
 * heads are the sums of its rows', so input tax credit per head adds up row by row.
 */
export function splitPurchaseGst(gst: Paise, supplyType: SupplyType): PurchaseGstSplit {
  if (supplyType === 'inter') return { cgst: 0, sgst: 0, igst: gst };
  const cgst = Math.ceil(gst / 2);
  return { cgst, sgst: gst - cgst, igst: 0 };
}

/**
 * The supplier's bill number as compared for duplicates: upper-case, without spaces, so
 * 'md/1123', 'MD/1123' and 'MD / 1123' are one bill. Null when there is no bill number.
 */
export function supplierBillKey(billNumber: string | null | undefined): string | null {
  const key = (billNumber ?? '').replace(/\s+/g, '').toUpperCase();
  return key === '' ? null : key;
}
