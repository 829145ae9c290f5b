import { sql } from 'kysely';
import { type Db, dialectOf } from './database';

// Settling money against a document reads what is already settled and then writes more, so two
// writers must not interleave on one document. PostgreSQL gets row locks (SELECT … FOR UPDATE),
// taken in id order so two writers never wait on each other in a circle. SQLite needs none: every
// write transaction takes the whole database's write lock when it begins (db/sqlite-write-lock.ts).

type Lockable<Q> = { forUpdate(): Q };

export function lockedForUpdate<Q extends Lockable<Q>>(db: Db, query: Q): Q {
  return dialectOf(db) === 'postgres' ? query.forUpdate() : query;
}

/**
 * Locks the products a write touches, in id order, before it writes anything that follows them
 * (stock, the stock report): every save of invoices, purchases and their edits and cancels takes
 * these locks first and in one order, so two saves of the same products queue instead of waiting
 * on each other in a circle (PostgreSQL deadlock, 40P01). NO KEY UPDATE leaves the references of
 * lines to their products (KEY SHARE) unblocked. SQLite needs none (one writer at a time).
 */
export async function lockProductsInIdOrder(db: Db, productIds: readonly number[]): Promise<void> {
  if (dialectOf(db) !== 'postgres' || productIds.length === 0) return;
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/**
 * Waits for a lock on a name until the transaction ends, so writers that choose something from
 * what is committed (the next free number of a series) take turns and each sees the one before.
 * PostgreSQL: a transaction-scoped advisory lock. SQLite needs none (one writer at a time).
 */
export async function lockNameUntilCommit(db: Db, name: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(db);
}
