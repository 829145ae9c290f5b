import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { StockMovementTable } from '../db/schema-documents';

export type StockMovementValuesRow = Omit<Insertable<StockMovementTable>, 'id'>;
export type StockSourceType = StockMovementTable['source_type'];

export async function insertStockMovements(db: Db, rows: readonly StockMovementValuesRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('stock_movements')
    .values([...rows])
    .execute();
}

export async function deleteStockMovementsOf(
  db: Db,
  sourceType: StockSourceType,
  sourceId: number,
): Promise<void> {
  await db
    .deleteFrom('stock_movements')
    .where('source_type', '=', sourceType)
    .where('source_id', '=', sourceId)
    .execute();
}

export type StockTotalsRow = { product_id: number; purchased: number; sold: number };

/**
 * Purchased (+) and sold (−, shown positive) quantities per product up to and including a date,
 * or over all time. Cancelled invoices have no movements, so they never count.
 */
export function findStockTotals(
  db: Db,
  productIds: readonly number[] | 'all',
  asOfDate?: string,
): Promise<StockTotalsRow[]> {
  let query = db
    .selectFrom('stock_movements')
    .select((eb) => [
      'product_id',
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb.case().when('quantity', '>', 0).then(eb.ref('quantity')).else(0).end()),
          eb.lit(0),
        )
        .as('purchased'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when('quantity', '<', 0)
              .then(eb.neg(eb.ref('quantity')))
              .else(0)
              .end(),
          ),
          eb.lit(0),
        )
        .as('sold'),
    ])
    .groupBy('product_id');
  if (productIds !== 'all') {
    if (productIds.length === 0) return Promise.resolve([]);
    query = query.where('product_id', 'in', [...productIds]);
  }
  if (asOfDate) query = query.where('date', '<=', asOfDate);
  return query.execute();
}

export function countStockMovementsOfProduct(db: Db, productId: number): Promise<{ total: number }> {
  return db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
}
