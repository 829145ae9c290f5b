import type { DerivedObject } from './index';
import { perStatementFunction, perStatementTriggers } from './postgres';
import { sqliteRowImageTriggers } from './sqlite-row-triggers';

// hsn_monthly_totals: hsn_daily_totals per month instead of per day (per month, B2B flag, HSN
// code, GST rate and unit, the lines that count and their summed stored quantity and amounts).
// The HSN summary of a financial year read every day row of the year (135,000 at 1,000,000
// invoices); whole months come from here (about 4,600 rows a year) and only the loose days at
// either end of a range from hsn_daily_totals. Kept by these triggers from the invoice lines,
// filled by migration 2026-11-28T0620 and, like hsn-month-names.ts, never re-applied with
// index.ts's set. reports/hsn-month-totals.test.ts recounts it from the lines.

type Row = 'new' | 'old';

const KEY = 'month, b2b, hsn_code, gst_rate_bp, unit';
const COLUMNS = `${KEY}, lines, quantity_milli, subtotal, cgst_amount, sgst_amount, igst_amount`;

const CONFLICT = `on conflict (${KEY}) do update set
  lines = hsn_monthly_totals.lines + excluded.lines,
  quantity_milli = hsn_monthly_totals.quantity_milli + excluded.quantity_milli,
  subtotal = hsn_monthly_totals.subtotal + excluded.subtotal,
  cgst_amount = hsn_monthly_totals.cgst_amount + excluded.cgst_amount,
  sgst_amount = hsn_monthly_totals.sgst_amount + excluded.sgst_amount,
  igst_amount = hsn_monthly_totals.igst_amount + excluded.igst_amount;`;

/**
 * SQLite: one line image added (sign 1) or taken off (−1) when it counts. A line not yet given its
 * invoice's date (a bulk loader's) counts once the copy trigger dates it.
 */
const sqliteLine = (row: Row, sign: 1 | -1) => `
  insert into hsn_monthly_totals (${COLUMNS})
  select substr(${row}.invoice_date, 1, 7), ${row}.b2b, ${row}.hsn_code, ${row}.gst_rate_bp, ${row}.unit,
    ${sign}, ${sign} * ${row}.quantity_milli, ${sign} * ${row}.subtotal, ${sign} * ${row}.cgst_amount,
    ${sign} * ${row}.sgst_amount, ${sign} * ${row}.igst_amount
  where ${row}.counts = 1 and ${row}.invoice_date <> '' ${CONFLICT}`;

const SQLITE_HSN_MONTHS: DerivedObject[] = sqliteRowImageTriggers(
  'invoice_items_hsn_months',
  'invoice_items',
  'invoice_date, b2b, counts, hsn_code, gst_rate_bp, unit, quantity_milli, subtotal, cgst_amount, sgst_amount, igst_amount',
  (row) => sqliteLine(row, 1),
  (row) => sqliteLine(row, -1),
);

/** PostgreSQL: the statement's signed lines (postgres.ts) added up per key, in key order. */
function postgresApply(changes: string): string {
  return `
    insert into hsn_monthly_totals (${COLUMNS})
    select substr(invoice_date, 1, 7), b2b, hsn_code, gst_rate_bp, unit, sum(sign), sum(sign * quantity_milli),
      sum(sign * subtotal), sum(sign * cgst_amount), sum(sign * sgst_amount), sum(sign * igst_amount)
    from (${changes}) changes where counts = 1 and invoice_date <> ''
    group by substr(invoice_date, 1, 7), b2b, hsn_code, gst_rate_bp, unit
    having sum(sign) <> 0 or sum(sign * quantity_milli) <> 0 or sum(sign * subtotal) <> 0
      or sum(sign * cgst_amount) <> 0 or sum(sign * sgst_amount) <> 0 or sum(sign * igst_amount) <> 0
    order by 1, 2, 3, 4, 5
    ${CONFLICT}`;
}

const POSTGRES_FUNCTION = 'invoice_items_hsn_months_per_statement';

const POSTGRES_HSN_MONTHS: DerivedObject[] = [
  perStatementFunction(POSTGRES_FUNCTION, postgresApply),
  ...perStatementTriggers('invoice_items_hsn_months', 'invoice_items', POSTGRES_FUNCTION),
];

export function hsnMonthTotalObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  return dialect === 'postgres' ? POSTGRES_HSN_MONTHS : SQLITE_HSN_MONTHS;
}

/** The table's rows from the lines as they stand: what the triggers would have added up. */
export const HSN_MONTH_TOTALS_RECOUNT = `select substr(invoice_date, 1, 7) as month, b2b, hsn_code, gst_rate_bp,
    unit, count(*) as lines, sum(quantity_milli) as quantity_milli, sum(subtotal) as subtotal,
    sum(cgst_amount) as cgst_amount, sum(sgst_amount) as sgst_amount, sum(igst_amount) as igst_amount
  from invoice_items where counts = 1 and invoice_date <> ''
  group by substr(invoice_date, 1, 7), b2b, hsn_code, gst_rate_bp, unit`;

export const FILL_HSN_MONTH_TOTALS = `insert into hsn_monthly_totals (${COLUMNS}) ${HSN_MONTH_TOTALS_RECOUNT}`;
