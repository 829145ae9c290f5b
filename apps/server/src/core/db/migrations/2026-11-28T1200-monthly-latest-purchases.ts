import { type Kysely, type Migration, sql } from 'kysely';
import { createDerivedObjects, dialectOfDb, dropDerivedObjects } from '../derived/index';
import { FILL_LATEST_PURCHASES, latestPurchaseObjectsOf } from '../derived/latest-purchases';

// monthly_latest_purchases (db/derived/latest-purchases.ts): each product's latest purchase of
// each month, kept by triggers and filled here from the purchase movements in one pass, so that
// the stock report reads the rate of most products from one month's rows instead of probing the
// movements once per product.

export const monthlyLatestPurchasesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      // Keyed by month first: the report reads one month of it. The key carries the date and rate
      // (PostgreSQL's include; SQLite's table without a rowid is its key), so the read is index-only.
      await sql
        .raw(`create table monthly_latest_purchases (
          month text not null,
          product_id integer not null,
          date text not null,
          source_id integer not null,
          rate ${postgres ? 'bigint' : 'integer'},
          ${
            postgres
              ? 'constraint monthly_latest_purchases_pk primary key (month, product_id) include (date, rate)'
              : 'constraint monthly_latest_purchases_pk primary key (month, product_id)'
          }
        )${postgres ? '' : ' without rowid'}`)
        .execute(trx);
      await sql.raw(FILL_LATEST_PURCHASES).execute(trx);
      await createDerivedObjects(trx, latestPurchaseObjectsOf(postgres ? 'postgres' : 'sqlite'));
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  async down(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await dropDerivedObjects(trx, latestPurchaseObjectsOf(postgres ? 'postgres' : 'sqlite'));
      await trx.schema.dropTable('monthly_latest_purchases').execute();
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
