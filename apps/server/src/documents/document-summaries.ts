import { milliToQuantity } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { percentOf, rateKey, rupees } from './document-presenter';

// The per-rate (GST) and per-HSN summaries of a sales document (an invoice, a credit or debit
// note), added up from its stored lines; nothing here recomputes a tax.

/** What a stored line of a sales document holds that its summaries read. */
export type SummaryLine = {
  hsn_code: string;
  unit: string;
  gst_rate_bp: number;
  quantity_milli: number;
  subtotal: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
};

type Sums<L> = {
  quantityMilli: number;
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  lines: number;
  first: L;
};

function sumItems<L extends SummaryLine>(items: readonly L[], keyOf: (item: L) => string) {
  const sums = new Map<string, Sums<L>>();
  for (const item of items) {
    const key = keyOf(item);
    const entry = sums.get(key) ?? {
      quantityMilli: 0,
      subtotal: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      lines: 0,
      first: item,
    };
    entry.quantityMilli += item.quantity_milli;
    entry.subtotal += item.subtotal;
    entry.cgst += item.cgst_amount;
    entry.sgst += item.sgst_amount;
    entry.igst += item.igst_amount;
    entry.lines += 1;
    sums.set(key, entry);
  }
  return sums;
}

/** Keyed by GST rate ('18'): lines, quantity, taxable value and tax by head at that rate. */
export function gstSummaryOf(items: readonly SummaryLine[]): InvoiceDetail['gst_summary'] {
  const gstSummary: InvoiceDetail['gst_summary'] = {};
  for (const [key, sums] of sumItems(items, (item) => rateKey(item.gst_rate_bp))) {
    gstSummary[key] = {
      gst_rate: percentOf(sums.first.gst_rate_bp),
      total_items: sums.lines,
      quantity: milliToQuantity(sums.quantityMilli),
      subtotal: rupees(sums.subtotal),
      tax: rupees(sums.cgst + sums.sgst + sums.igst),
      cgst: rupees(sums.cgst),
      sgst: rupees(sums.sgst),
      igst: rupees(sums.igst),
    };
  }
  return gstSummary;
}

/** Keyed by HSN code; an HSN at two rates on one document gets keys 'HSN@rate'. */
export function hsnSummaryOf(items: readonly SummaryLine[]): InvoiceDetail['hsn_summary'] {
  const ratesPerHsn = new Map<string, Set<number>>();
  for (const item of items) {
    ratesPerHsn.set(item.hsn_code, (ratesPerHsn.get(item.hsn_code) ?? new Set()).add(item.gst_rate_bp));
  }
  const hsnKey = (item: SummaryLine) =>
    (ratesPerHsn.get(item.hsn_code)?.size ?? 1) > 1
      ? `${item.hsn_code}@${rateKey(item.gst_rate_bp)}`
      : item.hsn_code;
  const hsnSummary: InvoiceDetail['hsn_summary'] = {};
  for (const [key, sums] of sumItems(items, hsnKey)) {
    const tax = sums.cgst + sums.sgst + sums.igst;
    hsnSummary[key] = {
      hsn_code: sums.first.hsn_code,
      gst_rate: percentOf(sums.first.gst_rate_bp),
      unit: sums.first.unit,
      qty: milliToQuantity(sums.quantityMilli),
      total_value: rupees(sums.subtotal + tax),
      taxable_value: rupees(sums.subtotal),
      cgst_amt: rupees(sums.cgst),
      sgst_amt: rupees(sums.sgst),
      igst_amt: rupees(sums.igst),
    };
  }
  return hsnSummary;
}
