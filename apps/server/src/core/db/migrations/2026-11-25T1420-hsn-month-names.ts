import { type Kysely, type Migration, sql } from 'kysely';
import { FILL_HSN_NAMES, hsnNameObjectsOf } from '../derived/hsn-month-names';
import { createDerivedObjects, dialectOfDb, dropDerivedObjects } from '../derived/index';

// hsn_monthly_names (db/derived/hsn-month-names.ts): the names the HSN summary describes its rows
// with, per month, kept by triggers and filled here from the existing lines in one pass.

export const hsnMonthNamesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      const table = trx.schema
        .createTable('hsn_monthly_names')
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('b2b', 'integer', (c) => c.notNull())
        .addColumn('hsn_code', 'text', (c) => c.notNull())
        .addColumn('gst_rate_bp', 'integer', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('hsn_monthly_names_pk', [
          'month',
          'b2b',
          'hsn_code',
          'gst_rate_bp',
          'unit',
          'product_name',
        ]);
      // Without a rowid on SQLite the primary key holds the whole row: a month range is one scan.
      await (postgres ? table : table.modifyEnd(sql`without rowid`)).execute();
      await sql.raw(FILL_HSN_NAMES).execute(trx);
      await createDerivedObjects(trx, hsnNameObjectsOf(postgres ? 'postgres' : 'sqlite'));
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  async down(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await dropDerivedObjects(trx, hsnNameObjectsOf(postgres ? 'postgres' : 'sqlite'));
      await trx.schema.dropTable('hsn_monthly_names').execute();
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
