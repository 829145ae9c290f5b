import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import { dialectOfDb } from '../core/db/derived/index';
import { latestPurchaseOrder } from '../core/db/derived/latest-purchases';
import { inOneSnapshot } from '../core/db/one-snapshot';
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
  /** What the product holds now, in thousandths: its opening stock plus the ledger's balance. */
  held_now: number;
  /** The product's own taxable rate per unit, in paise. */
  product_rate: number;
  /** What a unit of the opening stock cost, in paise, if given. */
  opening_rate: number | null;
  /** The taxable rate per unit of the latest purchase up to the range's last day, or null. */
  purchase_rate: number | null;
  /** moved_since_from, purchased and sold are whole thousandths of the unit. */
  moved_since_from: number;
  purchased: number;
  sold: number;
  /**
   * Units credit notes took back (counted in purchased by the ledger's sign) plus units purchase
   * returns sent back (counted in sold) within the range: the report nets both out of both.
   */
  netted: number;
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
      sql<number>`0`.as('netted'),
    ])
    .where((eb) => eb.between('date', days.from, days.to))
    .groupBy('product_id');
}

/**
 * Sales returns (stock_movements rows of source_type 'invoice': credit notes, migration
 * 2026-11-25T0900) and purchase returns (rows of source_type 'purchase_return', negative,
 * migration 2026-11-25T1200) within the range, per product, as units to net out, read from
 * their own partial index.
 */
function nettedSlice(db: Db, range: ReportRange) {
  return (
    db
      .selectFrom('stock_movements')
      .select((eb) => [
        'product_id',
        sql<number>`0`.as('since_from'),
        sql<number>`0`.as('purchased'),
        sql<number>`0`.as('sold'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when('source_type', '=', 'invoice')
              .then(eb.ref('quantity_milli'))
              .else(eb.neg(eb.ref('quantity_milli')))
              .end(),
          )
          .as('netted'),
      ])
      // Literals, not parameters: so the databases can use the partial index stock_movements_returns
      // (migration 2026-11-28T0920), whose condition this must stay word for word.
      .where(sql<boolean>`source_type in ('invoice', 'purchase_return')`)
      .where((eb) => eb.between('date', range.from, range.to))
      .groupBy('product_id')
  );
}

/** What is not read from whole months, per product: the loose days at either end and the returns. */
function looseFigures(db: Db, range: ReportRange, slices: StockSlices) {
  const parts = [
    nettedSlice(db, range),
    ...(slices.head ? [ledgerSlice(db, slices.head, range.to, true)] : []),
    ...(slices.tail ? [ledgerSlice(db, slices.tail, range.to, false)] : []),
  ];
  const [first, ...rest] = parts;
  if (!first) throw new Error('unreachable: the returns slice is always there');
  const all = rest.reduce<typeof first>((union, part) => union.unionAll(part), first);
  return db
    .selectFrom(all.as('parts'))
    .select((eb) => [
      'parts.product_id',
      eb.fn.sum<number>('parts.since_from').as('since_from'),
      eb.fn.sum<number>('parts.purchased').as('purchased'),
      eb.fn.sum<number>('parts.sold').as('sold'),
      eb.fn.sum<number>('parts.netted').as('netted'),
    ])
    .groupBy('parts.product_id');
}

/**
 * Every product, by name, with its ledger sums for the range: whole months from
 * stock_monthly_totals (kept by triggers), loose days at either end from the view stock_ledger
 * (indexes stock_movements_date and invoice_items_report), the loose days as one small grouped
 * part joined beside. A month of the bench's 1,000,000 invoices reads about 10,000 month rows
 * instead of some 400,000 ledger rows. The purchase rate comes from the product's latest purchase
 * of the range's last month when that is on or before the last day (monthly_latest_purchases,
 * one row per product joined beside); only the products without one probe the movements
 * (coalesce asks its second value only then). How the months are joined is each database's own,
 * as measured (docs/performance.md): the figures are the same, and stock-months.test.ts checks
 * them on both.
 */
