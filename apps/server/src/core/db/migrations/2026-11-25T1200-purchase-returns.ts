import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  sql,
} from 'kysely';
import { dialectOfDb } from '../derived/index';

// Purchase returns: goods sent back to a supplier against one purchase (issue 16).
// `purchase_returns` is the return (its own PR/{FY}/{seq} series, the purchase's supplier snapshot
// and supply type, totals in paise), `purchase_return_items` its lines, each naming the purchase
// line it sends back, at that line's GST rate. `purchase_return_series` holds the last number per
// financial year, so concurrent returns take turns on its row. `purchases.returned` is what live
// returns take off the purchase (paise), written by the return's own transaction: what the shop
// still owes the supplier is grand_total − returned − settled, and purchases_open is re-made in
// those terms. The goods leave stock as stock_movements rows of the new source_type
// 'purchase_return' (negative quantities, source_id the return's id), removed when the return is
// cancelled; the column's check constraint is widened for it.

const SOURCE_TYPES_BEFORE = "source_type in ('invoice', 'purchase')";
const SOURCE_TYPES_AFTER = "source_type in ('invoice', 'purchase', 'purchase_return')";

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

async function createTables(trx: Kysely<unknown>, postgres: boolean): Promise<void> {
  await trx.schema
    .createTable('purchase_return_series')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute();
  const returns = withId(trx.schema.createTable('purchase_returns'), postgres)
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('return_number', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('purchase_id', 'integer', (c) => c.notNull().references('purchases.id').onDelete('restrict'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull())
    .addColumn('supplier_name', 'text', (c) => c.notNull())
    .addColumn('supplier_gstin', 'text')
    .addColumn('supplier_email', 'text')
    .addColumn('supplier_phone', 'text')
    .addColumn('supplier_address', 'text')
    .addColumn('supplier_state_code', 'text')
    .addColumn('supply_type', 'text', (c) => c.notNull().check(sql`supply_type in ('intra', 'inter')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('Issued').check(sql`status in ('Issued', 'Cancelled')`),
    )
    .addColumn('seller_snapshot', 'text', (c) => c.notNull());
  await money(returns, [
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
    .createIndex('purchase_returns_number')
    .unique()
    .on('purchase_returns')
    .columns(['financial_year', 'seq'])
    .execute();
  await trx.schema
    .createIndex('purchase_returns_purchase')
    .on('purchase_returns')
    .columns(['purchase_id'])
    .execute();
  await trx.schema
    .createIndex('purchase_returns_date')
    .on('purchase_returns')
    .columns(['date', 'id'])
    .execute();
  const items = withId(trx.schema.createTable('purchase_return_items'), postgres)
    .addColumn('return_id', 'integer', (c) =>
      c.notNull().references('purchase_returns.id').onDelete('restrict'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('purchase_item_id', 'integer', (c) =>
      c.notNull().references('purchase_items.id').onDelete('restrict'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('restrict'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('hsn_code', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
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
    .createIndex('purchase_return_items_return')
    .on('purchase_return_items')
    .columns(['return_id', 'line_no'])
    .execute();
  await trx.schema
    .createIndex('purchase_return_items_purchase_item')
    .on('purchase_return_items')
    .columns(['purchase_item_id'])
    .execute();
}

async function remakePurchasesOpen(trx: Kysely<unknown>, withReturned: boolean): Promise<void> {
  await sql`drop index purchases_open`.execute(trx);
  if (withReturned) {
    await sql`create index purchases_open on purchases (supplier_id, purchase_date, grand_total, settled, returned)
      where settled + returned < grand_total`.execute(trx);
  } else {
    await sql`create index purchases_open on purchases (supplier_id, purchase_date, grand_total, settled)
      where settled < grand_total`.execute(trx);
  }
}

type SchemaRow = { type: string; name: string; sql: string };

/**
 * SQLite keeps a column's check constraint in the table's CREATE statement and cannot alter it,
 * so stock_movements is rebuilt (SQLite's documented procedure): its statement with the check
 * replaced creates a copy, the rows move over, the copy takes the name, and the indexes, views
 * and triggers that were defined on or over it are created again from their own stored SQL (so
 * this migration re-creates exactly what the database held, whatever later code defines).
 */
async function rebuildStockMovementsSqlite(trx: Kysely<unknown>, from: string, to: string): Promise<void> {
  const { rows: tables } = await sql<SchemaRow>`select type, name, sql from sqlite_master
    where type = 'table' and name = 'stock_movements'`.execute(trx);
  const table = tables[0];
  if (!table?.sql.includes(from)) throw new Error(`stock_movements does not hold the check ${from}`);
  const { rows: dependants } = await sql<SchemaRow>`select type, name, sql from sqlite_master
    where sql is not null and name <> 'stock_movements'
      and ((type = 'index' and tbl_name = 'stock_movements')
        or (type in ('view', 'trigger') and sql like '%stock_movements%'))`.execute(trx);
  for (const object of dependants.filter((o) => o.type !== 'index')) {
    await sql.raw(`drop ${object.type} ${object.name}`).execute(trx);
  }
  const copySql = table.sql
    .replace(/^CREATE TABLE\s+"?stock_movements"?/i, 'CREATE TABLE "stock_movements_rebuilt"')
    .replace(from, to);
  await sql.raw(copySql).execute(trx);
  await sql`insert into stock_movements_rebuilt select * from stock_movements`.execute(trx);
  await sql`drop table stock_movements`.execute(trx);
  await sql`alter table stock_movements_rebuilt rename to stock_movements`.execute(trx);
  const order = ['index', 'view', 'trigger'];
  for (const type of order) {
    for (const object of dependants.filter((o) => o.type === type)) await sql.raw(object.sql).execute(trx);
  }
}

async function widenSourceTypes(trx: Kysely<unknown>, postgres: boolean, from: string, to: string) {
  if (!postgres) return rebuildStockMovementsSqlite(trx, from, to);
  await sql`alter table stock_movements drop constraint stock_movements_source_type_check`.execute(trx);
  await sql
    .raw(`alter table stock_movements add constraint stock_movements_source_type_check check (${to})`)
    .execute(trx);
}

export const purchaseReturnsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await createTables(trx, postgres);
      await trx.schema
        .alterTable('purchases')
        .addColumn('returned', postgres ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await remakePurchasesOpen(trx, true);
      await widenSourceTypes(trx, postgres, SOURCE_TYPES_BEFORE, SOURCE_TYPES_AFTER);
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
  async down(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      await sql`delete from stock_movements where source_type = 'purchase_return'`.execute(trx);
      await widenSourceTypes(trx, postgres, SOURCE_TYPES_AFTER, SOURCE_TYPES_BEFORE);
      await remakePurchasesOpen(trx, false);
      await trx.schema.alterTable('purchases').dropColumn('returned').execute();
      for (const table of ['purchase_return_items', 'purchase_returns', 'purchase_return_series'])
        await trx.schema.dropTable(table).execute();
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
