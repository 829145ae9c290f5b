// The current definition of every trigger and view created here is in db/derived; this file is history.
import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import { createTotalsTriggers, dropTotalsTriggers } from './2026-11-22T0810-report-totals-triggers';

// Running totals of invoice lines for the reports and the dashboard (issue 8). Even through a
// covering index, summing a financial year's ~1.6 million lines takes seconds in SQLite; these
// tables hold the same sums a day (HSN) or a month (product) at a time, a few hundred thousand
// rows for five years, so a year's HSN summary adds up ~135,000 rows instead.
// - hsn_daily_totals: per invoice date, B2B flag, HSN code, GST rate and unit;
// - product_monthly_totals: per month ('YYYY-MM'), product, HSN code and GST rate.
// Both hold only lines whose invoice is not cancelled, with the count of such lines, so a row
// whose lines have all gone (lines = 0) is known to be empty. Triggers keep them exact.
// Two indexes on the stock ledger serve the stock report.

type Dialect = 'sqlite' | 'postgres';

function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

function amounts<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
  names: readonly string[],
) {
  let builder = table
    .addColumn('lines', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'bigint', (c) => c.notNull().defaultTo(0));
  for (const name of names) builder = builder.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0));
  return builder;
}

/** SQLite stores a table keyed by its primary key alone when asked: half the size, one lookup. */
function keyedOnly<T extends string, C extends string>(table: CreateTableBuilder<T, C>, dialect: Dialect) {
  return dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table;
}

export const reportTotalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const hsn = db.schema
      .createTable('hsn_daily_totals')
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('b2b', 'integer', (c) => c.notNull())
      .addColumn('hsn_code', 'text', (c) => c.notNull())
      .addColumn('gst_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('hsn_daily_totals_pk', ['date', 'b2b', 'hsn_code', 'gst_rate_bp', 'unit']);
    await keyedOnly(
      amounts(hsn, ['subtotal', 'cgst_amount', 'sgst_amount', 'igst_amount']),
      dialect,
    ).execute();
    await sql`insert into hsn_daily_totals (date, b2b, hsn_code, gst_rate_bp, unit, lines, quantity,
        subtotal, cgst_amount, sgst_amount, igst_amount)
      select invoice_date, b2b, hsn_code, gst_rate_bp, unit, count(*), sum(quantity), sum(subtotal),
        sum(cgst_amount), sum(sgst_amount), sum(igst_amount)
      from invoice_items where counts = 1
      group by invoice_date, b2b, hsn_code, gst_rate_bp, unit`.execute(db);

    const product = db.schema
      .createTable('product_monthly_totals')
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('hsn_code', 'text', (c) => c.notNull())
      .addColumn('gst_rate_bp', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_monthly_totals_pk', [
        'month',
        'product_id',
        'hsn_code',
        'gst_rate_bp',
      ]);
    await keyedOnly(amounts(product, ['subtotal', 'tax_amount']), dialect).execute();
    await sql`insert into product_monthly_totals (month, product_id, hsn_code, gst_rate_bp, lines,
        quantity, subtotal, tax_amount)
      select substr(invoice_date, 1, 7), product_id, hsn_code, gst_rate_bp, count(*), sum(quantity),
        sum(subtotal), sum(tax_amount)
      from invoice_items where counts = 1
      group by substr(invoice_date, 1, 7), product_id, hsn_code, gst_rate_bp`.execute(db);

    await createTotalsTriggers(db, dialect);

    // Stock report: movements from a day on (opening stock as of that day comes from the
    // balance less what moved since), and each product's latest purchase up to a day (its rate).
    await db.schema
      .createIndex('stock_movements_date')
      .on('stock_movements')
      .columns(['date', 'product_id', 'quantity'])
      .execute();
    await db.schema
      .createIndex('stock_movements_latest_source')
      .on('stock_movements')
      .columns(['product_id', 'source_type', 'date', 'source_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('stock_movements_latest_source').execute();
    await db.schema.dropIndex('stock_movements_date').execute();
    await dropTotalsTriggers(db, dialectOf(db));
    await db.schema.dropTable('product_monthly_totals').execute();
    await db.schema.dropTable('hsn_daily_totals').execute();
  },
};
