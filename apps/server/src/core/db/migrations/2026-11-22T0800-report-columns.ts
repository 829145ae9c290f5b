// The current definition of every trigger and view created here is in db/derived; this file is history.
import { type Kysely, type Migration, sql } from 'kysely';
import {
  createPostgresReportTriggers,
  dropPostgresReportTriggers,
} from './2026-11-22T0800-report-triggers-postgres';
import { createSqliteReportTriggers, SQLITE_REPORT_TRIGGERS } from './2026-11-22T0800-report-triggers-sqlite';

// A read-optimised layout for the reports and the dashboard (issue 8). Reports must answer a
// financial year of ~1.6 million invoice lines in under a second, so:
// - every invoice line carries its invoice's date, a B2B flag (the invoice's customer snapshot has
//   a GSTIN) and a "counts" flag (the invoice is not cancelled), with covering indexes that let the
//   HSN summary and the product report read one index range in (date, group) order;
// - invoice_daily_totals keeps invoice count and amounts per day and status (the dashboard);
// - stock_balances keeps the sum of the stock ledger per product (low stock, opening stock).
// Database triggers keep all of it in step inside the very statement that writes a document, so
// every writer (the app, bulk loaders, hand-made fixes) leaves it exact. Only stored values are
// copied or added up: nothing here computes a tax.

type Dialect = 'sqlite' | 'postgres';

function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

const B2B = `case when i.customer_gstin is not null and i.customer_gstin <> '' then 1 else 0 end`;
const COUNTS = `case when i.status <> 'Cancelled' then 1 else 0 end`;

async function addLineColumns(db: Kysely<unknown>) {
  await db.schema
    .alterTable('invoice_items')
    .addColumn('invoice_date', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('invoice_items')
    .addColumn('b2b', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('invoice_items')
    .addColumn('counts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql
    .raw(`update invoice_items set invoice_date = i.date, b2b = ${B2B}, counts = ${COUNTS}
      from invoices i where i.id = invoice_items.invoice_id`)
    .execute(db);
}

async function createTotalsTables(db: Kysely<unknown>) {
  await db.schema
    .createTable('invoice_daily_totals')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invoices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('gst_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('grand_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('invoice_daily_totals_pk', ['date', 'status'])
    .execute();
  await sql`insert into invoice_daily_totals (date, status, invoices, total_amount, gst_amount, grand_total)
    select date, status, count(*), sum(total_amount), sum(gst_amount), sum(grand_total)
    from invoices group by date, status`.execute(db);

  await db.schema
    .createTable('stock_balances')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into stock_balances (product_id, quantity)
    select product_id, sum(quantity) from stock_movements group by product_id`.execute(db);
}

async function createReportIndexes(db: Kysely<unknown>) {
  // HSN summary: one range of dates, read in (date, HSN, rate, unit) order, so each day's groups
  // are summed as they stream past and only a small per-day result is sorted.
  await db.schema
    .createIndex('invoice_items_hsn_report')
    .on('invoice_items')
    .columns([
      'invoice_date',
      'hsn_code',
      'gst_rate_bp',
      'unit',
      'counts',
      'b2b',
      'invoice_id',
      'quantity',
      'subtotal',
      'cgst_amount',
      'sgst_amount',
      'igst_amount',
    ])
    .execute();
  await db.schema
    .createIndex('invoice_items_product_report')
    .on('invoice_items')
    .columns([
      'invoice_date',
      'product_id',
      'hsn_code',
      'gst_rate_bp',
      'counts',
      'quantity',
      'subtotal',
      'tax_amount',
    ])
    .execute();
  // Dashboard: this month's best customers without visiting the invoice rows.
  await db.schema
    .createIndex('invoices_date_customer')
    .on('invoices')
    .columns(['date', 'status', 'customer_id', 'grand_total'])
    .execute();
}

export const reportColumnsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addLineColumns(db);
    await createTotalsTables(db);
    if (dialectOf(db) === 'postgres') await createPostgresReportTriggers(db);
    else await createSqliteReportTriggers(db);
    await createReportIndexes(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') await dropPostgresReportTriggers(db);
    else
      for (const name of SQLITE_REPORT_TRIGGERS) await sql.raw(`drop trigger if exists ${name}`).execute(db);
    for (const name of [
      'invoice_items_hsn_report',
      'invoice_items_product_report',
      'invoices_date_customer',
    ]) {
      await db.schema.dropIndex(name).execute();
    }
    await db.schema.dropTable('stock_balances').execute();
    await db.schema.dropTable('invoice_daily_totals').execute();
    for (const column of ['counts', 'b2b', 'invoice_date']) {
      await db.schema.alterTable('invoice_items').dropColumn(column).execute();
    }
  },
};
