import { type Kysely, type Migration, sql } from 'kysely';

// The supply category of a product ('taxable', 'nil_rated', 'exempt' or 'non_gst'), and a copy of
// it on every document line, so a return reports a line as it was sold or bought even after the
// product is edited. Until now every 0% line was reported as nil-rated: products at 0% and the
// 0% lines of every document become 'nil_rated', the rest 'taxable', and the returns read as before.

const LINE_TABLES = ['invoice_items', 'purchase_items', 'sales_note_items', 'purchase_return_items'] as const;

export const supplyCategoryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('products')
      .addColumn('supply_category', 'text', (column) => column.notNull().defaultTo('taxable'))
      .execute();
    await sql`update products set supply_category = 'nil_rated'
      where gst_rate_id in (select id from gst_rates where rate_bp = 0)`.execute(db);
    for (const table of LINE_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('supply_category', 'text', (column) => column.notNull().defaultTo('taxable'))
        .execute();
      await sql`update ${sql.table(table)} set supply_category = 'nil_rated' where gst_rate_bp = 0`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of LINE_TABLES)
      await db.schema.alterTable(table).dropColumn('supply_category').execute();
    await db.schema.alterTable('products').dropColumn('supply_category').execute();
  },
};
