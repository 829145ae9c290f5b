import { type Kysely, type Migration, sql } from 'kysely';
import { createDerivedObjects, dialectOfDb, dropDerivedObjects } from '../derived/index';
import { openingPartyBalanceFill, openingPartyBalanceObjectsOf } from '../derived/opening-party-balances';

// The kept party balances (customer_balances, supplier_balances, migration 2026-11-26T0600) with
// the opening balances in them, as the outstanding query counts them: an opening bill is billed,
// what receipts and payments applied to it is settled (and no longer on account), an opening
// advance is on account. The triggers of db/derived/opening-party-balances.ts keep this with every
// write; here the opening balances already entered are added once.

export const openingBillsInPartyBalancesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOfDb(db);
    const run = async (trx: Kysely<unknown>) => {
      for (const fill of openingPartyBalanceFill('+')) await sql.raw(fill).execute(trx);
      await createDerivedObjects(trx, openingPartyBalanceObjectsOf(dialect));
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  async down(db: Kysely<unknown>) {
    const dialect = dialectOfDb(db);
    const run = async (trx: Kysely<unknown>) => {
      await dropDerivedObjects(trx, openingPartyBalanceObjectsOf(dialect));
      for (const fill of openingPartyBalanceFill('-')) await sql.raw(fill).execute(trx);
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
