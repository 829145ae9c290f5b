import { computeNote, creditNoteDeadline, returnCredit, type SupplyType } from '@bahi/domain';
import type { Random } from './random';

// What a shop corrects after the sale or the purchase, worked out by the domain's own rules, as
// the note and purchase-return services do: goods taken back (part of a line's units, credited at
// the line's own taxable rate, returnCredit) or a value credited, debited or taken off (a rate or
// discount after the fact), each against what its line still has after the corrections before it,
// taxed at the line's rate by computeNote; a credit note no later than its deadline
// (creditNoteDeadline) and one that takes all that is left takes the invoice's round-off too.
// Pure: write-corrections.ts reads the originals and writes what this plans.

export type OriginalLine = {
  id: number;
  product_id: number;
  product_name: string;
  hsn_code: string;
  unit: string;
  batch_id: number | null;
  supply_category: string;
  quantity_milli: number;
  gst_rate_bp: number;
  subtotal: number;
};

/** What one original line still has: units not sent back, taxable value not taken off. */
type Left = { line: OriginalLine; quantityMilli: number; value: number };

export type PlannedLine = {
  line: OriginalLine;
  quantityMilli: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  total: number;
};

export type PlannedCorrection = {
  /** 'credit' / 'debit' note on an invoice, 'return' on a purchase. */
  type: 'credit' | 'debit' | 'return';
  kind: 'return' | 'value';
  date: string;
  reason: string;
  lines: PlannedLine[];
  totals: { totalAmount: number; cgst: number; sgst: number; igst: number; gstAmount: number };
  roundOff: number;
  grandTotal: number;
};

export type OriginalDocument = {
  date: string;
  supplyType: SupplyType;
  roundOff: number;
  lines: OriginalLine[];
};

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Units to send back from a line: part of them when it has more than one, else the one. */
function partUnits(random: Random, left: Left): number {
  const units = Math.floor(left.quantityMilli / 1000);
  if (units <= 0) return 0;
  if (units === 1) return 1000;
  return (1 + Math.floor(random.next() * (units - 1))) * 1000;
}

/** Between 3 % and 18 % of what the line still has, at least a rupee, never more than it has. */
function partValue(random: Random, left: Left): number {
  return Math.min(left.value, Math.max(100, Math.round(left.value * (0.03 + random.next() * 0.15))));
}

function priced(document: OriginalDocument, taken: { left: Left; quantityMilli: number; value: number }[]) {
  const totals = computeNote(
    taken.map((entry) => ({ gstRate: entry.left.line.gst_rate_bp / 100, taxableValue: entry.value })),
    document.supplyType,
  );
  const lines = taken.map((entry, index) => {
    const figures = totals.lines[index];
    if (!figures) throw new Error('computeNote lost a line');
    return {
      line: entry.left.line,
      quantityMilli: entry.quantityMilli,
      ...figures,
    };
  });
  return { totals, lines };
}

/**
 * One correction of a document whose lines still have `lefts`, or null when nothing can be taken.
 * Moves `lefts` by what it takes (a debit note adds value back).
 */
