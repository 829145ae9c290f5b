import { milliToQuantity } from '@bahi/domain';
import type { StockQuery, StockRow } from '@bahi/domain/schemas';
import { NotFoundError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { findStockTotals, type StockTotalsRow } from '../documents/stock-ledger/stock-ledger-repository';
import {
  countStockProducts,
  findStockProductById,
  findStockProducts,
  type StockProductRow,
} from './stock-products-repository';

function toStockRow(
  product: StockProductRow,
  totals: StockTotalsRow | undefined,
  asOf: string | undefined,
): StockRow {
  // The ledger counts whole thousandths; opening stock is whole units.
  const purchased = milliToQuantity(Number(totals?.purchased ?? 0));
  const sold = milliToQuantity(Number(totals?.sold ?? 0));
  const onHand = milliToQuantity(
    product.opening_stock * 1000 + Number(totals?.purchased ?? 0) - Number(totals?.sold ?? 0),
  );
  return {
    product_id: product.id,
    product_name: product.name,
    hsn_code: product.hsn_code,
    unit: product.unit,
    reorder_level: product.reorder_level,
    opening_stock: product.opening_stock,
    purchased,
    sold,
    on_hand: onHand,
    low_stock: onHand <= product.reorder_level,
    as_of: asOf ?? null,
  };
}

/** Quantity on hand per product (a page of products by name), now or as of the end of a day. */
export async function listStock(
  ctx: RequestContext,
  query: StockQuery,
): Promise<{ data: StockRow[]; total: number }> {
  const { db } = ctx;
  const [products, total] = await Promise.all([findStockProducts(db, query), countStockProducts(db, query)]);
  const totals = await findStockTotals(
    db,
    products.map((product) => product.id),
    query.as_of,
  );
  const totalsById = new Map(totals.map((row) => [row.product_id, row]));
  return {
    data: products.map((product) => toStockRow(product, totalsById.get(product.id), query.as_of)),
    total,
  };
}

export async function getProductStock(
  ctx: RequestContext,
  productId: number,
  asOf?: string,
): Promise<StockRow> {
  const { db } = ctx;
  const [product, totals] = await Promise.all([
    findStockProductById(db, productId),
    findStockTotals(db, [productId], asOf),
  ]);
  if (!product) throw new NotFoundError(`Product ${productId} not found`);
  return toStockRow(product, totals[0], asOf);
}
