import { computeNote, quantityToMilli, returnCredit, rupeesToPaise } from '@bahi/domain';

// What a correcting document (credit note, debit note, purchase return) works out from the lines
// of its original: each line as the original has it and what is still open after earlier ones.

/** Goods sent or taken back (units per line), or value alone (a taxable value per line). */
export type CorrectingKind = 'return' | 'value';

/** One line of the original, with what earlier correcting documents left of it. */
export type CorrectableLine = {
  line_no: number;
  product: { name: string };
  unit: string;
  gst_rate: number;
  /** As on the original. */
  quantity: number;
  taxable_value: number;
  /** What earlier live correcting documents left. */
  remaining_quantity: number;
  remaining_taxable_value: number;
};

/** A line the user typed something for, with what was typed. */
export type ChosenLine<L> = { line: L; entry: string };

/** The taxable value a line's entry means, in paise, or null when the entry is empty, not a number or too many units. */
export function lineTaxable(line: CorrectableLine, kind: CorrectingKind, entry: string): number | null {
  const text = entry.trim();
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) return null;
  if (kind === 'value') return rupeesToPaise(value);
  const milli = quantityToMilli(value);
  const remainingQuantityMilli = quantityToMilli(line.remaining_quantity);
  if (milli > remainingQuantityMilli) return null;
  return returnCredit(
    { remainingQuantityMilli, remainingValue: rupeesToPaise(line.remaining_taxable_value) },
    milli,
  );
}

/** The totals as the server will work them out: at each line's own GST rate, per rate group. */
export function correctingTotals(
  chosen: ChosenLine<CorrectableLine>[],
  kind: CorrectingKind,
  supplyType: 'intra' | 'inter',
) {
  const taxed = chosen.flatMap(({ line, entry }) => {
    const taxable = lineTaxable(line, kind, entry);
    return taxable === null ? [] : [{ gstRate: line.gst_rate, taxableValue: taxable }];
  });
  return computeNote(taxed, supplyType);
}
