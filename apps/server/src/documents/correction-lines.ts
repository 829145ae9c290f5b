import { amountInWords, milliToQuantity } from '@bahi/domain';
import { percentOf, rupees } from './document-presenter';
import { gstSummaryOf, hsnSummaryOf } from './document-summaries';

// What a document that corrects another one (a credit or debit note against an invoice, a
// purchase return against a purchase) shows of its stored lines and totals: each line's product,
// units, rate and amounts, the GST and HSN summaries, the tax by head and the total in words.
// Stored money is paise (bigint columns may come back as strings); answers are rupees.

type Money = number | string;

export type StoredCorrectionLine = {
  id: number;
  line_no: number;
  product_id: number;
  product_name: string;
  hsn_code: string;
  unit: string;
  quantity_milli: Money;
  gst_rate_bp: number;
  subtotal: Money;
  cgst_amount: Money;
  sgst_amount: Money;
  igst_amount: Money;
  tax_amount: Money;
  total: Money;
};

export type StoredCorrectionTotals = {
  cgst_amount: Money;
  sgst_amount: Money;
  igst_amount: Money;
  grand_total: Money;
};

function lineInPaise(item: StoredCorrectionLine) {
  return {
    ...item,
    quantity_milli: Number(item.quantity_milli),
    subtotal: Number(item.subtotal),
    cgst_amount: Number(item.cgst_amount),
    sgst_amount: Number(item.sgst_amount),
    igst_amount: Number(item.igst_amount),
    tax_amount: Number(item.tax_amount),
    total: Number(item.total),
  };
}

/** The lines as the API shows them, with the summaries and totals every correcting document has. */
export function correctionFigures<L extends StoredCorrectionLine>(
  items: readonly L[],
  totals: StoredCorrectionTotals,
) {
  const lines = items.map(lineInPaise);
  return {
    lines: items.map((source, index) => {
      const item = lines[index] ?? lineInPaise(source);
      return {
        source,
        shown: {
          id: item.id,
          line_no: item.line_no,
          product_id: item.product_id,
          product: { name: item.product_name, hsn_code: item.hsn_code },
          unit: item.unit,
          quantity: milliToQuantity(item.quantity_milli),
          gst_rate: percentOf(item.gst_rate_bp),
          subtotal: rupees(item.subtotal),
          tax_amount: rupees(item.tax_amount),
          cgst_amount: rupees(item.cgst_amount),
          sgst_amount: rupees(item.sgst_amount),
          igst_amount: rupees(item.igst_amount),
          total: rupees(item.total),
        },
      };
    }),
    gst_summary: gstSummaryOf(lines),
    hsn_summary: hsnSummaryOf(lines),
    tax: {
      cgst: rupees(Number(totals.cgst_amount)),
      sgst: rupees(Number(totals.sgst_amount)),
      igst: rupees(Number(totals.igst_amount)),
    },
    amount_in_words: amountInWords(Number(totals.grand_total)),
  };
}
