import type { Kysely, Migration } from 'kysely';

// The stock report values each product at the rate of its latest purchase line: one lookup per
// product of purchase_items by (product_id, purchase_id), then the last line. With an index on
// product_id alone, PostgreSQL combined it with the purchase index (a BitmapAnd per product over
// every line of that product): 5,000 products took about 60 ms at 1,000,000 invoices. One index on
// (product_id, purchase_id, line_no) answers each lookup with a single seek, in line order, and
// takes the old one's place (product_id is its first column).

export const purchaseRateIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('purchase_items_product_purchase_line')
      .on('purchase_items')
      .columns(['product_id', 'purchase_id', 'line_no'])
      .execute();
    await db.schema.dropIndex('purchase_items_product').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.createIndex('purchase_items_product').on('purchase_items').column('product_id').execute();
    await db.schema.dropIndex('purchase_items_product_purchase_line').execute();
  },
};
