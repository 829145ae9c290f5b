import type { DerivedObject } from './index';
import { perStatementFunction, perStatementTriggers } from './postgres';
import { sqliteRowImageTriggers } from './sqlite-row-triggers';

// monthly_latest_purchases: per month and product, the product's latest purchase movement of
// that month (its date, purchase and taxable rate per unit). The stock report values a product
// at its latest purchase rate on or before the range's last day; when the product was bought in
// that day's month on or before it, this row is that purchase, so the report joins one month of
// rows instead of probing the movements once per product (5,000 probes, about 30 ms of
// PostgreSQL's 80 at 1,000,000 invoices; docs/performance.md). Products not bought in that month
// still probe. Kept by these triggers from stock_movements, which recount a touched month and
// product from the movements themselves rather than compare rows, so that an update, a delete
// and a tie all follow the one ordering below. Created once by migration 2026-11-28T1200 and,
// like stock-months.ts, never re-applied with index.ts's set.

/**
 * Which purchase movement is a product's latest: by date, then the later purchase, then (two
 * lines of one product in one purchase, as batches allow) the higher rate. The report's probe
 * orders by the same columns, the order of the partial index stock_movements_latest_purchase.
 */
export function latestPurchaseOrder(alias?: string): string {
  return ['date', 'source_id', 'rate']
    .map((column) => `${alias ? `${alias}.` : ''}${column} desc`)
    .join(', ');
}

/** 'purchase' is written into each statement, not passed: only then may SQLite use the partial index. */
const PURCHASE = `source_type = 'purchase'`;

/** SQLite: the month and product of one row image recounted (nothing when it is not a purchase's). */
function sqliteRecount(row: 'new' | 'old'): string {
  const month = `substr(${row}.date, 1, 7)`;
  return `delete from monthly_latest_purchases
      where ${row}.${PURCHASE} and month = ${month} and product_id = ${row}.product_id;
    insert into monthly_latest_purchases (month, product_id, date, source_id, rate)
      select ${month}, m.product_id, m.date, m.source_id, m.rate from stock_movements m
      where ${row}.${PURCHASE} and m.${PURCHASE} and m.product_id = ${row}.product_id
        and m.date >= ${month} || '-01' and m.date <= ${month} || '-31'
      order by ${latestPurchaseOrder('m')} limit 1;`;
}

const SQLITE_LATEST_PURCHASES: DerivedObject[] = sqliteRowImageTriggers(
  'stock_movements_latest_purchase',
  'stock_movements',
  'product_id, date, source_type, source_id, rate',
  sqliteRecount,
  sqliteRecount,
);

/** PostgreSQL: once per statement, every month and product its purchase rows touched, recounted. */
const POSTGRES_LATEST_PURCHASES: DerivedObject[] = [
  perStatementFunction(
    'stock_movements_latest_purchase_per_statement',
    (changes) => `
    delete from monthly_latest_purchases kept
      using (select distinct substr(date, 1, 7) as month, product_id from (${changes}) changes
        where ${PURCHASE}) touched
      where kept.month = touched.month and kept.product_id = touched.product_id;
    insert into monthly_latest_purchases (month, product_id, date, source_id, rate)
      select distinct on (touched.month, touched.product_id)
        touched.month, touched.product_id, m.date, m.source_id, m.rate
      from (select distinct substr(date, 1, 7) as month, product_id from (${changes}) changes
        where ${PURCHASE}) touched
      join stock_movements m on m.product_id = touched.product_id and m.${PURCHASE}
        and m.date >= touched.month || '-01' and m.date <= touched.month || '-31'
      order by touched.month, touched.product_id, ${latestPurchaseOrder('m')};`,
  ),
  ...perStatementTriggers(
    'stock_movements_latest_purchase',
    'stock_movements',
    'stock_movements_latest_purchase_per_statement',
  ),
];

export function latestPurchaseObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  return dialect === 'postgres' ? POSTGRES_LATEST_PURCHASES : SQLITE_LATEST_PURCHASES;
}

/** The table's rows from the movements as they stand: what the triggers would have kept. */
export const LATEST_PURCHASES_RECOUNT = `select month, product_id, date, source_id, rate from (
    select substr(date, 1, 7) as month, product_id, date, source_id, rate,
      row_number() over (partition by product_id, substr(date, 1, 7) order by ${latestPurchaseOrder()}) as n
    from stock_movements where ${PURCHASE}
  ) ranked where n = 1`;

export const FILL_LATEST_PURCHASES = `insert into monthly_latest_purchases (month, product_id, date, source_id, rate)
  ${LATEST_PURCHASES_RECOUNT}`;
