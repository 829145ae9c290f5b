import {
  computePurchaseRow,
  computePurchaseTotals,
  type Paise,
  type PurchaseRowInput,
  type PurchaseRowResult,
  quantityProblem,
  rupeesToPaise,
} from '@bahi/domain';
import { MAX_AMOUNT } from '@bahi/domain/schemas';
import { cleanDecimalText } from './number-text';
import type { PurchaseRow } from './purchase-rows';

// The running totals under the form come from the domain's purchase math, the same functions the
// server prices the saved purchase with. A row counts once it has a product; a blank amount or
// discount counts as 0 until typed, and a row whose figures the math refuses (a discount over
// 100%, an amount beyond what the API accepts) shows no total and adds nothing until corrected.

export type PricedRows = {
  /** Each counted row's taxable value, GST and total, by row key. */
  byKey: Map<number, PurchaseRowResult>;
  subtotal: Paise;
  gstTotal: Paise;
  roundOff: Paise;
  payable: Paise;
};

/** The rows' figures; with `roundOff` the payable is rounded to the nearest rupee as the server rounds it. */
export function priceRows(rows: readonly PurchaseRow[], roundOff = false): PricedRows {
  const counted: { key: number; input: PurchaseRowInput }[] = [];
  for (const row of rows) {
    const input = toRowInput(row);
    if (input) counted.push({ key: row.key, input });
  }
  const totals = computePurchaseTotals(
    counted.map((entry) => entry.input),
    { roundOff },
  );
  const byKey = new Map<number, PurchaseRowResult>();
  counted.forEach((entry, index) => {
    const result = totals.rows[index];
    if (result) byKey.set(entry.key, result);
  });
  const { subtotal, gstTotal, payable } = totals;
  return { byKey, subtotal, gstTotal, roundOff: totals.roundOff, payable };
}

function toRowInput(row: PurchaseRow): PurchaseRowInput | null {
  if (!row.product) return null;
  const quantity = Number(numberOrZero(row.qty));
  // A quantity of 0 (or one the unit refuses) counts nothing until corrected: its message says why.
  if (quantity <= 0 || quantityProblem(quantity, row.product.unit)) return null;
  const amount = numberOrZero(row.amount);
  if (Number(amount) > MAX_AMOUNT) return null;
  try {
    const input: PurchaseRowInput = {
      amount: rupeesToPaise(amount),
      discountPercent: Number(numberOrZero(row.discount)),
      gstRate: row.product.gst_rate,
      quantity,
    };
    // Dry run: the math throws a RangeError for figures it refuses.
    computePurchaseRow(input);
    return input;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function numberOrZero(text: string): string {
  const cleaned = cleanDecimalText(text);
  return cleaned === '' || cleaned === '.' ? '0' : cleaned;
}
