import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../core/db/database';
import type { Database } from '../../core/db/schema';

// Products at or below their reorder level, on hand = opening stock + the ledger's balance
// (stock_balances, kept by triggers), so no ledger row is read.

type ProductsWithBalance = ExpressionBuilder<Database & { b: Database['stock_balances'] }, 'products' | 'b'>;

/** On hand in whole thousandths: opening stock is kept in whole units, the ledger in thousandths. */
function onHand(eb: ProductsWithBalance) {
  return eb(
    eb(eb.ref('products.opening_stock'), '*', sql<number>`1000`),
    '+',
    eb.fn.coalesce('b.quantity_milli', sql<number>`0`),
  );
}

function reorderLevel(eb: ProductsWithBalance) {
  return eb(eb.ref('products.reorder_level'), '*', sql<number>`1000`);
}

function lowStockProducts(db: Db) {
  return db
    .selectFrom('products')
    .leftJoin('stock_balances as b', 'b.product_id', 'products.id')
    .where((eb) => eb(onHand(eb), '<=', reorderLevel(eb)));
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
  /** Whole thousandths of the unit. */
  on_hand_milli: number;
  reorder_level: number;
};

/** The products furthest below their reorder level first. */
export function findLowStock(db: Db, limit: number): Promise<LowStockRow[]> {
  return lowStockProducts(db)
    .select((eb) => [
      'products.id as product_id',
      'products.name as product_name',
      'products.unit',
      onHand(eb).as('on_hand_milli'),
      'products.reorder_level',
    ])
    .orderBy((eb) => eb(onHand(eb), '-', reorderLevel(eb)))
    .orderBy('products.name')
    .limit(limit)
    .execute();
}
