import { formatDateDmy } from '@bahi/domain';
import type { Db } from '../core/db/database';
import { firstRow, preparedQuery } from '../core/db/prepared-query';
import { ConflictError } from '../core/http/errors';

// The one guard every document service calls before it writes: a document dated in a period whose
// GSTR-1 or GSTR-3B is marked filed may not be added, changed, re-dated into or out of it, cancelled
// or restored, because the filed return would no longer match the books. A correction goes on a
// note dated in an open period; the owner can unlock a period with a reason when the return itself
// is to be amended.

export type LockedDocument = {
  /** "Invoice INV/26-27/0042", "A new purchase", … as the message names it. */
  label: string;
  /** The dates the write touches: the stored date and, for an edit, the new one. */
  dates: readonly (string | null | undefined)[];
};

const RETURN_NAMES = { GSTR1: 'GSTR-1', GSTR3B: 'GSTR-3B' } as const;

/** Refuses (409) a write that touches a date inside a filed period. */
export async function refuseInFiledPeriod(db: Db, document: LockedDocument): Promise<void> {
  const dates = [...new Set(document.dates.filter((date): date is string => Boolean(date)))];
  for (const date of dates) {
    const filing = await findLockingFiling(db, date);
    if (!filing) continue;
    throw new ConflictError(
      `${document.label} is dated ${formatDateDmy(date)}, in the period ${filing.period} whose ${RETURN_NAMES[filing.return_type]} is marked filed, so it cannot be added, changed, re-dated or cancelled. Issue a credit or debit note dated in an open period instead (the owner can unlock the period, with a reason, to amend the return).`,
    );
  }
}

/** A filed return whose days include the date, if any: that date is locked. */
export function findLockingFiling(db: Db, date: string) {
  return firstRow(lockingFiling(db, date));
}

/** Asked on every save of every document (db/prepared-query.ts). */
const lockingFiling = preparedQuery((db: Db, date: string) =>
  db
    .selectFrom('return_filings')
    .select(['return_type', 'period', 'period_from', 'period_to'])
    .where('status', '=', 'filed')
    .where('period_to', '>=', date)
    .where('period_from', '<=', date)
    .orderBy('period_to')
    .limit(1),
);
