import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';
import { settledAmountObjectsOf } from '../derived/settled-amounts';

// What live vouchers settled of each invoice and purchase, kept on the document: `settled`
// (paise), kept by the triggers of db/derived/settled-amounts.ts from voucher_allocations and
// vouchers.removed_at, and filled here once from them. What is owed (documents/
// outstanding-repository.ts) then reads one row per document instead of adding up every receipt
// on each call, and the partial indexes below hold only documents with something left to settle,
// so the dashboard's pending invoices read those and not the whole history (1,000,000 invoices
// with 650,000 receipts: about 1 s adding up receipts; see docs/performance.md).

export const settledKeptOnDocumentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      for (const table of ['invoices', 'purchases']) {
        await trx.schema
          .alterTable(table)
          .addColumn('settled', postgres ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      for (const [table, column] of [
        ['invoices', 'invoice_id'],
        ['purchases', 'purchase_id'],
      ] as const) {
        await sql`update ${sql.table(table)} set settled = (select coalesce(sum(a.amount), 0)
            from voucher_allocations a join vouchers v on v.id = a.voucher_id
            where ${sql.ref(`a.${column}`)} = ${sql.table(table)}.id and v.removed_at is null)
          where id in (select ${sql.ref(column)} from voucher_allocations)`.execute(trx);
      }
      await sql`create index invoices_open on invoices (customer_id, date, grand_total, settled)
        where status <> 'Cancelled' and settled < grand_total`.execute(trx);
      await sql`create index purchases_open on purchases (supplier_id, purchase_date, grand_total, settled)
        where settled < grand_total`.execute(trx);
      for (const object of settledAmountObjectsOf(dialectOfDb(trx))) await sql.raw(object.sql).execute(trx);
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  async down(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      const objects = settledAmountObjectsOf(postgres ? 'postgres' : 'sqlite');
      for (const object of objects.filter((o) => o.kind === 'trigger')) {
        await sql
          .raw(postgres ? `drop trigger ${object.name} on ${object.table}` : `drop trigger ${object.name}`)
          .execute(trx);
      }
      for (const object of objects.filter((o) => o.kind === 'function')) {
        await sql.raw(`drop function ${object.name}()`).execute(trx);
      }
      await sql`drop index invoices_open`.execute(trx);
      await sql`drop index purchases_open`.execute(trx);
      for (const table of ['invoices', 'purchases']) {
        await trx.schema.alterTable(table).dropColumn('settled').execute();
      }
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
