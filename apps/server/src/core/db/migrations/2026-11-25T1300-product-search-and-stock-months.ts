import { type Kysely, type Migration, sql } from 'kysely';
import { createDerivedObjects, dialectOfDb, dropDerivedObjects } from '../derived/index';
import { PRODUCTS_SEARCH_TABLE, SQLITE_PRODUCT_SEARCH } from '../derived/product-search';
import { FILL_STOCK_MONTHS, stockMonthObjectsOf } from '../derived/stock-months';

// Issue 21 (docs/performance.md, "Search and stock report"):
// - Product name search through an index: on SQLite the FTS5 trigram table products_search and
//   its triggers (db/derived/product-search.ts), on PostgreSQL a pg_trgm GIN index, which serves
//   ILIKE '%…%' as it is (pg_trgm ships with PostgreSQL's contrib modules and is a trusted
//   extension: a database owner may create it). Either is filled here from the existing products.
// - stock_monthly_totals: the stock ledger's in and out per month and product, kept by the
//   triggers of db/derived/stock-months.ts and filled here from the ledger in one pass, so the
//   stock report sums months instead of reading every ledger row since the range's first day.

export const productSearchAndStockMonthsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      if (postgres) {
        await sql`create extension if not exists pg_trgm`.execute(trx);
        await sql`create index products_name_trgm on products using gin (name gin_trgm_ops)`.execute(trx);
      } else {
        await sql.raw(PRODUCTS_SEARCH_TABLE).execute(trx);
        await sql`insert into products_search (products_search) values ('rebuild')`.execute(trx);
        await createDerivedObjects(trx, SQLITE_PRODUCT_SEARCH);
      }
      const months = trx.schema
        .createTable('stock_monthly_totals')
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('in_milli', postgres ? 'bigint' : 'integer', (c) => c.notNull())
        .addColumn('out_milli', postgres ? 'bigint' : 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('stock_monthly_totals_pk', ['month', 'product_id']);
      // Without a rowid on SQLite the primary key holds the whole row: a month range is one scan.
      await (postgres ? months : months.modifyEnd(sql`without rowid`)).execute();
      await sql.raw(FILL_STOCK_MONTHS).execute(trx);
      await createDerivedObjects(trx, stockMonthObjectsOf(postgres ? 'postgres' : 'sqlite'));
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  async down(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await dropDerivedObjects(trx, stockMonthObjectsOf(postgres ? 'postgres' : 'sqlite'));
      await trx.schema.dropTable('stock_monthly_totals').execute();
      if (postgres) {
        // The extension stays: other databases' objects may use it, and it costs nothing unused.
        await sql`drop index products_name_trgm`.execute(trx);
      } else {
        await dropDerivedObjects(trx, SQLITE_PRODUCT_SEARCH);
        await sql`drop table products_search`.execute(trx);
      }
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
