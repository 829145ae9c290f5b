import { type Kysely, type Migration, sql } from 'kysely';
import { createDerivedObjects, dialectOfDb, dropDerivedObjects } from '../derived/index';
import {
  PURCHASE_MONTHLY_CREDIT_COLUMNS,
  PURCHASE_MONTHLY_CREDIT_FROM_DOCUMENTS,
  purchaseMonthObjectsOf,
} from '../derived/purchase-months';

// The input tax credit of the purchases that stand, kept per month (purchase_monthly_credit),
// moved by the triggers of db/derived/purchase-months.ts and filled here once from the purchases.
// The GSTR-3B credit ledger reads it for every month since the books began instead of every
// purchase of those months.

export const purchaseMonthlyCreditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOfDb(db);
    const money = dialect === 'postgres' ? 'bigint' : 'integer';
    const run = async (trx: Kysely<unknown>) => {
      await trx.schema
        .createTable('purchase_monthly_credit')
        .addColumn('month', 'text', (c) => c.primaryKey())
        .addColumn('purchases', 'integer', (c) => c.notNull())
        .addColumn('taxable', money, (c) => c.notNull())
        .addColumn('cgst_amount', money, (c) => c.notNull())
        .addColumn('sgst_amount', money, (c) => c.notNull())
        .addColumn('igst_amount', money, (c) => c.notNull())
        .execute();
      await sql
        .raw(
          `insert into purchase_monthly_credit (${PURCHASE_MONTHLY_CREDIT_COLUMNS}) ${PURCHASE_MONTHLY_CREDIT_FROM_DOCUMENTS}`,
        )
        .execute(trx);
      await createDerivedObjects(trx, purchaseMonthObjectsOf(dialect));
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  async down(db: Kysely<unknown>) {
    const run = async (trx: Kysely<unknown>) => {
      await dropDerivedObjects(trx, purchaseMonthObjectsOf(dialectOfDb(trx)));
      await trx.schema.dropTable('purchase_monthly_credit').execute();
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
