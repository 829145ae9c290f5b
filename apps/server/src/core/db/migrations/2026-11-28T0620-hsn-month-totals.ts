import { type Kysely, type Migration, sql } from 'kysely';
import { FILL_HSN_MONTH_TOTALS, hsnMonthTotalObjectsOf } from '../derived/hsn-month-totals';
import { createDerivedObjects, dialectOfDb, dropDerivedObjects } from '../derived/index';

// hsn_monthly_totals (db/derived/hsn-month-totals.ts): the HSN summary's sums per month, kept by
// triggers and filled here from the existing lines in one pass, so a financial year reads twelve
// months of rows instead of every day's.

export const hsnMonthTotalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const money = postgres ? 'bigint' : 'integer';
    const run = async (trx: Kysely<unknown>) => {
      const table = trx.schema
        .createTable('hsn_monthly_totals')
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('b2b', 'integer', (c) => c.notNull())
        .addColumn('hsn_code', 'text', (c) => c.notNull())
        .addColumn('gst_rate_bp', 'integer', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull())
        .addColumn('quantity_milli', money, (c) => c.notNull())
        .addColumn('subtotal', money, (c) => c.notNull())
        .addColumn('cgst_amount', money, (c) => c.notNull())
        .addColumn('sgst_amount', money, (c) => c.notNull())
        .addColumn('igst_amount', money, (c) => c.notNull())
        .addPrimaryKeyConstraint('hsn_monthly_totals_pk', [
          'month',
          'b2b',
          'hsn_code',
          'gst_rate_bp',
          'unit',
        ]);
      // Without a rowid on SQLite the primary key holds the whole row: a month range is one scan.
      await (postgres ? table : table.modifyEnd(sql`without rowid`)).execute();
      await sql.raw(FILL_HSN_MONTH_TOTALS).execute(trx);
      await createDerivedObjects(trx, hsnMonthTotalObjectsOf(postgres ? 'postgres' : 'sqlite'));
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  async down(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await dropDerivedObjects(trx, hsnMonthTotalObjectsOf(postgres ? 'postgres' : 'sqlite'));
      await trx.schema.dropTable('hsn_monthly_totals').execute();
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
