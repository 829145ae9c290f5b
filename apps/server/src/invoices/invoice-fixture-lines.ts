import { type InvoiceLineInput, type InvoiceTotals, type Paise, paiseToRupees } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';

// Line-level figures of a fixture invoice, with each rate group's tax shared out over its lines by
// computeInvoice the way stored lines carry it, and the HSN summary built from those lines.

export type PricedLine = {
  hsn: string;
  unit: string;
  quantity: number;
  gstRate: number;
  rate: Paise;
  subtotal: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
};

type HsnRow = {
  hsn: string;
  gstRate: number;
  unit: string;
  qty: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
};

/** The lines with the tax heads computeInvoice shared out to them, and their HSN and unit. */
export function priceFixtureLines(
  entries: readonly { hsn: string; unit: string }[],
  inputs: readonly InvoiceLineInput[],
  totals: InvoiceTotals,
): PricedLine[] {
  return inputs.map((input, index) => {
    const line = totals.lines[index];
    if (!line) throw new Error(`computeInvoice returned no line ${index + 1}`);
    return {
      hsn: entries[index]?.hsn ?? '',
      unit: entries[index]?.unit ?? 'NOS',
      quantity: input.quantity,
      gstRate: input.gstRate,
      rate: line.rate,
      subtotal: line.subtotal,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
    };
  });
}

/** One row per (HSN code, GST rate), keyed as the API keys it: the code, or 'HSN@rate' if it has two rates. */
export function buildHsnSummary(lines: readonly PricedLine[]): InvoiceDetail['hsn_summary'] {
  const rows = new Map<string, HsnRow>();
  for (const line of lines) {
    const key = `${line.hsn}@${line.gstRate}`;
    const row = rows.get(key) ?? {
      hsn: line.hsn,
      gstRate: line.gstRate,
      unit: line.unit,
      qty: 0,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
    };
    row.qty += line.quantity;
    row.taxable += line.subtotal;
    row.cgst += line.cgst;
    row.sgst += line.sgst;
    row.igst += line.igst;
    rows.set(key, row);
  }
  const ratesPerHsn = new Map<string, number>();
  for (const row of rows.values()) ratesPerHsn.set(row.hsn, (ratesPerHsn.get(row.hsn) ?? 0) + 1);

  const summary: InvoiceDetail['hsn_summary'] = {};
  for (const row of rows.values()) {
    const key = (ratesPerHsn.get(row.hsn) ?? 0) > 1 ? `${row.hsn}@${row.gstRate}` : row.hsn;
    summary[key] = {
      hsn_code: row.hsn,
      gst_rate: row.gstRate,
      unit: row.unit,
      qty: row.qty,
      total_value: paiseToRupees(row.taxable + row.cgst + row.sgst + row.igst),
      taxable_value: paiseToRupees(row.taxable),
      cgst_amt: paiseToRupees(row.cgst),
      sgst_amt: paiseToRupees(row.sgst),
      igst_amt: paiseToRupees(row.igst),
    };
  }
  return summary;
}
