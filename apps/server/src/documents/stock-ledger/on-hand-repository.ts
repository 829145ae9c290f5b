import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { lockProductsInIdOrder } from '../../core/db/row-locks';

// What a sale may take: the stock on hand now, per product, in whole thousandths of the unit
// (opening stock is kept in whole units, the ledger's running sum in thousandths).

export type OnHandRow = { product_id: number; on_hand_milli: number };

/**
 * Makes sales of these products wait for each other until the transaction ends, so two invoices
 * cannot both read the last units as on hand and both take them. PostgreSQL locks the product rows
 * (in id order, so two invoices never wait on each other in a circle); FOR NO KEY UPDATE leaves
 * the foreign keys of lines being written by others (purchases) free. SQLite needs nothing: every
 * write transaction holds the whole database's write lock from its start (db/sqlite-write-lock.ts).
 * Call it before reading what is on hand, inside the transaction that writes the sale.
 */
export function lockStockOfProducts(db: Db, productIds: readonly number[]): Promise<void> {
  return lockProductsInIdOrder(db, productIds);
}

/** On hand of some products, or of every product ('all', for the pickers). */
export function findOnHandMilli(db: Db, productIds: readonly number[] | 'all'): Promise<OnHandRow[]> {
  if (productIds !== 'all' && productIds.length === 0) return Promise.resolve([]);
  const query = db
    .selectFrom('products')
    .leftJoin('stock_balances as b', 'b.product_id', 'products.id')
    .select((eb) => [
      'products.id as product_id',
      eb(
        eb(eb.ref('products.opening_stock'), '*', sql<number>`1000`),
        '+',
        eb.fn.coalesce('b.quantity_milli', sql<number>`0`),
      ).as('on_hand_milli'),
    ]);
  return (
    productIds === 'all' ? query : query.where('products.id', 'in', [...new Set(productIds)])
  ).execute();
}

/** Per product, the thousandths an invoice's lines take out of stock now (none once cancelled). */
export function findSoldMilliOfInvoice(db: Db, invoiceId: number): Promise<OnHandRow[]> {
  return db
    .selectFrom('invoice_items')
    .select((eb) => ['product_id', eb.fn.sum<number>('quantity_milli').as('on_hand_milli')])
    .where('invoice_id', '=', invoiceId)
    .where('counts', '=', 1)
    .groupBy('product_id')
    .execute();
}
