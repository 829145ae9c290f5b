import { type Kysely, type Migration, sql } from 'kysely';

// Purchase value notes: the supplier's credit note without goods (a price or discount note), kept
// in purchase_returns beside the returns they share every rule with but stock. `kind` says which
// ('return' for every row before), `supplier_note_number` is the supplier's own number for the
// note as GSTR-2B shows it (null when not typed), a number is unique within its kind (each has
// its own series), and the kind's row in document_kinds.

/** Each kind numbers in its own series: a number is unique within its kind and year. */
async function numberIndex(db: Kysely<unknown>, columns: string[]): Promise<void> {
  await db.schema.dropIndex('purchase_returns_number').execute();
  await db.schema
    .createIndex('purchase_returns_number')
    .unique()
    .on('purchase_returns')
    .columns(columns)
    .execute();
}

export const purchaseValueNotesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('purchase_returns')
      .addColumn('kind', 'text', (column) => column.notNull().defaultTo('return'))
      .execute();
    await db.schema.alterTable('purchase_returns').addColumn('supplier_note_number', 'text').execute();
    await numberIndex(db, ['kind', 'financial_year', 'seq']);
    await sql`insert into document_kinds (kind) values ('purchase_value_note')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from document_series where series = 'purchase_value_note'`.execute(db);
    await sql`delete from document_kinds where kind = 'purchase_value_note'`.execute(db);
    await numberIndex(db, ['financial_year', 'seq']);
    await db.schema.alterTable('purchase_returns').dropColumn('supplier_note_number').execute();
    await db.schema.alterTable('purchase_returns').dropColumn('kind').execute();
  },
};
