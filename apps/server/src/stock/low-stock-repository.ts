import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

// Products at or below their reorder level, on hand = opening stock + the ledger's balance
// (stock_balances, kept by triggers), so no ledger row is read.

type ProductsWithBalance = ExpressionBuilder<Database & { b: Database['stock_balances'] }, 'products' | 'b'>;

function onHand(eb: ProductsWithBalance) {
  return eb(eb.ref('products.opening_stock'), '+', eb.fn.coalesce('b.quantity', sql<number>`0`));
}

function lowStockProducts(db: Db) {
  return db
    .selectFrom('products')
    .leftJoin('stock_balances as b', 'b.product_id', 'products.id')
    .where((eb) => eb(onHand(eb), '<=', eb.ref('products.reorder_level')));
}

export async function countLowStock(db: Db): Promise<number> {
  const row = await lowStockProducts(db)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export type LowStockRow = {
  product_id: number;
  product_name: string;
  unit: string;
  on_hand: number;
  reorder_level: number;
};

/** The products furthest below their reorder level first. */
export function findLowStock(db: Db, limit: number): Promise<LowStockRow[]> {
  return lowStockProducts(db)
    .select((eb) => [
      'products.id as product_id',
      'products.name as product_name',
      'products.unit',
      onHand(eb).as('on_hand'),
      'products.reorder_level',
    ])
    .orderBy((eb) => eb(onHand(eb), '-', eb.ref('products.reorder_level')))
    .orderBy('products.name')
    .limit(limit)
    .execute();
}
