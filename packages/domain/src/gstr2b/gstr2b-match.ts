import { financialYearOf } from '../fiscal-year';
import type { Paise } from '../money';
import { billsAgree, cleanBillNumber } from './bill-number';

// Matching GSTR-2B (what suppliers filed) against the books (purchases, purchase returns and
// expenses with the supplier's GSTIN), in passes from the surest to the loosest:
// 1. exact: same supplier GSTIN, financial year and bill number, every amount to the paisa;
// 2. same GSTIN and year, bill numbers agreeing after cleaning (bill-number.ts): suggested when
//    every amount is within Rs 1 and the dates within 10 days, else a mismatch naming the fields;
// 3. same GSTIN and year, amounts within Rs 1 and dates within 10 days, bill numbers differing
//    (a supplier's credit note, whose number the books do not hold, always goes this way): suggested;
// 4. same PAN (a supplier's other registration) and bill: a mismatch on the GSTIN.
// What is left is missing in 2B (books) or missing in the books (2B).

export type MatchKind = 'invoice' | 'note';

export type MatchDocument = {
  key: string;
  kind: MatchKind;
  gstin: string;
  number: string;
  date: string;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
};

export type MatchStatus = 'exact' | 'suggested' | 'mismatch' | 'missing_in_2b' | 'missing_in_books';
export type MatchField = 'gstin' | 'bill_number' | 'date' | 'taxable' | 'cgst' | 'sgst' | 'igst';

export type MatchResult = {
  status: MatchStatus;
  twoB: string | null;
  books: string | null;
  /** The fields that differ (bill numbers that agree only after cleaning count as differing). */
  differences: MatchField[];
};

const RUPEE = 100;
const DATE_TOLERANCE_DAYS = 10;
const AMOUNTS = ['taxable', 'cgst', 'sgst', 'igst'] as const;

const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
const pan = (gstin: string) => gstin.slice(2, 12);

function differencesOf(a: MatchDocument, b: MatchDocument, tolerant: boolean): MatchField[] {
  const fields: MatchField[] = [];
  if (a.gstin !== b.gstin) fields.push('gstin');
  if (
    cleanBillNumber(a.number) !== cleanBillNumber(b.number) ||
    a.number.trim().toUpperCase() !== b.number.trim().toUpperCase()
  )
    fields.push('bill_number');
  const days = Math.abs(dayNumber(a.date) - dayNumber(b.date));
  if (tolerant ? days > DATE_TOLERANCE_DAYS : days > 0) fields.push('date');
  for (const head of AMOUNTS) {
    const gap = Math.abs(a[head] - b[head]);
    if (tolerant ? gap > RUPEE : gap > 0) fields.push(head);
  }
  return fields;
}

/** The fields in which two documents differ to the paisa and the day (a pair linked by hand). */
export function differencesBetween(a: MatchDocument, b: MatchDocument): MatchField[] {
  return differencesOf(a, b, false);
}

const withinTolerance = (a: MatchDocument, b: MatchDocument) =>
  differencesOf(a, b, true).every((field) => field === 'bill_number' || field === 'gstin');

export function matchGstr2b(twoB: readonly MatchDocument[], books: readonly MatchDocument[]): MatchResult[] {
  const results: MatchResult[] = [];
  const openBooks = new Set(books.map((doc) => doc.key));
  const openTwoB = new Set(twoB.map((doc) => doc.key));
  const sameYear = (a: MatchDocument, b: MatchDocument) =>
    a.kind === b.kind && financialYearOf(a.date).label === financialYearOf(b.date).label;
  const pass = (
    pair: (a: MatchDocument, b: MatchDocument) => boolean,
    status: (a: MatchDocument, b: MatchDocument) => { status: MatchStatus; differences: MatchField[] },
  ) => {
    for (const doc of twoB) {
      if (!openTwoB.has(doc.key)) continue;
      const found = books.find(
        (candidate) => openBooks.has(candidate.key) && sameYear(doc, candidate) && pair(doc, candidate),
      );
      if (!found) continue;
      openTwoB.delete(doc.key);
      openBooks.delete(found.key);
      results.push({ twoB: doc.key, books: found.key, ...status(doc, found) });
    }
  };
  pass(
    (a, b) => a.gstin === b.gstin && differencesOf(a, b, false).length === 0,
    () => ({ status: 'exact', differences: [] }),
  );
  pass(
    (a, b) => a.gstin === b.gstin && a.kind === 'invoice' && billsAgree(a.number, b.number),
    (a, b) => {
      const tolerant = differencesOf(a, b, true);
      const exactly = differencesOf(a, b, false);
      return tolerant.every((field) => field === 'bill_number')
        ? { status: 'suggested', differences: exactly }
        : { status: 'mismatch', differences: tolerant };
    },
  );
  pass(
    (a, b) => a.gstin === b.gstin && withinTolerance(a, b),
    (a, b) => ({ status: 'suggested', differences: differencesOf(a, b, false) }),
  );
  pass(
    (a, b) => a.gstin !== b.gstin && pan(a.gstin) === pan(b.gstin) && billsAgree(a.number, b.number),
    (a, b) => ({ status: 'mismatch', differences: differencesOf(a, b, true) }),
  );
  for (const key of openTwoB)
    results.push({ status: 'missing_in_books', twoB: key, books: null, differences: [] });
  for (const key of openBooks)
    results.push({ status: 'missing_in_2b', twoB: null, books: key, differences: [] });
  return results;
}
