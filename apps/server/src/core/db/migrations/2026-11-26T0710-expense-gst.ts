import { type Kysely, type Migration, sql } from 'kysely';

// GST on expenses: the supplier's GSTIN and state, the bill's number and date, the rate, whether
// the expense is under reverse charge, and the tax the shop may claim by head (worked out by the
// domain when the expense is saved; under reverse charge, the tax the shop owes and claims back).
// taxable stays 0 on rows saved before, like their heads, so they claim nothing, as before. A
// reverse-charge expense from a supplier without a GSTIN gets a self-invoice number from its own
// series per financial year (self_invoice_series), unique when set.

const COLUMNS = [
  ['supplier_gstin', 'text'],
  ['supplier_state_code', 'text'],
  ['bill_number', 'text'],
  ['bill_date', 'text'],
  ['self_invoice_number', 'text'],
] as const;
const NUMBERS = [
  'gst_rate_bp',
  'reverse_charge',
  'taxable',
  'cgst_amount',
  'sgst_amount',
  'igst_amount',
] as const;

export const expenseGstMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, type] of COLUMNS)
      await db.schema.alterTable('expenses').addColumn(name, type).execute();
    for (const name of NUMBERS)
      await db.schema
        .alterTable('expenses')
        .addColumn(name, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    await db.schema
      .createIndex('expenses_self_invoice_number')
      .unique()
      .on('expenses')
      .column('self_invoice_number')
      .where(sql.ref('self_invoice_number'), 'is not', null)
      .execute();
    await db.schema
      .createTable('self_invoice_series')
      .addColumn('financial_year', 'text', (c) => c.primaryKey())
      .addColumn('last_seq', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('self_invoice_series').execute();
    await db.schema.dropIndex('expenses_self_invoice_number').execute();
    for (const name of [...NUMBERS, ...COLUMNS.map(([column]) => column)].reverse())
      await db.schema.alterTable('expenses').dropColumn(name).execute();
  },
};
