import { type Kysely, type Migration, sql } from 'kysely';
import { FILL_HSN_YEAR_NAMES, hsnYearNameObjectsOf } from '../derived/hsn-month-names';
import { createDerivedObjects, dialectOfDb, dropDerivedObjects } from '../derived/index';

// hsn_yearly_names (db/derived/hsn-month-names.ts): the HSN summary's names per financial year,
// kept by triggers beside the monthly ones and filled here from them in one pass (the monthly
// table already holds every line counted once; reading the lines again took minutes at
// 1,000,000 invoices).

export const hsnYearNamesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      const table = trx.schema
        .createTable('hsn_yearly_names')
        .addColumn('year_start', 'text', (c) => c.notNull())
        .addColumn('b2b', 'integer', (c) => c.notNull())
        .addColumn('hsn_code', 'text', (c) => c.notNull())
        .addColumn('gst_rate_bp', 'integer', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('hsn_yearly_names_pk', [
          'year_start',
          'b2b',
          'hsn_code',
          'gst_rate_bp',
          'unit',
          'product_name',
        ]);
      // Without a rowid on SQLite the primary key holds the whole row: a year is one scan.
      await (postgres ? table : table.modifyEnd(sql`without rowid`)).execute();
      await sql.raw(FILL_HSN_YEAR_NAMES).execute(trx);
      await createDerivedObjects(trx, hsnYearNameObjectsOf(postgres ? 'postgres' : 'sqlite'));
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  async down(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await dropDerivedObjects(trx, hsnYearNameObjectsOf(postgres ? 'postgres' : 'sqlite'));
      await trx.schema.dropTable('hsn_yearly_names').execute();
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
