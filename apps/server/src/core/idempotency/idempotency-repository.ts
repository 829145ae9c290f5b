import { sql } from 'kysely';
import { type Db, dialectOf } from '../db/database';
import type { IdempotencyKeyTable } from '../db/schema-idempotency';

// The stored first answers of idempotent creates (migration 2026-11-24T1500). One query each.

export type StoredAnswer = Pick<IdempotencyKeyTable, 'route' | 'request_hash' | 'status' | 'response'>;

/**
 * Makes a second request with the same key wait, inside its transaction, until the first one's
 * transaction ends. PostgreSQL: a transaction-scoped advisory lock on the key. SQLite needs none:
 * a write transaction holds the whole database's write lock from its start (db/sqlite-write-lock.ts).
 */
export async function waitForKey(trx: Db, actor: string, key: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${actor} ${key}`}, 0))`.execute(trx);
}

export function findStoredAnswer(db: Db, actor: string, key: string): Promise<StoredAnswer | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['route', 'request_hash', 'status', 'response'])
    .where('actor', '=', actor)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function insertStoredAnswer(db: Db, row: IdempotencyKeyTable): Promise<void> {
  await db.insertInto('idempotency_keys').values(row).execute();
}

/** Forgets the answers stored before a moment (ISO-8601 UTC); answers how many went. */
export async function deleteAnswersBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
