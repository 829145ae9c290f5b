import { type Kysely, type Migration, sql } from 'kysely';
import { createDerivedObjects, dialectOfDb, dropDerivedObjects } from '../derived/index';
import {
  OPEN_MONTHS_SHAPES,
  openMonthsFill,
  openMonthsObjectsOf,
  openTotalsFill,
} from '../derived/open-months';

// What each party has left on its open documents, kept per month of the document's date
// (customer_open_months, supplier_open_months), so that the outstanding report ages whole months
// from one row each and reads from the documents only the months a bucket's edge cuts (1,000,000
// invoices: 370 ms of CPU reading every open invoice); each party's balance row also keeps the sum
// over its months. Moved by the triggers of db/derived/open-months.ts; filled here once from the
// documents in set-based passes.

export const openMonthsKeptMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOfDb(db);
    const money = dialect === 'postgres' ? 'bigint' : 'integer';
    const run = async (trx: Kysely<unknown>) => {
      for (const shape of OPEN_MONTHS_SHAPES) {
        await trx.schema
          .createTable(shape.months)
          .addColumn(shape.party, 'integer', (c) =>
            c.notNull().references(`${shape.parties}.id`).onDelete('cascade'),
          )
          .addColumn('month', 'text', (c) => c.notNull())
          .addColumn('documents', 'integer', (c) => c.notNull())
          .addColumn('outstanding', money, (c) => c.notNull())
          // Month first: the report reads the recent months of every party. In SQLite the rows
          // are stored in that order (without rowid), so those months are read in one run.
          .addPrimaryKeyConstraint(`${shape.months}_pkey`, ['month', shape.party])
          .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
          .execute();
        await sql.raw(openMonthsFill(shape)).execute(trx);
        for (const column of ['open_documents', 'open_outstanding']) {
          await trx.schema
            .alterTable(shape.balances)
            .addColumn(column, column === 'open_documents' ? 'integer' : money, (c) =>
              c.notNull().defaultTo(0),
            )
            .execute();
        }
        await sql.raw(openTotalsFill(shape)).execute(trx);
      }
      await createDerivedObjects(trx, openMonthsObjectsOf(dialect));
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  async down(db: Kysely<unknown>) {
    const dialect = dialectOfDb(db);
    const run = async (trx: Kysely<unknown>) => {
      await dropDerivedObjects(trx, openMonthsObjectsOf(dialect));
      for (const shape of OPEN_MONTHS_SHAPES) {
        await trx.schema.dropTable(shape.months).execute();
        for (const column of ['open_documents', 'open_outstanding']) {
          await trx.schema.alterTable(shape.balances).dropColumn(column).execute();
        }
      }
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