export function findStockFigures(db: Db, range: ReportRange): Promise<StockFiguresRow[]> {
  return dialectOfDb(db) === 'postgres' ? figuresFromMonthSums(db, range) : figuresFromMonthRows(db, range);
}

/**
 * Each product with its row of stock_balances and its latest purchase of the range's last month,
 * if on or before the range's last day (monthly_latest_purchases as `bought`): one row each.
 */
function productsWithBalance(db: Db, range: ReportRange) {
  return db
    .selectFrom('products')
    .leftJoin('stock_balances', 'stock_balances.product_id', 'products.id')
    .leftJoin('monthly_latest_purchases as bought', (join) =>
      join
        .onRef('bought.product_id', '=', 'products.id')
        .on('bought.month', '=', range.to.slice(0, 7))
        .on('bought.date', '<=', range.to),
    );
}

const PRODUCT_COLUMNS = [
  'products.id as product_id',
  'products.name as product_name',
  'products.hsn_code',
  'products.unit',
  'products.rate as product_rate',
  'products.opening_rate',
] as const;

/**
 * SQLite: products are read in id order, each joined to its own months from sinceMonth on through
 * the index stock_monthly_totals_product (migration 2026-11-28T0900), so that SQLite groups them
 * as it goes. Each product's one row from stock_balances, the loose part and
 * monthly_latest_purchases is repeated on each of its month rows, hence max(). Summing the months
 * apart first took SQLite a materialised part and a temporary index: 4 ms more.
 */
function figuresFromMonthRows(db: Db, range: ReportRange): Promise<StockFiguresRow[]> {
  const slices = stockSlices(range);
  const whole = slices.wholeMonths;
  const inRange = whole ? sql`months.month >= ${whole.from} and months.month <= ${whole.to}` : sql`1 = 0`;
  return productsWithBalance(db, range)
    .leftJoin('stock_monthly_totals as months', (join) =>
      join.onRef('months.product_id', '=', 'products.id').on('months.month', '>=', slices.sinceMonth),
    )
    .leftJoin(looseFigures(db, range, slices).as('loose'), 'loose.product_id', 'products.id')
    .select([
      ...PRODUCT_COLUMNS,
      sql<number>`products.opening_stock * 1000 + coalesce(max(stock_balances.quantity_milli), 0)`.as(
        'held_now',
      ),
      sql<number | null>`coalesce(max(bought.rate), ${latestPurchaseRate(range.to)})`.as('purchase_rate'),
      sql<number>`coalesce(sum(months.in_milli - months.out_milli), 0) + coalesce(max(loose.since_from), 0)`.as(
        'moved_since_from',
      ),
      sql<number>`coalesce(sum(case when ${inRange} then months.in_milli else 0 end), 0)
        + coalesce(max(loose.purchased), 0)`.as('purchased'),
      sql<number>`coalesce(sum(case when ${inRange} then months.out_milli else 0 end), 0)
        + coalesce(max(loose.sold), 0)`.as('sold'),
      sql<number>`coalesce(max(loose.netted), 0)`.as('netted'),
    ])
    .groupBy('products.id')
    .orderBy('products.name')
    .orderBy('products.id')
    .execute();
}

type MonthSumsRow = { product_id: number; moved: number; purchased: number; sold: number };

/** PostgreSQL: the months from sinceMonth on, summed per product (one row each). */
function findMonthSums(db: Db, range: ReportRange): Promise<MonthSumsRow[]> {
  const slices = stockSlices(range);
  const whole = slices.wholeMonths;
  const inRange = whole ? sql`month >= ${whole.from} and month <= ${whole.to}` : sql`1 = 0`;
  return db
    .selectFrom('stock_monthly_totals')
    .select([
      'product_id',
      sql<number>`sum(in_milli - out_milli)`.as('moved'),
      sql<number>`sum(case when ${inRange} then in_milli else 0 end)`.as('purchased'),
      sql<number>`sum(case when ${inRange} then out_milli else 0 end)`.as('sold'),
    ])
    .where('month', '>=', slices.sinceMonth)
    .groupBy('product_id')
    .execute();
}

