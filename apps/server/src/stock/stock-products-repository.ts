import type { StockQuery } from '@bahi/domain/schemas';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { productNameContains } from '../core/db/product-name-filter';

// The product side of the stock view: which products a page shows, with the columns stock needs.

export type StockProductRow = {
  id: number;
  name: string;
  hsn_code: string;
  unit: string;
  reorder_level: number;
  opening_stock: number;
};

/**
 * On hand at or below the reorder level. Now, the ledger's running sum per product (stock_balances,
 * kept by triggers) is one lookup; as of a day, the product's purchases and counted sales up to
 * that day are added up, each through its index. (Not through the view stock_ledger: SQLite
 * cannot push this per-product condition into a UNION ALL view and would read the whole ledger.)
 */
function isLowStock(asOf: string | undefined): RawBuilder<SqlBool> {
  const ledger = asOf
    ? sql`(coalesce((select sum(m.quantity_milli) from stock_movements m
          where m.product_id = products.id and m.date <= ${asOf}), 0)
        - coalesce((select sum(l.quantity_milli) from invoice_items l
          where l.product_id = products.id and l.invoice_date <= ${asOf} and l.counts = 1), 0))`
    : sql`(select b.quantity_milli from stock_balances b where b.product_id = products.id)`;
  // In whole thousandths: opening stock and reorder level are whole units, the ledger thousandths.
  return sql<SqlBool>`products.opening_stock * 1000 + coalesce(${ledger}, 0) <= products.reorder_level * 1000`;
}

function conditions(db: Db, query: StockQuery) {
  const filters = query.search ? [productNameContains(db, query.search)] : [];
  return query.low_only ? [...filters, isLowStock(query.as_of)] : filters;
}

/** One page of products by name, for the stock view (search: name contains). */
export function findStockProducts(db: Db, query: StockQuery): Promise<StockProductRow[]> {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'hsn_code', 'unit', 'reorder_level', 'opening_stock'])
    .where((eb) => eb.and(conditions(db, query)))
    .orderBy('name')
    .orderBy('id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export async function countStockProducts(db: Db, query: StockQuery): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where((eb) => eb.and(conditions(db, query)))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findStockProductById(db: Db, id: number): Promise<StockProductRow | undefined> {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'hsn_code', 'unit', 'reorder_level', 'opening_stock'])
    .where('id', '=', id)
    .executeTakeFirst();
}
