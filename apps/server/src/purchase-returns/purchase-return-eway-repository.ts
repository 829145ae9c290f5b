import type { Db } from '../core/db/database';

// The purchase returns the e-way bill batch reads: a day's standing returns of goods, and those
// carrying a number. Value notes move no goods and so never carry a bill.

/** The returns of goods of one day that stand (not cancelled), oldest first. */
export function findStandingReturnIdsOn(db: Db, date: string): Promise<{ id: number }[]> {
  return db
    .selectFrom('purchase_returns')
    .select('id')
    .where('date', '=', date)
    .where('kind', '=', 'return')
    .where('status', '!=', 'Cancelled')
    .orderBy('id')
    .execute();
}

/** Returns of goods carrying a number, newest first (a number repeats only across financial years). */
export function findReturnIdsByNumber(db: Db, returnNumber: string): Promise<{ id: number }[]> {
  return db
    .selectFrom('purchase_returns')
    .select('id')
    .where('return_number', '=', returnNumber)
    .where('kind', '=', 'return')
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
