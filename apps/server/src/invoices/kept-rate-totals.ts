// An invoice's lines summed per GST rate, kept on its row (invoices.rate_totals, migration
// 2026-11-28T1100) as the invoice's own totals are: written by the save from the lines it prices,
// read by the list for its GST columns and the e-way bill's value. Summing a page's lines instead
// was a range read per invoice, about a fifth of the list's time at 1,000,000 invoices.
//
// The text is a JSON array with one entry per rate, lowest first: [rate in basis points, lines,
// taxable value in paise, tax in paise]. The migration writes the same from SQL. A row without
// it (null: written by a bulk loader or by hand), or with anything else there, is summed from its
// lines by the list, as before.

/** Per invoice and GST rate: how many lines, and their taxable value and tax in paise. */
export type InvoiceRateTotalRow = {
  invoice_id: number;
  gst_rate_bp: number;
  total_items: number;
  subtotal: number;
  tax: number;
};

type PricedLine = { gst_rate_bp: number; subtotal: number; tax_amount: number };

/** The text kept on the invoice row for these lines. */
export function keptRateTotalsOf(lines: readonly PricedLine[]): string {
  const perRate = new Map<number, [number, number, number, number]>();
  for (const line of lines) {
    const entry = perRate.get(line.gst_rate_bp) ?? [line.gst_rate_bp, 0, 0, 0];
    entry[1] += 1;
    entry[2] += line.subtotal;
    entry[3] += line.tax_amount;
    perRate.set(line.gst_rate_bp, entry);
  }
  return JSON.stringify([...perRate.values()].sort((a, b) => a[0] - b[0]));
}

function isEntry(value: unknown): value is [number, number, number, number] {
  return Array.isArray(value) && value.length === 4 && value.every(Number.isSafeInteger);
}

/** The kept totals of an invoice, or null when its row keeps none (its lines must be read). */
export function readKeptRateTotals(invoiceId: number, text: string | null): InvoiceRateTotalRow[] | null {
  if (text === null) return null;
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(entries) || !entries.every(isEntry)) return null;
  return entries.map(([rate, lines, subtotal, tax]) => ({
    invoice_id: invoiceId,
    gst_rate_bp: rate,
    total_items: lines,
    subtotal,
    tax,
  }));
}
