import { NO_CREDIT, plusCredit, returnPeriodOf } from '@bahi/domain';
import { GSTR2B_STATUSES, type Gstr2bMatching } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { RequestContext } from '../core/http/request-context';
import { findLastPurchaseFrom } from './gstr2b-books-repository';
import { matchMonthsUpTo, rowCredit } from './gstr2b-matching';
import { creditInRupees, presentRow } from './gstr2b-presenter';
import { registeredSeller } from './return-books';

// A month's 2B as the accountant works through it: every row of the matching with its decision and
// the credit it brings, the counts per status and the month's credit.

const STATUS_ORDER = ['mismatch', 'suggested', 'missing_in_books', 'missing_in_2b', 'exact'];

/** The last day of a month MMYYYY, ISO. */
export function lastDayOfPeriod(period: string): string {
  const range = returnPeriodOf(period, 'monthly');
  if (!range) throw new Error(`Not a period: ${period}`);
  return range.to;
}

export async function matchingOfMonth(db: Db, period: string) {
  const months = await matchMonthsUpTo(db, lastDayOfPeriod(period));
  return months.find((month) => month.period === period);
}

export async function getGstr2bMatching(ctx: RequestContext, period: string): Promise<Gstr2bMatching> {
  await registeredSeller(ctx.db);
  const counts = Object.fromEntries(GSTR2B_STATUSES.map((status) => [status, 0])) as Gstr2bMatching['counts'];
  const matching = await matchingOfMonth(ctx.db, period);
  if (!matching) return { period, imported: null, counts, credit: creditInRupees(NO_CREDIT), rows: [] };
  const rows = [];
  let credit = NO_CREDIT;
  for (const row of matching.rows) {
    counts[row.status] += 1;
    credit = plusCredit(credit, rowCredit(matching, row));
    const twoB = matching.twoB.get(row.twoB ?? '');
    const offerReturn = row.status === 'missing_in_books' && twoB?.kind === 'note' && twoB.noteType === 'C';
    rows.push(
      presentRow(
        matching,
        row,
        offerReturn && twoB ? await findLastPurchaseFrom(ctx.db, twoB.gstin, twoB.date) : null,
      ),
    );
  }
  rows.sort(
    (a, b) =>
      STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) ||
      (a.two_b?.date ?? a.books?.date ?? '').localeCompare(b.two_b?.date ?? b.books?.date ?? ''),
  );
  return {
    period,
    imported: {
      gstin: matching.importRow.gstin,
      generated_on: matching.importRow.generated_on,
      imported_at: matching.importRow.imported_at,
      other_sections: JSON.parse(matching.importRow.other_sections).map(
        (section: { section: string; entries: number }) => ({
          section: section.section,
          entries: section.entries,
        }),
      ),
    },
    counts,
    credit: creditInRupees(credit),
    rows,
  };
}
