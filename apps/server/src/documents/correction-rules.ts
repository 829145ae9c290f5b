import {
  computeNote,
  formatDateDmy,
  formatQuantity,
  formatRupees,
  milliToQuantity,
  quantityProblem,
  quantityToMilli,
  returnCredit,
  rupeesToPaise,
} from '@bahi/domain';
import type { StoredLineColumns } from '../core/db/schema-columns';
import { type FieldErrors, ValidationError } from '../core/http/errors';
import { lineBatchShown, percentOf, rupees } from './document-presenter';

// The rules every correcting document shares (credit and debit notes against an invoice, purchase
// returns against a purchase): what each line of the original still has, the original and date
// checks, each line priced at the original line's rate against what is left (422 per field), and
// the totals. A kind's own folder says only what differs: its words, its deadline, its series.

type Money = number | string;

/** A line of the original document as stored. */
export type OriginalLine = StoredLineColumns & {
  gst_rate_bp: number;
  quantity_milli: Money;
  subtotal: Money;
};

/** What one original line still has: units not returned, taxable value not taken off. */
export type LineLeft<I extends OriginalLine> = {
  item: I;
  remainingQuantityMilli: number;
  remainingValue: number;
};

/** What live corrections took off one original line: units returned and net taxable value. */
export type LineTaken = { lineId: number; returnedMilli: number; value: number };

/** What each original line still has, from what live corrections took off it (a row per line touched). */
export function remainingOfOriginalLines<I extends OriginalLine>(
  items: readonly I[],
  taken: readonly LineTaken[],
): Map<number, LineLeft<I>> {
  const takenByLine = new Map(taken.map((row) => [row.lineId, row]));
  return new Map(
    items.map((item) => {
      const taken = takenByLine.get(item.id);
      return [
        item.id,
        {
          item,
          remainingQuantityMilli: Number(item.quantity_milli) - (taken?.returnedMilli ?? 0),
          remainingValue: Number(item.subtotal) - (taken?.value ?? 0),
        },
      ];
    }),
  );
}

/** The original's lines as a correction form shows them, with what each still has. */
export function linesWithRemaining<I extends OriginalLine>(
  items: readonly I[],
  remaining: Map<number, LineLeft<I>>,
) {
  return items.map((item) => {
    const left = remaining.get(item.id);
    return {
      item,
      shown: {
        line_no: item.line_no,
        product_id: item.product_id,
        product: { name: item.product_name, hsn_code: item.hsn_code },
        unit: item.unit,
        batch: lineBatchShown(item),
        gst_rate: percentOf(item.gst_rate_bp),
        quantity: milliToQuantity(Number(item.quantity_milli)),
        taxable_value: rupees(Number(item.subtotal)),
        remaining_quantity: milliToQuantity(left?.remainingQuantityMilli ?? 0),
        remaining_taxable_value: rupees(left?.remainingValue ?? 0),
      },
    };
  });
}

/** How a kind names its original and its own fields in messages. */
export type OriginalWords = {
  /** 'invoice', 'purchase'. */
  noun: string;
  /** 'Invoice INV/7', as the messages name it. */
  name: string;
  idField: string;
  dateField: string;
  /** 'Note date', 'Return date'. */
  dateLabel: string;
  /** What a cancelled original refuses: 'no note can be issued against it'. */
  refusedWhenCancelled: string;
};

/** The header rules: the original stands and the correction is not dated before it. */
export function checkOriginalAndDate(
  original: { cancelled: boolean; date: string },
  date: string,
  words: OriginalWords,
): void {
  if (original.cancelled) {
    throw new ValidationError({
      [words.idField]: [`${words.name} is cancelled: ${words.refusedWhenCancelled}`],
    });
  }
  if (date < original.date) {
    throw new ValidationError({
      [words.dateField]: [
        `${words.dateLabel} must be on or after the ${words.noun}'s date (${formatDateDmy(original.date)})`,
      ],
    });
  }
}

/** A line of the correction priced: the original line, the units it takes back, its taxable value. */
export type PricedCorrection<I extends OriginalLine> = {
  item: I;
  quantityMilli: number;
  taxableValue: number;
};

