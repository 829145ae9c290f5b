import { type Kysely, type Migration, sql } from 'kysely';

// Idempotency keys (docs/api.md, "Retrying a save"): the first answer of each create made with an
// Idempotency-Key, so a retry of the same request answers it again instead of saving a second
// invoice. A row is written in the same transaction as the record it answers for, so a record never
// exists without its key nor a key without its record. The primary key (actor, key) lets only one
// of two concurrent retries claim a key: the other waits for it and then reads its answer.

export const idempotencyKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      // Whose key: 'user:5', 'token:<name>' or 'system'. Two users may pick the same key.
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      // 'POST /invoices' and the sha256 of the path and body: the same key with another request is refused.
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      // The first answer, as sent: its status and JSON body.
      .addColumn('status', 'integer', (c) => c.notNull().check(sql`status between 200 and 299`))
      .addColumn('response', 'text', (c) => c.notNull())
      // ISO-8601 UTC, written by the app: keys older than a day are purged.
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pkey', ['actor', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_created_at')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idempotency_keys').execute();
  },
};
