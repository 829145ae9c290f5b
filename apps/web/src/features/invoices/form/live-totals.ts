import {
  computeInvoice,
  type InvoiceLineResult,
  type InvoiceTotals,
  rupeesToPaise,
  type SupplyType,
} from '@bahi/domain';
import type { ItemRow } from './invoice-form-values';
import { readItem } from './invoice-payload';

// Live totals: the very computeInvoice the server stores its figures with, fed the lines exactly
// as the server will read them, so the form never shows a total the saved invoice will not have.

export type LiveTotals = {
  /** Per row, in row order; null for a row that is not complete yet (no product, bad quantity). */
  lines: (InvoiceLineResult | null)[];
  totals: InvoiceTotals;
};

export function computeLiveTotals(
  rows: readonly ItemRow[],
  options: { supplyType: SupplyType; roundOff: boolean },
): LiveTotals | null {
  const items = rows.map(readItem);
  const complete = items.flatMap((item, index) => (item ? [{ item, index }] : []));
  let totals: InvoiceTotals;
  try {
    totals = computeInvoice(
      complete.map(({ item }) => ({
        priceBasis: item.price_basis,
        mrp: rupeesToPaise(item.mrp ?? 0),
        discountPercent: item.discount,
        quantity: item.quantity,
        gstRate: item.gst_rate,
        ...(item.price_basis === 'rate' ? { rate: rupeesToPaise(item.rate ?? 0) } : {}),
      })),
      options,
    );
  } catch (error) {
    // Amounts beyond what paise integers hold exactly; the server refuses them too.
    if (error instanceof RangeError) return null;
    throw error;
  }
  const lines: (InvoiceLineResult | null)[] = rows.map(() => null);
  complete.forEach(({ index }, position) => {
    lines[index] = totals.lines[position] ?? null;
  });
  return { lines, totals };
}