export function planCorrection(
  random: Random,
  document: OriginalDocument,
  lefts: Map<number, Left>,
  choice: { type: PlannedCorrection['type']; kind: 'return' | 'value'; date: string; reason: string },
): PlannedCorrection | null {
  const open = [...lefts.values()].filter((left) =>
    choice.type === 'debit'
      ? true
      : choice.kind === 'return'
        ? left.quantityMilli >= 1000
        : left.value >= 100,
  );
  if (open.length === 0) return null;
  const count = Math.min(open.length, random.chance(0.7) ? 1 : 2);
  const start = Math.floor(random.next() * open.length);
  const chosen = Array.from({ length: count }, (_, offset) => open[(start + offset) % open.length] as Left);
  const taken = chosen.map((left) => {
    if (choice.kind === 'return') {
      const quantityMilli = partUnits(random, left);
      const value = returnCredit(
        { remainingQuantityMilli: left.quantityMilli, remainingValue: left.value },
        quantityMilli,
      );
      return { left, quantityMilli, value };
    }
    const value =
      choice.type === 'debit'
        ? Math.max(100, Math.round(left.line.subtotal * (0.02 + random.next() * 0.08)))
        : partValue(random, left);
    return { left, quantityMilli: 0, value };
  });
  const { totals, lines } = priced(document, taken);
  for (const entry of taken) {
    entry.left.quantityMilli -= entry.quantityMilli;
    entry.left.value += choice.type === 'debit' ? entry.value : -entry.value;
  }
  const takesAll = choice.type === 'credit' && [...lefts.values()].every((left) => left.value <= 0);
  const roundOff = takesAll ? document.roundOff : 0;
  return {
    ...choice,
    lines,
    totals: {
      totalAmount: totals.totalAmount,
      cgst: totals.cgst,
      sgst: totals.sgst,
      igst: totals.igst,
      gstAmount: totals.gstAmount,
    },
    roundOff,
    grandTotal: totals.grandTotal + roundOff,
  };
}

export function leftOf(lines: readonly OriginalLine[]): Map<number, Left> {
  return new Map(
    lines.map((line) => [line.id, { line, quantityMilli: line.quantity_milli, value: line.subtotal }]),
  );
}

const CREDIT_REASONS = {
  return: ['Goods returned: damaged in transit', 'Goods returned: not as ordered', 'Short expiry returned'],
  value: ['Rate difference allowed', 'Discount after sale', 'Quantity discount for the month'],
} as const;

/**
 * A sales invoice's notes: a credit note (goods back or a value) within 60 days and its deadline,
 * sometimes a second value credit later against what is left, or a debit note alone.
 */
export function planInvoiceNotes(
  random: Random,
  invoice: OriginalDocument,
  options: { endDate: string; debit: boolean },
): PlannedCorrection[] {
  const lefts = leftOf(invoice.lines);
  const last = [options.endDate, creditNoteDeadline(invoice.date)].sort()[0] ?? options.endDate;
  const dateAfter = (date: string, days: number) =>
    addDays(date, 1 + Math.floor(random.next() ** 1.5 * days));
  if (options.debit) {
    const date = dateAfter(invoice.date, 30);
    if (date > options.endDate) return [];
    const note = planCorrection(random, invoice, lefts, {
      type: 'debit',
      kind: 'value',
      date,
      reason: 'Rate revised after supply',
    });
    return note ? [note] : [];
  }
  const notes: PlannedCorrection[] = [];
  const kind = random.chance(0.6) ? 'return' : 'value';
  const first = dateAfter(invoice.date, 60);
  if (first > last) return notes;
  const note = planCorrection(random, invoice, lefts, {
    type: 'credit',
    kind,
    date: first,
    reason: random.pick(CREDIT_REASONS[kind]),
  });
  if (!note) return notes;
  notes.push(note);
  const second = dateAfter(first, 30);
  if (random.chance(0.15) && second <= last) {
    const more = planCorrection(random, invoice, lefts, {
      type: 'credit',
      kind: 'value',
      date: second,
      reason: random.pick(CREDIT_REASONS.value),
    });
    if (more) notes.push(more);
  }
  return notes;
}

/** A purchase's return: goods sent back within 30 days (most), or a value note from the supplier. */
export function planPurchaseReturn(
  random: Random,
  purchase: OriginalDocument,
  options: { endDate: string },
): PlannedCorrection | null {
  const date = addDays(purchase.date, 1 + Math.floor(random.next() * 30));
  if (date > options.endDate) return null;
  const kind = random.chance(0.85) ? 'return' : 'value';
  return planCorrection(random, purchase, leftOf(purchase.lines), {
    type: 'return',
    kind,
    date,
    reason: kind === 'return' ? 'Damaged goods sent back' : 'Rate difference from supplier',
  });
}
