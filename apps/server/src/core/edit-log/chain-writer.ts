import { type Insertable, sql } from 'kysely';
import { type Db, dialectOf } from '../db/database';
import { firstRow, preparedQuery } from '../db/prepared-query';
import type { AuditLogTable } from '../db/schema-auth';
import { inTransaction } from '../db/transactions';
import { CHAIN_START, entryHash } from './entry-hash';

// Appending to the chain reads the newest entry's hash and inserts after it, in one transaction
// that no other writer of the log can interleave with: two writers that both read the same newest
// hash would fork the chain. SQLite needs nothing more (a write transaction holds the database's
// write lock from its start, db/sqlite-write-lock.ts). PostgreSQL takes a transaction-scoped
// advisory lock first, so the next writer waits for this one's commit and then, at READ COMMITTED,
// reads the entry it added; the ids (drawn under the lock) grow in the chain's order.

const BATCH = 200;

export type NewAuditEntry = Insertable<AuditLogTable>;

/** Appends entries to the edit log in order, each linked to the one before. */
export async function appendToChain(db: Db, entries: readonly NewAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await inTransaction(db, async (trx) => {
    await holdChainHead(trx);
    let prevHash = await newestHash(trx);
    const rows = entries.map((entry) => {
      const content = { ...entry, at: entry.at ?? new Date().toISOString() };
      const hash = entryHash(content, prevHash);
      const row = { ...content, prev_hash: prevHash, hash };
      prevHash = hash;
      return row;
    });
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto('audit_log')
        .values(rows.slice(i, i + BATCH))
        .execute();
    }
  });
}

/** Waits until no other transaction is appending to the edit log (PostgreSQL). */
export async function holdChainHead(trx: Db): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended('bahi edit log chain', 0))`.execute(trx);
}

/** The newest entry's hash, or the chain's start when the log is empty. */
export async function newestHash(db: Db): Promise<string> {
  const newest = await firstRow(newestEntryHash(db));
  return newest?.hash ?? CHAIN_START;
}

/** Read by every write that logs (db/prepared-query.ts). */
const newestEntryHash = preparedQuery((db: Db) =>
  db.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1),
);
