import type { Insertable } from 'kysely';
import type { Db } from '../../core/db/database';
import type { StockMovementTable } from '../../core/db/schema-documents';

export type StockMovementValuesRow = Omit<Insertable<StockMovementTable>, 'id'>;

export async function insertStockMovements(db: Db, rows: readonly StockMovementValuesRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('stock_movements')
    .values([...rows])
    .execute();
}

/** purchased and sold in whole thousandths of the unit. */
export type StockTotalsRow = { product_id: number; purchased: number; sold: number };

/**
 * Purchased (+) and sold (−, shown positive) quantities per product up to and including a date,
 * or over all time, from the ledger view (purchase movements and the lines of invoices that are
 * not cancelled).
 */
export function findStockTotals(
  db: Db,
  productIds: readonly number[] | 'all',
  asOfDate?: string,
): Promise<StockTotalsRow[]> {
  let query = db
    .selectFrom('stock_ledger')
    .select((eb) => [
      'product_id',
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb.case().when('quantity_milli', '>', 0).then(eb.ref('quantity_milli')).else(0).end(),
          ),
          eb.lit(0),
        )
        .as('purchased'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when('quantity_milli', '<', 0)
              .then(eb.neg(eb.ref('quantity_milli')))
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
