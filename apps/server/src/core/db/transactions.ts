import type { Db } from './database';

// A use case runs its writes in one transaction. Usually it opens that transaction itself; when it
// is handed one (an idempotent create runs inside the transaction that also stores its key, see
// idempotency/), it joins it instead, so the record and its key commit or roll back together.
// Kysely cannot nest transactions, and this is the only place that decides.

/** Runs work in a new transaction, or in the one `db` already is. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
