import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// Opening balances of a shop that moves in mid-year.
// - `opening_bills`: what a customer owed the shop (or the shop a supplier) on the day its books in
//   Bahi start, bill by bill from the old books (kind 'bill': number, date, amount still due,
//   optional due date), or one amount the party had paid in advance (kind 'advance', money on
//   account). Dated before settings.books_start_date. They are not GST documents: nothing here is
//   read by a GST return or a sales, product, HSN or stock report.
// - `opening_bill_allocations`: the part of a receipt (customer) or payment (supplier) applied to
//   an opening bill, beside voucher_allocations (whose check admits only an invoice or a purchase).
//   What an opening bill has been settled is the sum over the live vouchers' rows, added up when
//   read: opening bills are a few hundred per shop, fixed on the day it moves in.
// - `settings.books_start_date`: the first day the books in Bahi cover.
// - `customers.credit_days`, `suppliers.credit_days`: days of credit a party gets; a bill's due
//   date is its date plus these (an opening bill may carry its own).

async function createOpeningBills(trx: Kysely<unknown>, postgres: boolean): Promise<void> {
  const money = postgres ? 'bigint' : 'integer';
  await trx.schema
    .createTable('opening_bills')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('restrict'))
    .addColumn('supplier_id', 'integer', (c) => c.references('suppliers.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bill', 'advance')`))
    .addColumn('number', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('amount', money, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('opening_bills_one_party', sql`(customer_id is null) <> (supplier_id is null)`)
    .addCheckConstraint('opening_bills_bill_number', sql`kind = 'advance' or number is not null`)
    .execute();
  await sql`create index opening_bills_customer on opening_bills (customer_id, date)
    where customer_id is not null`.execute(trx);
  await sql`create index opening_bills_supplier on opening_bills (supplier_id, date)
    where supplier_id is not null`.execute(trx);
  await sql`create unique index opening_bills_customer_number on opening_bills (customer_id, number)
    where customer_id is not null and number is not null`.execute(trx);
  await sql`create unique index opening_bills_supplier_number on opening_bills (supplier_id, number)
    where supplier_id is not null and number is not null`.execute(trx);
  await trx.schema
    .createTable('opening_bill_allocations')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id').onDelete('restrict'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('opening_bill_id', 'integer', (c) =>
      c.notNull().references('opening_bills.id').onDelete('restrict'),
    )
    .addColumn('amount', money, (c) => c.notNull().check(sql`amount > 0`))
    .execute();
  await trx.schema
    .createIndex('opening_bill_allocations_voucher')
    .on('opening_bill_allocations')
    .columns(['voucher_id'])
    .execute();
  await trx.schema
    .createIndex('opening_bill_allocations_bill')
    .on('opening_bill_allocations')
    .columns(['opening_bill_id'])
    .execute();
}

export const openingBalancesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await createOpeningBills(trx, postgres);
      await trx.schema.alterTable('settings').addColumn('books_start_date', 'text').execute();
      for (const table of ['customers', 'suppliers']) {
        await trx.schema
          .alterTable(table)
          .addColumn('credit_days', 'integer', (c) => c.check(sql`credit_days >= 0`))
          .execute();
      }
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
  async down(db: Kysely<unknown>) {
    const run = async (trx: Kysely<unknown>) => {
      for (const table of ['customers', 'suppliers']) {
        await trx.schema.alterTable(table).dropColumn('credit_days').execute();
      }
      await trx.schema.alterTable('settings').dropColumn('books_start_date').execute();
      await trx.schema.dropTable('opening_bill_allocations').execute();
      await trx.schema.dropTable('opening_bills').execute();
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