/** A line priced, or the problem with one of its fields. */
export type LinePricing<I extends OriginalLine> = PricedCorrection<I> | { field: string; problem: string };

/** Units sent or taken back from one original line, credited at the line's own taxable rate. */
function priceReturnedUnits<I extends OriginalLine>(
  quantity: number,
  left: LineLeft<I>,
  noun: string,
): LinePricing<I> {
  const { item } = left;
  const problem = quantityProblem(quantity, item.unit);
  if (problem) return { field: 'quantity', problem };
  const quantityMilli = quantityToMilli(quantity);
  if (quantityMilli > left.remainingQuantityMilli) {
    return {
      field: 'quantity',
      problem:
        left.remainingQuantityMilli === 0
          ? `Every unit of ${item.product_name} on this ${noun} has already been returned`
          : `At most ${formatQuantity(milliToQuantity(left.remainingQuantityMilli))} ${item.unit} of ${item.product_name} can still be returned`,
    };
  }
  return { item, quantityMilli, taxableValue: returnCredit(left, quantityMilli) };
}

/** How a correction's line names its original line, and the message when that is not on the original. */
type LineMatching<L> = { lineIdField: string; lineIdOf: (line: L) => number; notOnOriginal: string };

/**
 * Each line of a correction worked out against what its original line still has; every problem
 * is gathered, per field ('lines.0.quantity'), into one 422.
 */
function priceCorrectionLines<I extends OriginalLine, L>(
  lines: readonly L[],
  remaining: Map<number, LineLeft<I>>,
  rules: LineMatching<L> & { price: (line: L, left: LineLeft<I>) => LinePricing<I> },
): PricedCorrection<I>[] {
  const errors: FieldErrors = {};
  const priced = lines.flatMap((line, index) => {
    const left = remaining.get(rules.lineIdOf(line));
    if (!left) {
      errors[`lines.${index}.${rules.lineIdField}`] = [rules.notOnOriginal];
      return [];
    }
    const pricing = rules.price(line, left);
    if ('problem' in pricing) {
      errors[`lines.${index}.${pricing.field}`] = [pricing.problem];
      return [];
    }
    return [pricing];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return priced;
}

/** The correction's tax and totals at its original lines' rates, by the domain's rules. */
export function correctionTotals<I extends OriginalLine>(
  lines: readonly PricedCorrection<I>[],
  supplyType: Parameters<typeof computeNote>[1],
) {
  return computeNote(
    lines.map((line) => ({ gstRate: percentOf(line.item.gst_rate_bp), taxableValue: line.taxableValue })),
    supplyType,
  );
}

/** A correction's line as typed: units taken back (a return) or a taxable value (a value note). */
type TypedCorrectionLine = {
  quantity?: number | null | undefined;
  taxable_value?: number | null | undefined;
};

/**
 * The lines of a return (units back, at the original line's rate) or of a value note (a taxable
 * value), each against what its original line still has. valueTakenOff names, in the message,
 * taking value off ('credited'): such a value may not pass what the line still has; null for a note
 * that adds value (a debit note), which has no such cap.
 */
export function priceReturnOrValueLines<I extends OriginalLine, L extends TypedCorrectionLine>(
  kind: 'return' | 'value',
  lines: readonly L[],
  remaining: Map<number, LineLeft<I>>,
  rules: LineMatching<L> & { noun: string; valueTakenOff: string | null },
): PricedCorrection<I>[] {
  return priceCorrectionLines(lines, remaining, {
    ...rules,
    price: (line, left) => {
      if (kind === 'return') return priceReturnedUnits(line.quantity ?? 0, left, rules.noun);
      const value = rupeesToPaise(line.taxable_value ?? 0);
      if (rules.valueTakenOff !== null && value > left.remainingValue) {
        return {
          field: 'taxable_value',
          problem: `At most ${formatRupees(Math.max(left.remainingValue, 0))} of ${left.item.product_name} can still be ${rules.valueTakenOff}`,
        };
      }
      return { item: left.item, quantityMilli: 0, taxableValue: value };
    },
  });
}
