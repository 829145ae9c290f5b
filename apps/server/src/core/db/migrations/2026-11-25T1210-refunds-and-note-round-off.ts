import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// Refunds and the round-off of a final credit note (issue 16).
// - `refunds`: money paid back to a customer whose invoice's credit notes left it owing less than
//   was received, or received back from a supplier whose purchase returns left it paid for more
//   than it is worth. Each names the one invoice or purchase it squares, has its own number series
//   per direction and financial year (RF/…, RR/…; refund_series), and is removed, never deleted.
// - `invoices.refunded` and `purchases.refunded` (paise) are what live refunds put back on the
//   document, written by the refund's own transaction: what an invoice still owes is
//   grand_total − noted + refunded − settled (a purchase: grand_total − returned + refunded −
//   settled), and the partial indexes of open documents are re-made in those terms.
// - `sales_notes.round_off`: the credit note that takes off all an invoice still had carries the
//   invoice's round-off too, so a full return leaves nothing behind.

const OPEN_INDEXES = {
  invoices: {
    before: `create index invoices_open on invoices (customer_id, date, grand_total, settled, noted)
      where status <> 'Cancelled' and settled + noted < grand_total`,
    after: `create index invoices_open on invoices (customer_id, date, grand_total, settled, noted, refunded)
      where status <> 'Cancelled' and settled + noted < grand_total + refunded`,
  },
  purchases: {
    before: `create index purchases_open on purchases (supplier_id, purchase_date, grand_total, settled, returned)
      where settled + returned < grand_total`,
    after: `create index purchases_open on purchases (supplier_id, purchase_date, grand_total, settled, returned, refunded)
      where settled + returned < grand_total + refunded`,
  },
} as const;

async function createRefunds(trx: Kysely<unknown>, postgres: boolean): Promise<void> {
  await trx.schema
    .createTable('refund_series')
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('refund_series_pkey', ['direction', 'financial_year'])
    .execute();
  await trx.schema
    .createTable('refunds')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('paid', 'received')`))
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('refund_number', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
    .addColumn('purchase_id', 'integer', (c) => c.references('purchases.id').onDelete('restrict'))
    .addColumn('party_name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('mode', 'text', (c) =>
      c.notNull().check(sql`mode in ('cash', 'upi', 'bank_transfer', 'cheque')`),
    )
    .addColumn('cheque_number', 'text')
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    // A refund paid squares an invoice, one received squares a purchase.
    .addCheckConstraint(
      'refunds_document_of_direction',
      sql`(direction = 'paid' and invoice_id is not null and purchase_id is null)
        or (direction = 'received' and purchase_id is not null and invoice_id is null)`,
    )
    .execute();
  await trx.schema
    .createIndex('refunds_number')
    .unique()
    .on('refunds')
    .columns(['direction', 'financial_year', 'seq'])
    .execute();
  await trx.schema.createIndex('refunds_invoice').on('refunds').columns(['invoice_id']).execute();
  await trx.schema.createIndex('refunds_purchase').on('refunds').columns(['purchase_id']).execute();
}

export const refundsAndNoteRoundOffMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const money = postgres ? 'bigint' : 'integer';
    const run = async (trx: Kysely<unknown>) => {
      await createRefunds(trx, postgres);
      for (const table of ['invoices', 'purchases'] as const) {
        await trx.schema
          .alterTable(table)
          .addColumn('refunded', money, (c) => c.notNull().defaultTo(0))
          .execute();
        await sql.raw(`drop index ${table}_open`).execute(trx);
        await sql.raw(OPEN_INDEXES[table].after).execute(trx);
      }
      await trx.schema
        .alterTable('sales_notes')
        .addColumn('round_off', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
  async down(db: Kysely<unknown>) {
    const run = async (trx: Kysely<unknown>) => {
      await trx.schema.alterTable('sales_notes').dropColumn('round_off').execute();
      for (const table of ['invoices', 'purchases'] as const) {
        await sql.raw(`drop index ${table}_open`).execute(trx);
        await sql.raw(OPEN_INDEXES[table].before).execute(trx);
        await trx.schema.alterTable(table).dropColumn('refunded').execute();
      }
      await trx.schema.dropTable('refunds').execute();
      await trx.schema.dropTable('refund_series').execute();
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
