import { type Kysely, type Migration, sql } from 'kysely';
import { derivedDataOf, dialectOfDb, dropDerivedData, reapplyDerivedData } from '../derived/index';

// Issue 14: decimal quantities (2.5 kg), a price basis per invoice line, and two billing settings.
//
// Quantities become whole thousandths in columns renamed quantity → quantity_milli, so 2.5 kg is
// 2500 and every sum the triggers keep (stock balances, HSN and product totals) stays exact on
// both dialects; the new name makes every reader that still expects whole units fail loudly.
// Existing rows are multiplied by 1000 once. The derived triggers are dropped first so that this
// rewrite fires none of them (per-row triggers over millions of lines would take minutes), and
// the totals they keep are scaled by the same statement form, so nothing needs recounting. On
// PostgreSQL each table is rewritten once by ALTER COLUMN ... TYPE bigint USING (no dead tuples
// left behind); on SQLite by one UPDATE per table, inside this migration's transaction.
//
// invoice_items.price_basis says how each line was priced: 'rate' (a trade rate before GST) or
// 'mrp' (tax-inclusive). Lines billed before this migration were priced from the MRP.
// settings.default_price_basis: the basis a new invoice line starts with ('rate' when the product
// has a rate); settings.allow_negative_stock: 1 warns when a sale passes the stock on hand, 0
// refuses it.

const NAME = '2026-11-24T1700-decimal-quantities-and-price-basis';

const QUANTITY_TABLES = [
  'invoice_items',
  'purchase_items',
  'stock_movements',
  'stock_balances',
  'hsn_daily_totals',
  'product_monthly_totals',
] as const;

/** The column types the quantities had in whole units (PostgreSQL). */
const WHOLE_UNIT_TYPES: Record<(typeof QUANTITY_TABLES)[number], string> = {
  invoice_items: 'integer',
  purchase_items: 'integer',
  stock_movements: 'integer',
  stock_balances: 'bigint',
  hsn_daily_totals: 'bigint',
  product_monthly_totals: 'bigint',
};

export const decimalQuantitiesAndPriceBasisMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await dropDerivedData(trx);
      for (const table of QUANTITY_TABLES) {
        await sql`alter table ${sql.table(table)} rename column quantity to quantity_milli`.execute(trx);
        if (postgres) {
          await sql`alter table ${sql.table(table)} alter column quantity_milli type bigint
            using quantity_milli * 1000`.execute(trx);
        } else {
          await sql`update ${sql.table(table)} set quantity_milli = quantity_milli * 1000`.execute(trx);
        }
      }
      await trx.schema
        .alterTable('invoice_items')
        .addColumn('price_basis', 'text', (c) =>
          c.notNull().defaultTo('mrp').check(sql`price_basis in ('rate', 'mrp')`),
        )
        .execute();
      await trx.schema
        .alterTable('settings')
        .addColumn('default_price_basis', 'text', (c) =>
          c.notNull().defaultTo('rate').check(sql`default_price_basis in ('rate', 'mrp')`),
        )
        .execute();
      await trx.schema
        .alterTable('settings')
        .addColumn('allow_negative_stock', 'integer', (c) =>
          c.notNull().defaultTo(1).check(sql`allow_negative_stock in (0, 1)`),
        )
        .execute();
      await reapplyDerivedData(trx, NAME);
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  // Back to whole units: fractions of a unit are rounded (2.5 kg becomes 3), so undoing loses them.
  // The derived objects go back to their earlier definitions, which differed only in the column
  // name; the added columns are dropped.
  async down(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await dropDerivedData(trx);
      for (const table of QUANTITY_TABLES) {
        const type = WHOLE_UNIT_TYPES[table];
        if (postgres) {
          await sql`alter table ${sql.table(table)} alter column quantity_milli type ${sql.raw(type)}
            using round(quantity_milli / 1000.0)`.execute(trx);
        } else {
          await sql`update ${sql.table(table)} set quantity_milli = round(quantity_milli / 1000.0)`.execute(
            trx,
          );
        }
        await sql`alter table ${sql.table(table)} rename column quantity_milli to quantity`.execute(trx);
      }
      await trx.schema.alterTable('invoice_items').dropColumn('price_basis').execute();
      await trx.schema.alterTable('settings').dropColumn('default_price_basis').execute();
      await trx.schema.alterTable('settings').dropColumn('allow_negative_stock').execute();
      for (const object of derivedDataOf(dialectOfDb(trx))) {
        await sql.raw(object.sql.replaceAll('quantity_milli', 'quantity')).execute(trx);
      }
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
