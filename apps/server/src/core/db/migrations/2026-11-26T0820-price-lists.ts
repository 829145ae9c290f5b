import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// Price lists. price_levels names a level (Retailer, Wholesaler); price_level_rates holds its rate
// per product, customer_rates a customer's own rate per product (paise, before GST). A customer
// names its level in customers.price_level_id (null: none, as every existing customer). New tables
// and one added column: nothing existing is rebuilt.

export const priceListsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    await db.schema
      .createTable('price_levels')
      .addColumn('id', 'integer', (column) =>
        postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
      )
      .addColumn('name', 'text', (column) => column.notNull())
      .execute();
    await sql`create unique index price_levels_name on price_levels (lower(name))`.execute(db);
    await db.schema
      .createTable('price_level_rates')
      .addColumn('price_level_id', 'integer', (column) =>
        column.notNull().references('price_levels.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id'))
      .addColumn('rate', 'bigint', (column) => column.notNull().check(sql`rate > 0`))
      .addPrimaryKeyConstraint('price_level_rates_pk', ['price_level_id', 'product_id'])
      .execute();
    await db.schema
      .createTable('customer_rates')
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id'))
      .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id'))
      .addColumn('rate', 'bigint', (column) => column.notNull().check(sql`rate > 0`))
      .addPrimaryKeyConstraint('customer_rates_pk', ['customer_id', 'product_id'])
      .execute();
    await db.schema
      .alterTable('customers')
      .addColumn('price_level_id', 'integer', (column) => column.references('price_levels.id'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('customers').dropColumn('price_level_id').execute();
    await db.schema.dropTable('customer_rates').execute();
    await db.schema.dropTable('price_level_rates').execute();
    await db.schema.dropTable('price_levels').execute();
  },
};
