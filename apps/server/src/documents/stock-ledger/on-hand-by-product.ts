import { milliToQuantity } from '@bahi/domain';
import type { Db } from '../../core/db/database';
import { findStockTotals } from './stock-ledger-repository';

/** On hand now for a set of products, for lists that show stock beside other columns. */
export async function findOnHandByProduct(
  db: Db,
  products: readonly { id: number; opening_stock: number }[],
): Promise<Map<number, number>> {
  const totals = await findStockTotals(
    db,
    products.map((product) => product.id),
  );
  const totalsById = new Map(totals.map((row) => [row.product_id, row]));
  return new Map(
    products.map((product) => {
      const row = totalsById.get(product.id);
      const milli = product.opening_stock * 1000 + Number(row?.purchased ?? 0) - Number(row?.sold ?? 0);
      return [product.id, milliToQuantity(milli)];
    }),
  );
}
