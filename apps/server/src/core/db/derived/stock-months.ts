import type { DerivedObject } from './index';
import { perStatementFunction, perStatementTriggers } from './postgres';
import { sqliteRowImageTriggers } from './sqlite-row-triggers';

// stock_monthly_totals: per month and product, what the stock ledger (view stock_ledger) moved
// in (the sum of its positive rows) and out (the sum of its negative rows, as a positive
// number), kept by these triggers from stock_movements and the invoice lines that count. The
// stock report reads whole months from it instead of every ledger row since the range's first
// day (docs/performance.md, issue 21). In and out are kept apart because the report shows
// purchased and sold, not only their difference. Created once by migration 2026-11-25T1300 and,
// like settled-amounts.ts, never re-applied with index.ts's set.

type Row = 'new' | 'old';

const CONFLICT = `on conflict (month, product_id) do update set
  in_milli = stock_monthly_totals.in_milli + excluded.in_milli,
  out_milli = stock_monthly_totals.out_milli + excluded.out_milli;`;

/**
 * SQLite: one ledger row image added (sign 1) or taken off (−1). `signed` is its ledger quantity.
 * A line not yet given its invoice's date (a bulk loader's) counts once the copy trigger dates it.
 */
function sqliteMonth(row: Row, sign: 1 | -1, date: string, signed: string, where: string): string {
  return `insert into stock_monthly_totals (month, product_id, in_milli, out_milli)
    select substr(${row}.${date}, 1, 7), ${row}.product_id, ${sign} * max(${signed}, 0), ${sign} * max(-(${signed}), 0)
    where ${where} ${CONFLICT}`;
}

const movement = (row: Row, sign: 1 | -1) => sqliteMonth(row, sign, 'date', `${row}.quantity_milli`, '1 = 1');
const saleLine = (row: Row, sign: 1 | -1) =>
  sqliteMonth(
    row,
    sign,
    'invoice_date',
    `-${row}.quantity_milli`,
    `${row}.counts = 1 and ${row}.invoice_date <> ''`,
  );

const SQLITE_STOCK_MONTHS: DerivedObject[] = [
  ...sqliteRowImageTriggers(
    'stock_movements_month',
    'stock_movements',
    'product_id, date, quantity_milli',
    (row) => movement(row, 1),
    (row) => movement(row, -1),
  ),
  ...sqliteRowImageTriggers(
    'invoice_items_month',
    'invoice_items',
    'product_id, quantity_milli, counts, invoice_date',
    (row) => saleLine(row, 1),
    (row) => saleLine(row, -1),
  ),
];

/** PostgreSQL: once per statement, the statement's signed rows (postgres.ts) added up per month. */
function postgresFunction(name: string, date: string, signed: string, where: string): DerivedObject {
  return perStatementFunction(
    name,
    (changes) => `
    insert into stock_monthly_totals (month, product_id, in_milli, out_milli)
    select substr(${date}, 1, 7), product_id, sum(sign * greatest(${signed}, 0)), sum(sign * greatest(-(${signed}), 0))
    from (${changes}) changes where ${where}
    group by substr(${date}, 1, 7), product_id
    having sum(sign * greatest(${signed}, 0)) <> 0 or sum(sign * greatest(-(${signed}), 0)) <> 0
    order by substr(${date}, 1, 7), product_id
    ${CONFLICT}`,
  );
}

const POSTGRES_STOCK_MONTHS: DerivedObject[] = [
  postgresFunction('stock_movements_month_per_statement', 'date', 'quantity_milli', 'true'),
  ...perStatementTriggers('stock_movements_month', 'stock_movements', 'stock_movements_month_per_statement'),
  postgresFunction(
    'invoice_items_month_per_statement',
    'invoice_date',
    '-quantity_milli',
    "counts = 1 and invoice_date <> ''",
  ),
  ...perStatementTriggers('invoice_items_month', 'invoice_items', 'invoice_items_month_per_statement'),
];

export function stockMonthObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  return dialect === 'postgres' ? POSTGRES_STOCK_MONTHS : SQLITE_STOCK_MONTHS;
}

/** The table's rows from the ledger as it stands: what the triggers would have added up. */
export const STOCK_MONTHS_RECOUNT = `select substr(date, 1, 7) as month, product_id,
    sum(case when quantity_milli > 0 then quantity_milli else 0 end) as in_milli,
    sum(case when quantity_milli < 0 then -quantity_milli else 0 end) as out_milli
  from stock_ledger where date <> ''
  group by substr(date, 1, 7), product_id`;

export const FILL_STOCK_MONTHS = `insert into stock_monthly_totals (month, product_id, in_milli, out_milli)
  ${STOCK_MONTHS_RECOUNT}`;
