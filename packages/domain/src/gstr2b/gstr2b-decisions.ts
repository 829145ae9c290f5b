import type { Paise } from '../money';
import { differencesBetween, type MatchDocument, type MatchResult, matchGstr2b } from './gstr2b-match';

// The accountant's word on top of the matching rules. A decision names one 2B document (kind,
// supplier GSTIN, number) and the document of the books it goes with: "accept" takes a suggested
// match, "link" pairs two documents by hand, "claim_later" keeps a matched pair's credit for a later
// month's GSTR-3B. Decided pairs are set aside first; the rules match what is left.

export type BooksType = 'purchase' | 'purchase_return' | 'expense';
export type DecisionAction = 'accept' | 'link' | 'claim_later';

export type Gstr2bDecision = {
  id: number;
  kind: MatchDocument['kind'];
  gstin: string;
  number: string;
  action: DecisionAction;
  /** The books document's key (booksKey). */
  books: string;
  claimPeriod: string | null;
};

export type Gstr2bRow = MatchResult & { decision: Gstr2bDecision | null };

export type TaxCredit = { cgst: Paise; sgst: Paise; igst: Paise };

export const booksKey = (type: BooksType, id: number) => `${type}:${id}`;
export const twoBKey = (id: number) => `2b:${id}`;

/** The matching of one month with the accountant's decisions applied. */
export function resolveGstr2b(
  twoB: readonly MatchDocument[],
  books: readonly MatchDocument[],
  decisions: readonly Gstr2bDecision[],
): Gstr2bRow[] {
  const rows: Gstr2bRow[] = [];
  const takenTwoB = new Set<string>();
  const takenBooks = new Set<string>();
  for (const decision of decisions) {
    const a = twoB.find(
      (doc) =>
        !takenTwoB.has(doc.key) &&
        doc.kind === decision.kind &&
        doc.gstin === decision.gstin &&
        doc.number === decision.number,
    );
    const b = books.find((doc) => doc.key === decision.books && !takenBooks.has(doc.key));
    // A decision whose document has gone (cancelled, or no longer in the 2B) no longer applies.
    if (!a || !b) continue;
    takenTwoB.add(a.key);
    takenBooks.add(b.key);
    const [paired] = matchGstr2b([a], [b]).filter((result) => result.twoB && result.books);
    rows.push(
      paired
        ? { ...paired, decision }
        : { status: 'mismatch', twoB: a.key, books: b.key, differences: differencesBetween(a, b), decision },
    );
  }
  const auto = matchGstr2b(
    twoB.filter((doc) => !takenTwoB.has(doc.key)),
    books.filter((doc) => !takenBooks.has(doc.key)),
  );
  return [...rows, ...auto.map((row) => ({ ...row, decision: null }))];
}

/** A pair whose credit the shop may take: matched exactly, or accepted or linked by the accountant. */
export function isMatched(row: Gstr2bRow): boolean {
  if (!row.twoB || !row.books) return false;
  if (row.decision) return true;
  return row.status === 'exact';
}

/**
 * The credit of a matched pair: per head the smaller of what the supplier reported (credit is
 * limited to what appears in GSTR-2B) and what the shop's bill says (never more than it holds).
 */
export function pairCredit(twoB: MatchDocument, books: MatchDocument): TaxCredit {
  return {
    cgst: Math.max(0, Math.min(twoB.cgst, books.cgst)),
    sgst: Math.max(0, Math.min(twoB.sgst, books.sgst)),
    igst: Math.max(0, Math.min(twoB.igst, books.igst)),
  };
}

export const plusCredit = (a: TaxCredit, b: TaxCredit): TaxCredit => ({
  cgst: a.cgst + b.cgst,
  sgst: a.sgst + b.sgst,
  igst: a.igst + b.igst,
});

export const NO_CREDIT: TaxCredit = { cgst: 0, sgst: 0, igst: 0 };
