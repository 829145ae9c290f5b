import {
  type BooksType,
  booksKey,
  financialYearOf,
  type Gstr2bDecision,
  type Gstr2bRow,
  isMatched,
  type MatchDocument,
  NO_CREDIT,
  pairCredit,
  plusCredit,
  resolveGstr2b,
  type TaxCredit,
  twoBKey,
} from '@bahi/domain';
import type { Db } from '../core/db/database';
import {
  type BooksCandidateRow,
  findCandidateExpenses,
  findCandidatePurchaseReturns,
  findCandidatePurchases,
} from './gstr2b-books-repository';
import { findDecisions, findDocuments, findImportsOfMonths } from './gstr2b-repository';

// The matching of every month with a 2B imported, up to a month, worked in date order: each month
// matches its 2B against the documents of the books dated up to its end that no earlier month
// matched, so a bill missing from October's 2B waits and is matched (and credited) when November's
// 2B carries it. The books are read from the start of the financial year before: a 2B can carry a
// supplier's bill of the year before, filed late. Nothing is stored: the books may change after an
// import, and the match follows them; only the accountant's decisions are kept.

export type BooksDocument = MatchDocument & {
  type: BooksType;
  id: number;
  supplierName: string;
  /** YYYY-MM whose GSTR-3B takes its credit by date when that month has no 2B. */
  creditMonth: string;
};
export type TwoBDocument = MatchDocument & {
  id: number;
  section: 'b2b' | 'b2ba' | 'cdnr' | 'cdnra';
  noteType: 'C' | 'D' | null;
  supplierName: string;
};
export type MonthMatching = {
  period: string;
  month: string;
  importRow: { gstin: string; generated_on: string | null; imported_at: string; other_sections: string };
  rows: Gstr2bRow[];
  twoB: Map<string, TwoBDocument>;
  books: Map<string, BooksDocument>;
  /** Months (YYYY-MM) with a 2B imported: a bill dated in one of them takes credit only when matched. */
  importedMonths: Set<string>;
};

const monthOf = (iso: string) => iso.slice(0, 7);
/** MMYYYY → YYYY-MM. */
export const monthOfPeriod = (period: string) => `${period.slice(2)}-${period.slice(0, 2)}`;
const heads = (row: { taxable: number; cgst: number; sgst: number; igst: number }) => ({
  taxable: Number(row.taxable),
  cgst: Number(row.cgst),
  sgst: Number(row.sgst),
  igst: Number(row.igst),
});

function booksDocuments(type: BooksType, rows: BooksCandidateRow[]): BooksDocument[] {
  return rows.map((row) => ({
    key: booksKey(type, Number(row.id)),
    kind: type === 'purchase_return' ? 'note' : 'invoice',
    type,
    id: Number(row.id),
    gstin: row.supplier_gstin,
    supplierName: row.supplier_name,
    number: row.number ?? '',
    date: row.date,
    creditMonth: monthOf(row.credit_date),
    ...heads(row),
  }));
}

/** The first day of the books a month's matching reads: the start of the financial year before its own. */
export function matchingFrom(lastDay: string): string {
  const fyStart = financialYearOf(lastDay).startDate;
  return `${Number(fyStart.slice(0, 4)) - 1}${fyStart.slice(4)}`;
}

/** Every month with a 2B from the year before the month's financial year up to the month, matched. */
export async function matchMonthsUpTo(db: Db, lastDay: string): Promise<MonthMatching[]> {
  const from = matchingFrom(lastDay);
  const imports = await findImportsOfMonths(db, monthOf(from), monthOf(lastDay));
  if (imports.length === 0) return [];
  const range = { from, to: lastDay };
  const [purchases, returns, expenses, documents, decisions] = await Promise.all([
    findCandidatePurchases(db, range),
    findCandidatePurchaseReturns(db, range),
    findCandidateExpenses(db, range),
    findDocuments(
      db,
      imports.map((row) => Number(row.id)),
    ),
    findDecisions(
      db,
      imports.map((row) => row.period),
    ),
  ]);
  const books = [
    ...booksDocuments('purchase', purchases),
    ...booksDocuments('purchase_return', returns),
    ...booksDocuments('expense', expenses),
  ];
  const booksByKey = new Map(books.map((doc) => [doc.key, doc]));
  const importedMonths = new Set(imports.map((row) => row.month));
  const consumed = new Set<string>();
  const months: MonthMatching[] = [];
  for (const imported of imports) {
    const endOfMonth = `${imported.month}-31`;
    const twoB: TwoBDocument[] = documents
      .filter((doc) => Number(doc.import_id) === Number(imported.id))
      .map((doc) => ({
        key: twoBKey(Number(doc.id)),
        id: Number(doc.id),
        kind: doc.kind,
        section: doc.section,
        noteType: doc.note_type,
        gstin: doc.supplier_gstin,
        supplierName: doc.supplier_name,
        number: doc.number,
        date: doc.date,
        ...heads(doc),
      }));
    const own: Gstr2bDecision[] = decisions
      .filter((row) => row.period === imported.period)
      .map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        gstin: row.supplier_gstin,
        number: row.number,
        action: row.action,
        books: booksKey(row.books_type, Number(row.books_id)),
        claimPeriod: row.claim_period,
      }));
    const decidedElsewhere = new Set(
      decisions
        .filter((row) => row.period !== imported.period)
        .map((row) => booksKey(row.books_type, Number(row.books_id))),
    );
    const candidates = books.filter(
      (doc) => doc.date <= endOfMonth && !consumed.has(doc.key) && !decidedElsewhere.has(doc.key),
    );
    const rows = resolveGstr2b(twoB, candidates, own).filter(
      // A bill of a month without a 2B took its credit by date: nothing of it waits.
      (row) => row.twoB || importedMonths.has(booksByKey.get(row.books ?? '')?.creditMonth ?? ''),
    );
    for (const row of rows) if (row.twoB && row.books) consumed.add(row.books);
    months.push({
      period: imported.period,
      month: imported.month,
      importRow: imported,
      rows,
      twoB: new Map(twoB.map((doc) => [doc.key, doc])),
      books: booksByKey,
      importedMonths,
    });
  }
  return months;
}

/**
 * The credit a row brings to its own month's GSTR-3B: a matched supplier bill (not a note: goods
 * sent back are reversed by their date whatever the 2B says) whose month has a 2B (otherwise it was
 * credited by date already), unless the accountant keeps it for a later month.
 */
export function rowCredit(matching: MonthMatching, row: Gstr2bRow): TaxCredit {
  const pair = pairOf(matching, row);
  if (!pair || row.decision?.action === 'claim_later') return NO_CREDIT;
  return pair.credit;
}

/** A matched bill's pair and its credit, or undefined when the row brings none. */
export function pairOf(matching: MonthMatching, row: Gstr2bRow) {
  if (!isMatched(row)) return undefined;
  const twoB = matching.twoB.get(row.twoB ?? '');
  const books = matching.books.get(row.books ?? '');
  if (!twoB || !books || twoB.kind !== 'invoice' || books.type === 'purchase_return') return undefined;
  if (!matching.importedMonths.has(books.creditMonth)) return undefined;
  return { twoB, books, credit: pairCredit(twoB, books) };
}

export function monthCredit(matching: MonthMatching): TaxCredit {
  return matching.rows.reduce((sum, row) => plusCredit(sum, rowCredit(matching, row)), NO_CREDIT);
}
