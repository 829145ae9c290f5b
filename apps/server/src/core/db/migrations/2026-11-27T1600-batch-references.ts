import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';
import { applyGuards } from '../guards/append-only';
import { BATCH_LINE_TABLES, batchReferenceGuards } from '../guards/batch-references';

// Every batch_id (the lines of purchases, invoices, credit and debit notes, purchase returns, and
// stock movements) names a batch of product_batches. PostgreSQL: a foreign key on each column.
// SQLite, which cannot add one to an existing table: guards that refuse what a foreign key would
// (guards/batch-references.ts). The three line tables without an index on batch_id get a partial
// one, so removing a batch (the sample shop's wipe) checks its lines through an index on both.

const UNINDEXED = ['purchase_items', 'sales_note_items', 'purchase_return_items'] as const;

const constraintOf = (table: string) => `${table}_batch_id_fkey`;

export const batchReferencesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of UNINDEXED) {
      await sql`create index ${sql.raw(`${table}_batch`)} on ${sql.table(table)} (batch_id) where batch_id is not null`.execute(
        db,
      );
    }
    if (dialectOfDb(db) === 'postgres') {
      for (const table of BATCH_LINE_TABLES) {
        await sql`alter table ${sql.table(table)} add constraint ${sql.raw(constraintOf(table))}
          foreign key (batch_id) references product_batches (id)`.execute(db);
      }
      return;
    }
    await applyGuards(db, batchReferenceGuards('sqlite'));
  },
  async down(db: Kysely<unknown>) {
    if (dialectOfDb(db) === 'postgres') {
      for (const table of BATCH_LINE_TABLES) {
        await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(constraintOf(table))}`.execute(
          db,
        );
      }
    } else {
      for (const guard of batchReferenceGuards('sqlite')) {
        await sql`drop trigger ${sql.raw(guard.name)}`.execute(db);
      }
    }
    for (const table of UNINDEXED) await sql`drop index ${sql.raw(`${table}_batch`)}`.execute(db);
  },
};
