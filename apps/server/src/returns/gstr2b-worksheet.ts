import { isMatched, NO_CREDIT, plusCredit, type TaxCredit } from '@bahi/domain';
import type { Db } from '../core/db/database';
import type { DateRange } from '../core/db/date-range';
import {
  type BooksDocument,
  type MonthMatching,
  matchMonthsUpTo,
  monthOfPeriod,
  pairOf,
  rowCredit,
} from './gstr2b-matching';

// What the 2Bs bring to a GSTR-3B period's Table 4. A month with a 2B imported takes the credit of
// its matched bills (and of bills an earlier month kept for it, "claim later"); a month without
// one keeps the credit of its bills by date. What the books hold and no 2B has carried yet waits,
// listed on the worksheet, and is credited in the month whose 2B brings it.

export type Gstr2bWorksheet = {
  monthsWith2b: string[];
  /** YYYY-MM ranges of the period without a 2B: their bills' credit goes by date. */
  monthsByDate: DateRange[];
  matchedCredit: TaxCredit;
  claimedLaterCredit: TaxCredit;
  waiting: { doc: BooksDocument; waitingFor: '2b' | 'decision' }[];
  heldBack: { number: string; gstin: string; claimPeriod: string; credit: TaxCredit }[];
  importedMonths: Set<string>;
};

const monthOf = (iso: string) => iso.slice(0, 7);

/** The months (YYYY-MM) a range touches, in order. */
export function monthsOf(range: DateRange): string[] {
  const months: string[] = [];
  let year = Number(range.from.slice(0, 4));
  let month = Number(range.from.slice(5, 7));
  while (`${year}-${String(month).padStart(2, '0')}` <= monthOf(range.to)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** Consecutive months without a 2B as date ranges clipped to the period. */
function rangesWithout(range: DateRange, months: string[], imported: Set<string>): DateRange[] {
  const ranges: DateRange[] = [];
  let extending = false;
  for (const month of months) {
    if (imported.has(month)) {
      extending = false;
      continue;
    }
    const from = month === monthOf(range.from) ? range.from : `${month}-01`;
    const to = month === monthOf(range.to) ? range.to : `${month}-31`;
    const last = ranges.at(-1);
    if (extending && last) last.to = to;
    else ranges.push({ from, to });
    extending = true;
  }
  return ranges;
}

function claimedInto(matchings: MonthMatching[], months: Set<string>) {
  let credit = NO_CREDIT;
  const heldBack: Gstr2bWorksheet['heldBack'] = [];
  for (const matching of matchings) {
    for (const row of matching.rows) {
      const claim = row.decision?.action === 'claim_later' ? row.decision.claimPeriod : null;
      const pair = claim ? pairOf(matching, row) : undefined;
      if (!claim || !pair) continue;
      if (months.has(monthOfPeriod(claim))) credit = plusCredit(credit, pair.credit);
      if (months.has(matching.month)) {
        heldBack.push({
          number: pair.twoB.number,
          gstin: pair.twoB.gstin,
          claimPeriod: claim,
          credit: pair.credit,
        });
      }
    }
  }
  return { credit, heldBack };
}

/**
 * A month's bills whose credit waits: paired but neither exact nor decided (every month of the
 * period), and missing in 2B (the last month's list, which holds every earlier month's still missing).
 */
function waitingOf(matching: MonthMatching, last: boolean): Gstr2bWorksheet['waiting'] {
  return matching.rows.flatMap((row): Gstr2bWorksheet['waiting'] => {
    const doc = matching.books.get(row.books ?? '');
    if (!doc || doc.type === 'purchase_return') return [];
    if (row.status === 'missing_in_2b') return last ? [{ doc, waitingFor: '2b' }] : [];
    return row.twoB && !isMatched(row) ? [{ doc, waitingFor: 'decision' }] : [];
  });
}

export async function findGstr2bWorksheet(db: Db, range: DateRange): Promise<Gstr2bWorksheet> {
  const months = monthsOf(range);
  const matchings = await matchMonthsUpTo(db, range.to);
  const importedMonths = new Set(matchings.map((matching) => matching.month));
  const inPeriod = matchings.filter((matching) => months.includes(matching.month));
  const claimed = claimedInto(matchings, new Set(months));
  const last = inPeriod.at(-1);
  return {
    monthsWith2b: inPeriod.map((matching) => matching.month),
    monthsByDate: rangesWithout(range, months, importedMonths),
    matchedCredit: inPeriod.reduce(
      (sum, matching) =>
        matching.rows.reduce((total, row) => plusCredit(total, rowCredit(matching, row)), sum),
      NO_CREDIT,
    ),
    claimedLaterCredit: claimed.credit,
    waiting: inPeriod.flatMap((matching) => waitingOf(matching, matching === last)),
    heldBack: claimed.heldBack,
    importedMonths,
  };
}
