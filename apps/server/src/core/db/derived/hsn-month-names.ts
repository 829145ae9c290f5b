import type { DerivedObject } from './index';
import { perStatementFunction, perStatementTriggers } from './postgres';
import { sqliteRowImageTriggers } from './sqlite-row-triggers';

// hsn_monthly_names: per month, B2B flag, HSN code, GST rate and unit, the product names as sold
// (the lines' own snapshot) and how many lines that count carry each. The HSN summary describes a
// row by its first name and how many others it holds; reading those from the lines meant every
// line of the range (2 million for a financial year), so whole months come from here and only the
// loose days at either end from the lines. Kept by these triggers from the invoice lines, filled
// by migration 2026-11-25T1420 and, like stock-months.ts, never re-applied with index.ts's set.

type Row = 'new' | 'old';

const KEY = 'month, b2b, hsn_code, gst_rate_bp, unit, product_name';

const CONFLICT = `on conflict (${KEY}) do update set lines = hsn_monthly_names.lines + excluded.lines;`;

/**
 * SQLite: one line image added (sign 1) or taken off (−1) when it counts. A line not yet given its
 * invoice's date (a bulk loader's) counts once the copy trigger dates it.
 */
const sqliteLine = (row: Row, sign: 1 | -1) => `
  insert into hsn_monthly_names (${KEY}, lines)
  select substr(${row}.invoice_date, 1, 7), ${row}.b2b, ${row}.hsn_code, ${row}.gst_rate_bp, ${row}.unit,
    ${row}.product_name, ${sign}
  where ${row}.counts = 1 and ${row}.invoice_date <> '' ${CONFLICT}`;

const SQLITE_HSN_NAMES: DerivedObject[] = sqliteRowImageTriggers(
  'invoice_items_names',
  'invoice_items',
  'invoice_date, b2b, counts, hsn_code, gst_rate_bp, unit, product_name',
  (row) => sqliteLine(row, 1),
  (row) => sqliteLine(row, -1),
);

/** PostgreSQL: the statement's signed lines (postgres.ts) added up per key, in key order. */
function postgresApply(changes: string): string {
  return `
    insert into hsn_monthly_names (${KEY}, lines)
    select substr(invoice_date, 1, 7), b2b, hsn_code, gst_rate_bp, unit, product_name, sum(sign)
    from (${changes}) changes where counts = 1 and invoice_date <> ''
    group by substr(invoice_date, 1, 7), b2b, hsn_code, gst_rate_bp, unit, product_name
    having sum(sign) <> 0
    order by 1, 2, 3, 4, 5, 6
    ${CONFLICT}`;
}

const POSTGRES_FUNCTION = 'invoice_items_names_per_statement';

const POSTGRES_HSN_NAMES: DerivedObject[] = [
  perStatementFunction(POSTGRES_FUNCTION, postgresApply),
  ...perStatementTriggers('invoice_items_names', 'invoice_items', POSTGRES_FUNCTION),
];

export function hsnNameObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  return dialect === 'postgres' ? POSTGRES_HSN_NAMES : SQLITE_HSN_NAMES;
}

/** The table's rows from the lines as they stand: what the triggers would have added up. */
export const HSN_NAMES_RECOUNT = `select substr(invoice_date, 1, 7) as month, b2b, hsn_code, gst_rate_bp, unit,
    product_name, count(*) as lines
  from invoice_items where counts = 1 and invoice_date <> ''
  group by substr(invoice_date, 1, 7), b2b, hsn_code, gst_rate_bp, unit, product_name`;

export const FILL_HSN_NAMES = `insert into hsn_monthly_names (${KEY}, lines) ${HSN_NAMES_RECOUNT}`;
