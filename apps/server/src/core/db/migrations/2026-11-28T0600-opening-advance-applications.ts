import { type Kysely, type Migration, sql } from 'kysely';
import { advanceApplicationObjectsOf } from '../derived/advance-applications';
import { createDerivedObjects, dialectOfDb, dropDerivedObjects } from '../derived/index';

// Money on account offered on a party's next bills. What a receipt (payment) left unapplied is
// applied later as one more line of that voucher (voucher_allocations); an opening advance (money
// the party had paid before the books start) has no voucher, so what of it is applied to an
// invoice (purchase) is a row of `opening_advance_applications`: the advance, the document, the
// amount. The triggers of db/derived/advance-applications.ts add it to the document's settled and
// take it off the party's on account. A new table, so nothing is filled.

export const openingAdvanceApplicationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOfDb(db);
    const postgres = dialect === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await trx.schema
        .createTable('opening_advance_applications')
        .addColumn('id', 'integer', (c) =>
          postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('opening_bill_id', 'integer', (c) =>
          c.notNull().references('opening_bills.id').onDelete('restrict'),
        )
        .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
        .addColumn('purchase_id', 'integer', (c) => c.references('purchases.id').onDelete('restrict'))
        .addColumn('amount', postgres ? 'bigint' : 'integer', (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint(
          'opening_advance_applications_one_document',
          sql`(invoice_id is null) <> (purchase_id is null)`,
        )
        .execute();
      await sql`create index opening_advance_applications_advance
        on opening_advance_applications (opening_bill_id)`.execute(trx);
      await sql`create index opening_advance_applications_invoice
        on opening_advance_applications (invoice_id) where invoice_id is not null`.execute(trx);
      await sql`create index opening_advance_applications_purchase
        on opening_advance_applications (purchase_id) where purchase_id is not null`.execute(trx);
      await createDerivedObjects(trx, advanceApplicationObjectsOf(dialect));
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  async down(db: Kysely<unknown>) {
    const run = async (trx: Kysely<unknown>) => {
      // Deleting the rows first lets the triggers give back what they settled and took off.
      await sql`delete from opening_advance_applications`.execute(trx);
      await dropDerivedObjects(trx, advanceApplicationObjectsOf(dialectOfDb(trx)));
      await trx.schema.dropTable('opening_advance_applications').execute();
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
