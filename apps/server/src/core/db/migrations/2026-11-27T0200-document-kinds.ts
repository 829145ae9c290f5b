import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// Document kinds as rows: `document_kinds` names every kind of document the shop keeps (the
// server declares each in documents/document-kinds.ts; document-kinds.test.ts checks the two
// agree). stock_movements.source_type now refers to it by a foreign key instead of a CHECK
// listing the source types, so a new kind that moves stock inserts one row here from its own
// migration, where a CHECK needed a rebuild of the whole stock ledger on SQLite. This migration
// is that rebuild's last time: SQLite cannot drop a CHECK or add a foreign key in place.

/** The kinds as of this migration; later kinds insert their own rows. */
const KINDS = [
  'invoice',
  'credit_note',
  'debit_note',
  'purchase',
  'purchase_return',
  'receipt',
  'payment',
  'refund',
  'opening_bill',
  'expense',
  'self_invoice',
  'eway_bill',
  'e_invoice',
  'invoice_email',
] as const;

const SOURCE_CHECK = "check (source_type in ('invoice', 'purchase', 'purchase_return'))";
const SOURCE_REFERENCE = 'references document_kinds (kind)';

type SchemaRow = { type: string; name: string; sql: string };

/**
 * Re-creates stock_movements with one clause of its definition replaced, keeping every row,
 * index, view and trigger over it (read from the database, so this re-creates exactly what it
 * held whatever later code defines).
 */
async function rebuildStockMovementsSqlite(trx: Kysely<unknown>, from: string, to: string): Promise<void> {
  const { rows: tables } = await sql<SchemaRow>`select type, name, sql from sqlite_master
    where type = 'table' and name = 'stock_movements'`.execute(trx);
  const table = tables[0];
  if (!table?.sql.includes(from)) throw new Error(`stock_movements does not hold ${from}`);
  const { rows: dependants } = await sql<SchemaRow>`select type, name, sql from sqlite_master
    where sql is not null and name <> 'stock_movements'
      and ((type = 'index' and tbl_name = 'stock_movements')
        or (type in ('view', 'trigger') and sql like '%stock_movements%'))`.execute(trx);
  for (const object of dependants.filter((o) => o.type !== 'index')) {
    await sql.raw(`drop ${object.type} ${object.name}`).execute(trx);
  }
  const copySql = table.sql
    .replace(/^CREATE TABLE\s+"?stock_movements"?/i, 'CREATE TABLE "stock_movements_rebuilt"')
    .replace(from, to);
  await sql.raw(copySql).execute(trx);
  await sql`insert into stock_movements_rebuilt select * from stock_movements`.execute(trx);
  await sql`drop table stock_movements`.execute(trx);
  await sql`alter table stock_movements_rebuilt rename to stock_movements`.execute(trx);
  for (const type of ['index', 'view', 'trigger']) {
    for (const object of dependants.filter((o) => o.type === type)) await sql.raw(object.sql).execute(trx);
  }
}

async function up(trx: Kysely<unknown>): Promise<void> {
  await trx.schema
    .createTable('document_kinds')
    .addColumn('kind', 'text', (column) => column.primaryKey())
    .execute();
  await trx
    .insertInto('document_kinds' as never)
    .values(KINDS.map((kind) => ({ kind })) as never)
    .execute();
  if (dialectOfDb(trx) === 'sqlite') return rebuildStockMovementsSqlite(trx, SOURCE_CHECK, SOURCE_REFERENCE);
  await sql`alter table stock_movements drop constraint stock_movements_source_type_check`.execute(trx);
  await sql`alter table stock_movements add constraint stock_movements_source_type_fkey
    foreign key (source_type) references document_kinds (kind)`.execute(trx);
}

async function down(trx: Kysely<unknown>): Promise<void> {
  if (dialectOfDb(trx) === 'sqlite') await rebuildStockMovementsSqlite(trx, SOURCE_REFERENCE, SOURCE_CHECK);
  else {
    await sql`alter table stock_movements drop constraint stock_movements_source_type_fkey`.execute(trx);
    await sql`alter table stock_movements add constraint stock_movements_source_type_check
      ${sql.raw(SOURCE_CHECK)}`.execute(trx);
  }
  await trx.schema.dropTable('document_kinds').execute();
}

export const documentKindsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await up(db);
    else await db.transaction().execute(up);
  },
  async down(db: Kysely<unknown>) {
    if (db.isTransaction) await down(db);
    else await db.transaction().execute(down);
  },
};
