import { allocateProportionally } from './allocate';
import { financialYearOf } from './fiscal-year';
import { computeGroupTax, type SupplyType } from './gst';
import { type Paise, sumPaise } from './money';
import { sumTaxHeads } from './tax-heads';

// Credit and debit notes against one sales invoice (docs/gst-rules.md, "Credit and debit notes").
// A note's tax is worked out at the invoice line's own GST rate and the invoice's supply type,
// per rate group as on an invoice, never at today's master rate.

/** What an invoice line still has for a note after earlier live notes. */
export type NoteLineState = {
  /** Units not yet returned, in thousandths of the unit. */
  remainingQuantityMilli: number;
  /** Taxable value not yet credited: as invoiced, less credits, plus debits. */
  remainingValue: Paise;
};

/**
 * The taxable value a return of `quantityMilli` units credits: the line's remaining value pro rata
 * (value × q / remaining units, rounded half up to the paisa). Returning every remaining unit takes
 * exactly what is left, so notes never credit more than the line. On a line no value note has
 * touched this is taxable × q / quantity.
 */
export function returnCredit(line: NoteLineState, quantityMilli: number): Paise {
  if (quantityMilli <= 0 || quantityMilli > line.remainingQuantityMilli) {
    throw new RangeError('A return cannot exceed the units the line still has');
  }
  if (quantityMilli === line.remainingQuantityMilli) return line.remainingValue;
  const numerator = BigInt(line.remainingValue) * BigInt(quantityMilli);
  const denominator = BigInt(line.remainingQuantityMilli);
  const rounded = (numerator * 2n + denominator) / (denominator * 2n);
  return Math.min(Number(rounded), line.remainingValue);
}

export type NoteLineFigures = {
  /** The invoice line's rate in percent (12), never the product's rate of today. */
  gstRate: number;
  /** Taxable value the note credits or debits on this line. */
  taxableValue: Paise;
};

export type NoteTotals = {
  lines: { taxableValue: Paise; cgst: Paise; sgst: Paise; igst: Paise; tax: Paise; total: Paise }[];
  groups: {
    gstRate: number;
    lineCount: number;
    taxableValue: Paise;
    cgst: Paise;
    sgst: Paise;
    igst: Paise;
    tax: Paise;
  }[];
  totalAmount: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  gstAmount: Paise;
  grandTotal: Paise;
};

/**
 * A note's figures: tax per rate group on the group's summed taxable value (CGST + SGST at half
 * the rate each within the state, IGST otherwise), each head shared over the group's lines in
 * proportion to their taxable values. No round-off: the note's total is taxable value plus tax.
 */
export function computeNote(lines: readonly NoteLineFigures[], supplyType: SupplyType): NoteTotals {
  const byRate = new Map<number, number[]>();
  lines.forEach((line, index) => {
    byRate.set(line.gstRate, [...(byRate.get(line.gstRate) ?? []), index]);
  });
  const heads = lines.map(() => ({ cgst: 0, sgst: 0, igst: 0 }));
  const groups: NoteTotals['groups'] = [];
  for (const gstRate of [...byRate.keys()].sort((a, b) => a - b)) {
    const indexes = byRate.get(gstRate) ?? [];
    const weights = indexes.map((index) => lines[index]?.taxableValue ?? 0);
    const taxableValue = sumPaise(weights);
    const tax = computeGroupTax(taxableValue, gstRate, supplyType);
    for (const head of ['cgst', 'sgst', 'igst'] as const) {
      allocateProportionally(tax[head], weights).forEach((share, position) => {
        const line = heads[indexes[position] ?? 0];
        if (line) line[head] = share;
      });
    }
    groups.push({ gstRate, lineCount: indexes.length, taxableValue, ...tax });
  }
  const resultLines = lines.map((line, index) => {
    const head = heads[index] ?? { cgst: 0, sgst: 0, igst: 0 };
    const tax = head.cgst + head.sgst + head.igst;
    return { taxableValue: line.taxableValue, ...head, tax, total: line.taxableValue + tax };
  });
  const totalAmount = sumPaise(lines.map((line) => line.taxableValue));
  const taxHeads = sumTaxHeads(groups);
  const gstAmount = taxHeads.cgst + taxHeads.sgst + taxHeads.igst;
  return {
    lines: resultLines,
    groups,
    totalAmount,
    ...taxHeads,
    gstAmount,
    grandTotal: totalAmount + gstAmount,
  };
}

/**
 * The last day a credit note that reduces tax may be dated: 30 November after the end of the
 * financial year of the invoice (an invoice of 2025-03-15: 2025-11-30).
 */
export function creditNoteDeadline(invoiceDate: string): string {
  const endYear = financialYearOf(invoiceDate).endDate.slice(0, 4);
  return `${endYear}-11-30`;
}

/** 'CN' or 'DN', the financial year's label and the position: 'CN/25-26/0001' (16 characters at most). */
export function formatNoteNumber(noteType: 'credit' | 'debit', financialYear: string, seq: number): string {
  return `${noteType === 'credit' ? 'CN' : 'DN'}/${financialYear}/${String(seq).padStart(4, '0')}`;
}