/** PostgreSQL: every product, by name, with all its figures but the months'. */
function findFiguresBesideMonths(db: Db, range: ReportRange): Promise<StockFiguresRow[]> {
  const slices = stockSlices(range);
  return productsWithBalance(db, range)
    .leftJoin(looseFigures(db, range, slices).as('loose'), 'loose.product_id', 'products.id')
    .select([
      ...PRODUCT_COLUMNS,
      sql<number>`products.opening_stock * 1000 + coalesce(stock_balances.quantity_milli, 0)`.as('held_now'),
      sql<number | null>`coalesce(bought.rate, ${latestPurchaseRate(range.to)})`.as('purchase_rate'),
      sql<number>`coalesce(loose.since_from, 0)`.as('moved_since_from'),
      sql<number>`coalesce(loose.purchased, 0)`.as('purchased'),
      sql<number>`coalesce(loose.sold, 0)`.as('sold'),
      sql<number>`coalesce(loose.netted, 0)`.as('netted'),
    ])
    .orderBy('products.name')
    .orderBy('products.id')
    .execute();
}

/**
 * PostgreSQL: the months summed per product and the rest of each product's figures are two reads
 * run side by side on two connections, in one snapshot (core/db/one-snapshot.ts), and added up
 * here. As one statement the database did them one after the other: the month sums (10,000 rows
 * for a month of the bench, summed in numeric) took about a third of it, and the report missed
 * its 50 ms (docs/performance.md). Grouping the joined rows as SQLite does took PostgreSQL a
 * fifth longer still.
 */
async function figuresFromMonthSums(db: Db, range: ReportRange): Promise<StockFiguresRow[]> {
  const [months, rows] = await inOneSnapshot(
    db,
    (one) => findMonthSums(one, range),
    (two) => findFiguresBesideMonths(two, range),
  );
  const byProduct = new Map(months.map((sums) => [Number(sums.product_id), sums]));
  for (const row of rows) {
    const sums = byProduct.get(Number(row.product_id));
    if (!sums) continue;
    row.moved_since_from = Number(row.moved_since_from) + Number(sums.moved);
    row.purchased = Number(row.purchased) + Number(sums.purchased);
    row.sold = Number(row.sold) + Number(sums.sold);
  }
  return rows;
}

/**
 * The taxable rate per unit of a product's latest purchase on or before a day (in the order of
 * db/derived/latest-purchases.ts: by purchase date, then the later purchase, then the higher
 * rate), for the row of `products` the query is on. One index-only lookup: purchase movements
 * carry their line's rate, and the partial index stock_movements_latest_purchase holds it
 * (migration 2026-11-25T1440). 'purchase' is written into the statement, not passed: only then
 * may SQLite use the partial index. The stock report asks it only of products that
 * monthly_latest_purchases does not answer.
 */
function latestPurchaseRate(asOf: string) {
  return sql<number | null>`(select m.rate from stock_movements m
    where m.product_id = products.id and m.source_type = 'purchase' and m.date <= ${asOf}
    order by ${sql.raw(latestPurchaseOrder('m'))} limit 1)`;
}

/** rate is null for a product never purchased by that day. */
export type PurchaseRateRow = { product_id: number; rate: number | null };

/** Every product's latest purchase rate on or before a day (the near-expiry report's values). */
export function findLatestPurchaseRates(db: Db, asOf: string): Promise<PurchaseRateRow[]> {
  return db
    .selectFrom('products')
    .select(['products.id as product_id', latestPurchaseRate(asOf).as('rate')])
    .execute();
}
