import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { ReportRange } from './hsn-report-repository';

// The stock report's figures per product. The ledger (view stock_ledger) has one signed row per
// document line: purchases from stock_movements, sales from the lines of invoices that are not
// cancelled; stock_balances holds its sum per product. Opening stock as of a day is the product's
// opening stock plus the balance less what moved since that day, so only the movements from that
// day on are read (indexes stock_movements_date and invoice_items_report).

const LAST_DATE = '9999-12-31';

export type StockFiguresRow = {
  product_id: number;
  product_name: string;
  hsn_code: string;
  unit: string;
  opening_stock: number;
  /** The product's own taxable rate per unit, in paise. */
  product_rate: number;
  /** balance, moved_since_from, purchased and sold are whole thousandths of the unit. */
  balance: number;
  moved_since_from: number;
  purchased: number;
  sold: number;
  /** Units credit notes took back within the range (counted in purchased by the ledger's sign). */
  returned: number;
  /** Units purchase returns sent back within the range (counted in sold by the ledger's sign). */
  sent_back: number;
};

/** Every product, by name, with its ledger sums for the range. */
export function findStockFigures(db: Db, range: ReportRange): Promise<StockFiguresRow[]> {
  const moved = db
    .selectFrom('stock_ledger')
    .select((eb) => [
      'product_id',
      eb.fn.sum<number>('quantity_milli').as('since_from'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('date', '<=', range.to), eb('quantity_milli', '>', 0)]))
            .then(eb.ref('quantity_milli'))
            .else(0)
            .end(),
        )
        .as('purchased'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('date', '<=', range.to), eb('quantity_milli', '<', 0)]))
            .then(eb.neg(eb.ref('quantity_milli')))
            .else(0)
            .end(),
        )
        .as('sold'),
    ])
    .where('date', '>=', range.from)
    // A range bounded on both sides makes SQLite's planner read the date index instead of
    // walking the whole ledger in product order; no stored date is later than this.
    .where('date', '<=', LAST_DATE)
    .groupBy('product_id');
  // Sales returns: stock_movements rows of source_type 'invoice' (credit notes, migration
  // 2026-11-25T0900); purchase returns: rows of source_type 'purchase_return' (negative,
  // migration 2026-11-25T1200).
  const returned = db
    .selectFrom('stock_movements')
    .select((eb) => [
      'product_id',
      eb.fn
        .sum<number>(
          eb.case().when('source_type', '=', 'invoice').then(eb.ref('quantity_milli')).else(0).end(),
        )
        .as('returned'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('source_type', '=', 'purchase_return')
            .then(eb.neg(eb.ref('quantity_milli')))
            .else(0)
            .end(),
        )
        .as('sent_back'),
    ])
    .where('source_type', 'in', ['invoice', 'purchase_return'])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .groupBy('product_id');
  return db
    .selectFrom('products')
    .leftJoin('stock_balances', 'stock_balances.product_id', 'products.id')
    .leftJoin(moved.as('moved'), 'moved.product_id', 'products.id')
    .leftJoin(returned.as('returned'), 'returned.product_id', 'products.id')
    .select((eb) => [
      'products.id as product_id',
      'products.name as product_name',
      'products.hsn_code',
      'products.unit',
      'products.opening_stock',
      'products.rate as product_rate',
      eb.fn.coalesce('stock_balances.quantity_milli', sql<number>`0`).as('balance'),
      eb.fn.coalesce('moved.since_from', sql<number>`0`).as('moved_since_from'),
      eb.fn.coalesce('moved.purchased', sql<number>`0`).as('purchased'),
      eb.fn.coalesce('moved.sold', sql<number>`0`).as('sold'),
      eb.fn.coalesce('returned.returned', sql<number>`0`).as('returned'),
      eb.fn.coalesce('returned.sent_back', sql<number>`0`).as('sent_back'),
    ])
    .orderBy('products.name')
    .orderBy('products.id')
    .execute();
}

/** rate is null for a product never purchased by that day. */
export type PurchaseRateRow = { product_id: number; rate: number | null };

/**
 * The taxable rate per unit of each product's latest purchase on or before a day (by purchase
 * date, then the later purchase, then the later line). One index seek per product finds the
 * purchase (partial index stock_movements_latest_purchase); its line gives the rate.
 */
export function findLatestPurchaseRates(db: Db, asOf: string): Promise<PurchaseRateRow[]> {
  return db
    .selectFrom('products')
    .select((eb) => [
      'products.id as product_id',
      eb
        .selectFrom('purchase_items')
        .select('purchase_items.rate')
        .whereRef('purchase_items.product_id', '=', 'products.id')
        .where(
          'purchase_items.purchase_id',
          '=',
          eb
            .selectFrom('stock_movements')
            .select('stock_movements.source_id')
            .whereRef('stock_movements.product_id', '=', 'products.id')
            // A literal, not a parameter: only then may SQLite use the partial index.
            .where('stock_movements.source_type', '=', sql.lit('purchase'))
            .where('stock_movements.date', '<=', asOf)
            .orderBy('stock_movements.date', 'desc')
            .orderBy('stock_movements.source_id', 'desc')
            .limit(1),
        )
        .orderBy('purchase_items.line_no', 'desc')
        .limit(1)
        .as('rate'),
    ])
    .execute();
}
