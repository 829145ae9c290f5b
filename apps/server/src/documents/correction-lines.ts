import { amountInWords, milliToQuantity, type SupplyCategory } from '@bahi/domain';
import type { CorrectingDocumentColumns, StoredLineColumns } from '../core/db/schema-columns';
import { lineAmountsShown, lineProductShown, percentOf, rupees } from './document-presenter';
import { gstSummaryOf, hsnSummaryOf } from './document-summaries';

// What a document that corrects another one (a credit or debit note against an invoice, a
// purchase return against a purchase) shows of its stored lines and totals: each line's product,
// units, rate and amounts, the GST and HSN summaries, the tax by head and the total in words.
// Stored money is paise (bigint columns may come back as strings); answers are rupees.

type Money = number | string;

/** A line of a correcting document being saved: the corrected line as stored, and what it takes. */
export type CorrectingLine = {
  item: {
    product_id: number;
    product_name: string;
    hsn_code: string;
    unit: string;
    gst_rate_bp: number;
    /** The corrected line's batch: returned goods go back to it, or out of it. */
    batch_id: number | null;
    /** The corrected line's supply category: a note is reported in the same column as its line. */
    supply_category: SupplyCategory;
  };
  quantityMilli: number;
  taxableValue: number;
};

/** A line's tax as the domain worked it out (computeNote's lines), in paise. */
type LineFigures = { cgst: number; sgst: number; igst: number; tax: number; total: number };

/**
 * The stored columns of the lines about to be saved, numbered from 1, with the tax heads the domain
 * worked out and `pointsAt`: which line of the corrected document each one corrects.
 */
export function correctionItemValues<L extends CorrectingLine, P extends object>(
  lines: readonly L[],
  figures: readonly LineFigures[],
  pointsAt: (line: L) => P,
) {
  return lines.map((line, index) => {
    const figure = figures[index];
    return {
      ...pointsAt(line),
      line_no: index + 1,
      product_id: line.item.product_id,
      product_name: line.item.product_name,
      hsn_code: line.item.hsn_code,
      unit: line.item.unit,
      batch_id: line.item.batch_id,
      supply_category: line.item.supply_category,
      quantity_milli: line.quantityMilli,
      gst_rate_bp: line.item.gst_rate_bp,
      subtotal: line.taxableValue,
      cgst_amount: figure?.cgst ?? 0,
      sgst_amount: figure?.sgst ?? 0,
      igst_amount: figure?.igst ?? 0,
      tax_amount: figure?.tax ?? 0,
      total: figure?.total ?? line.taxableValue,
    };
  });
}

export type StoredCorrectionLine = StoredLineColumns & {
  quantity_milli: Money;
  gst_rate_bp: number;
  subtotal: Money;
  cgst_amount: Money;
  sgst_amount: Money;
  igst_amount: Money;
  tax_amount: Money;
  total: Money;
};

type StoredCorrectionHead = Pick<
  CorrectingDocumentColumns,
  'date' | 'created_at' | 'reason' | 'supply_type'
> & {
  status: 'Issued' | 'Cancelled';
  total_amount: Money;
  gst_amount: Money;
  round_off: Money;
  grand_total: Money;
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
        // Object.assign, not a literal that begins with a spread: see invoice-presenter.ts.
        shown: Object.assign(lineProductShown(item), {
          quantity: milliToQuantity(item.quantity_milli),
          gst_rate: percentOf(item.gst_rate_bp),
          ...lineAmountsShown(item),
        }),
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

/** The header figures a correcting document's list row and detail show, as stored. */
export function correctionHeadShown(row: StoredCorrectionHead) {
  return {
    date: row.date,
    created_at: row.created_at,
    reason: row.reason,
    status: row.status,
    supply_type: row.supply_type,
    total_amount: rupees(Number(row.total_amount)),
    gst_amount: rupees(Number(row.gst_amount)),
    round_off: rupees(Number(row.round_off)),
    grand_total: rupees(Number(row.grand_total)),
  };
}
