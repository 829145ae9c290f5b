import { type Kysely, type Migration, sql } from 'kysely';

// The cost rate of a product's opening stock (paise per unit, taxable, null when not given): the
// stock report values opening stock at what it cost, not at the selling rate, until the product
// is first purchased in Bahi.

export const openingStockCostRateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('products')
      .addColumn('opening_rate', 'bigint', (c) => c.check(sql`opening_rate >= 0`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('products').dropColumn('opening_rate').execute();
  },
};
