import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  sql,
} from 'kysely';
import { dialectOfDb } from '../derived/index';

// Credit and debit notes against one sales invoice (issue 16). `sales_notes` is the note (its own
// number series per type and financial year, the invoice's party snapshot and the seller's
// particulars, totals in paise); `sales_note_items` its lines, each naming the invoice line it
// corrects, at that line's GST rate. `note_series` holds the last number issued per type and
// financial year, so concurrent notes take turns on its row. `invoices.noted` is what live notes
// take off the invoice (credits less debits, paise), written by the note's own transaction; what
// the invoice still owes is grand_total − noted − settled, and the partial index invoices_open is
// re-made in those terms. A sales return's goods re-enter stock as stock_movements rows with
// source_type 'invoice' and source_id the note's id (sales lines themselves leave stock through
// invoice_items), removed when the note is cancelled.

function withId<T extends string>(table: CreateTableBuilder<T, never>, postgres: boolean) {
  return table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
  );
}

function money<T extends string>(table: CreateTableBuilder<T, never>, names: readonly string[]) {
  let builder = table;
  for (const name of names) builder = builder.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0));
  return builder;
}

export const creditAndDebitNotesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await trx.schema
        .createTable('note_series')
        .addColumn('note_type', 'text', (c) => c.notNull().check(sql`note_type in ('credit', 'debit')`))
        .addColumn('financial_year', 'text', (c) => c.notNull())
        .addColumn('last_seq', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('note_series_pkey', ['note_type', 'financial_year'])
        .execute();
      const notes = withId(trx.schema.createTable('sales_notes'), postgres)
        .addColumn('note_type', 'text', (c) => c.notNull().check(sql`note_type in ('credit', 'debit')`))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('return', 'value')`))
        .addColumn('financial_year', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('note_number', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('restrict'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('customer_gstin', 'text')
        .addColumn('customer_email', 'text')
        .addColumn('customer_phone', 'text')
        .addColumn('customer_address', 'text')
        .addColumn('customer_state_code', 'text')
        .addColumn('place_of_supply', 'text', (c) => c.notNull())
        .addColumn('supply_type', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('Issued').check(sql`status in ('Issued', 'Cancelled')`),
        )
        .addColumn('seller_snapshot', 'text', (c) => c.notNull());
      await money(notes, [
        'total_amount',
        'cgst_amount',
        'sgst_amount',
        'igst_amount',
        'gst_amount',
        'grand_total',
      ])
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await trx.schema
        .createIndex('sales_notes_number')
        .unique()
        .on('sales_notes')
        .columns(['note_type', 'financial_year', 'seq'])
        .execute();
      await trx.schema.createIndex('sales_notes_invoice').on('sales_notes').columns(['invoice_id']).execute();
      await trx.schema
        .createIndex('sales_notes_date')
        .on('sales_notes')
        .columns(['note_type', 'date', 'id'])
        .execute();
      const items = withId(trx.schema.createTable('sales_note_items'), postgres)
        .addColumn('note_id', 'integer', (c) => c.notNull().references('sales_notes.id').onDelete('restrict'))
        .addColumn('line_no', 'integer', (c) => c.notNull())
        .addColumn('invoice_item_id', 'integer', (c) =>
          c.notNull().references('invoice_items.id').onDelete('restrict'),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('restrict'))
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('hsn_code', 'text', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('quantity_milli', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('gst_rate_bp', 'integer', (c) => c.notNull());
      await money(items, [
        'subtotal',
        'cgst_amount',
        'sgst_amount',
        'igst_amount',
        'tax_amount',
        'total',
      ]).execute();
      await trx.schema
        .createIndex('sales_note_items_note')
        .on('sales_note_items')
        .columns(['note_id', 'line_no'])
        .execute();
      await trx.schema
        .createIndex('sales_note_items_invoice_item')
        .on('sales_note_items')
        .columns(['invoice_item_id'])
        .execute();
      await trx.schema
        .alterTable('invoices')
        .addColumn('noted', postgres ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`drop index invoices_open`.execute(trx);
      await sql`create index invoices_open on invoices (customer_id, date, grand_total, settled, noted)
        where status <> 'Cancelled' and settled + noted < grand_total`.execute(trx);
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index invoices_open`.execute(db);
    await sql`create index invoices_open on invoices (customer_id, date, grand_total, settled)
      where status <> 'Cancelled' and settled < grand_total`.execute(db);
    await db.schema.alterTable('invoices').dropColumn('noted').execute();
    for (const table of ['sales_note_items', 'sales_notes', 'note_series'])
      await db.schema.dropTable(table).execute();
  },
};
