import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { ReportRange } from './hsn-report-repository';
import { type StockSlices, stockSlices } from './stock-report-period';

// The stock report's figures per product. The ledger (view stock_ledger) has one signed row per
// document line: purchases from stock_movements, sales from the lines of invoices that are not
// cancelled; stock_balances holds its sum per product, stock_monthly_totals its ins and outs per
// month. Opening stock as of a day is the product's opening stock plus the balance less what
// moved since that day.

export type StockFiguresRow = {
  product_id: number;
  product_name: string;
  hsn_code: string;
  unit: string;
  opening_stock: number;
  /** The product's own taxable rate per unit, in paise. */
  product_rate: number;
  /** What a unit of the opening stock cost, in paise, if given. */
  opening_rate: number | null;
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

/** Only the columns the report sums, as numbers, so that the slices can be united. */
const IN = sql<number>`case when quantity_milli > 0 then quantity_milli else 0 end`;
const OUT = sql<number>`case when quantity_milli < 0 then -quantity_milli else 0 end`;

/** Ledger rows of some days, per product: moved since the start (or 0), in and out up to `to`. */
function ledgerSlice(db: Db, days: ReportRange, to: string, since: boolean) {
  return db
    .selectFrom('stock_ledger')
    .select([
      'product_id',
      (since ? sql<number>`sum(quantity_milli)` : sql<number>`0`).as('since_from'),
      sql<number>`sum(case when date <= ${to} then ${IN} else 0 end)`.as('purchased'),
      sql<number>`sum(case when date <= ${to} then ${OUT} else 0 end)`.as('sold'),
    ])
    .where((eb) => eb.between('date', days.from, days.to))
    .groupBy('product_id');
}

/** Months from sinceMonth on, one row per product and month; in and out for whole months in range. */
function monthSlice(db: Db, slices: StockSlices) {
  const whole = slices.wholeMonths;
  const inRange = whole ? sql`month >= ${whole.from} and month <= ${whole.to}` : sql`1 = 0`;
  return db
    .selectFrom('stock_monthly_totals')
    .select([
      'product_id',
      sql<number>`in_milli - out_milli`.as('since_from'),
      sql<number>`case when ${inRange} then in_milli else 0 end`.as('purchased'),
      sql<number>`case when ${inRange} then out_milli else 0 end`.as('sold'),
    ])
    .where('month', '>=', slices.sinceMonth);
}

/**
 * Every product, by name, with its ledger sums for the range: whole months from
 * stock_monthly_totals (kept by triggers), loose days at either end from the view stock_ledger
 * (indexes stock_movements_date and invoice_items_report). A month of the bench's 1,000,000
 * invoices reads about 10,000 month rows instead of some 400,000 ledger rows.
 */
export function findStockFigures(db: Db, range: ReportRange): Promise<StockFiguresRow[]> {
  const slices = stockSlices(range);
  const parts = [
    monthSlice(db, slices),
    ...(slices.head ? [ledgerSlice(db, slices.head, range.to, true)] : []),
    ...(slices.tail ? [ledgerSlice(db, slices.tail, range.to, false)] : []),
  ];
  const [first, ...rest] = parts;
  if (!first) throw new Error('unreachable: the month slice is always there');
  const all = rest.reduce<typeof first>((union, part) => union.unionAll(part), first);
  const moved = db
    .selectFrom(all.as('parts'))
    .select((eb) => [
      'parts.product_id',
      eb.fn.sum<number>('parts.since_from').as('since_from'),
      eb.fn.sum<number>('parts.purchased').as('purchased'),
      eb.fn.sum<number>('parts.sold').as('sold'),
    ])
    .groupBy('parts.product_id');
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
    .where((eb) => eb.between('date', range.from, range.to))
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
      'products.opening_rate',
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
 * date, then the later purchase; a purchase holds a product once). One
 * index-only lookup per product: purchase movements carry their line's rate, and the partial
 * index stock_movements_latest_purchase holds it (migration 2026-11-25T1440).
 */
export function findLatestPurchaseRates(db: Db, asOf: string): Promise<PurchaseRateRow[]> {
  return db
    .selectFrom('products')
    .select((eb) => [
      'products.id as product_id',
      eb
        .selectFrom('stock_movements')
        .select('stock_movements.rate')
        .whereRef('stock_movements.product_id', '=', 'products.id')
        // A literal, not a parameter: only then may SQLite use the partial index.
        .where('stock_movements.source_type', '=', sql.lit('purchase'))
        .where('stock_movements.date', '<=', asOf)
        .orderBy('stock_movements.date', 'desc')
        .orderBy('stock_movements.source_id', 'desc')
        .limit(1)
        .as('rate'),
    ])
    .execute();
}
