import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// Batches and expiry, for the products that ask for them (products.tracks_batches = 1). A batch is
// a product's lot as the supplier labels it: its number, its expiry date and its own MRP
// (product_batches). The lines that move stock name their batch in batch_id: purchase lines and
// the stock movements they make, invoice lines, the lines of credit notes and purchase returns and
// their movements. Every existing product has tracks_batches 0 and every existing line batch_id
// null, so stock without batches is kept and read exactly as before. Stock per batch is the sum of
// the movements and invoice lines naming it, read through the partial indexes on batch_id.

const LINE_TABLES = ['purchase_items', 'invoice_items', 'sales_note_items', 'purchase_return_items'] as const;

export const productBatchesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    await db.schema
      .alterTable('products')
      .addColumn('tracks_batches', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('product_batches')
      .addColumn('id', 'integer', (column) =>
        postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
      )
      .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id'))
      .addColumn('batch_number', 'text', (column) => column.notNull())
      .addColumn('expiry_date', 'text', (column) => column.notNull())
      .addColumn('mrp', 'bigint', (column) => column.notNull().check(sql`mrp > 0`))
      .execute();
    // One batch number per product, whatever its case or spaces (the key the app writes).
    await sql`create unique index product_batches_number on product_batches (product_id, batch_number)`.execute(
      db,
    );
    // The near-expiry report reads batches by expiry date.
    await sql`create index product_batches_expiry on product_batches (expiry_date, product_id)`.execute(db);
    for (const table of [...LINE_TABLES, 'stock_movements'] as const) {
      await db.schema.alterTable(table).addColumn('batch_id', 'integer').execute();
    }
    // A batch's stock: its movements and its sold lines, read by batch.
    await sql`create index stock_movements_batch on stock_movements (batch_id, date, quantity_milli) where batch_id is not null`.execute(
      db,
    );
    await sql`create index invoice_items_batch on invoice_items (batch_id, counts, invoice_date, quantity_milli) where batch_id is not null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index invoice_items_batch`.execute(db);
    await sql`drop index stock_movements_batch`.execute(db);
    for (const table of [...LINE_TABLES, 'stock_movements'] as const) {
      await db.schema.alterTable(table).dropColumn('batch_id').execute();
    }
    await db.schema.dropTable('product_batches').execute();
    await db.schema.alterTable('products').dropColumn('tracks_batches').execute();
  },
};
