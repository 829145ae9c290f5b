import type { DerivedObject } from './index';
import { perStatementFunction, perStatementTriggers } from './postgres';
import { sqliteRowImageTriggers } from './sqlite-row-triggers';

// hsn_monthly_names and hsn_yearly_names: per month (per financial year), B2B flag, HSN code, GST
// rate and unit, the product names as sold (the lines' own snapshot) and how many lines that count
// carry each. The HSN summary describes a row by its first name and how many others it holds;
// reading those from the lines meant every line of the range (2 million for a financial year), so
// whole financial years come from the yearly table, other whole months from the monthly one and
// only the loose days at either end from the lines. Reading a year's names from its twelve months
// still grouped 80,000 rows by name (35-80 ms on PostgreSQL at 1,000,000 invoices). Kept by these
// triggers from the invoice lines; the monthly table filled by migration 2026-11-25T1420, the
// yearly one by 2026-11-28T1010 (from the monthly one), and like stock-months.ts never re-applied
// with index.ts's set.

type Row = 'new' | 'old';

type NamesTable = {
  table: string;
  /** The period column, and its value for a line's date column. */
  period: string;
  periodOf: (date: string) => string;
  trigger: string;
  postgresFunction: string;
};

/** 'YYYY-04', the first month of the financial year a 'YYYY-MM…' date or month falls in. */
export const financialYearStartOf = (date: string): string =>
  `case when substr(${date}, 6, 2) >= '04' then substr(${date}, 1, 4)
    else cast(cast(substr(${date}, 1, 4) as integer) - 1 as text) end || '-04'`;

const MONTHLY: NamesTable = {
  table: 'hsn_monthly_names',
  period: 'month',
  periodOf: (date) => `substr(${date}, 1, 7)`,
  trigger: 'invoice_items_names',
  postgresFunction: 'invoice_items_names_per_statement',
};

const YEARLY: NamesTable = {
  table: 'hsn_yearly_names',
  period: 'year_start',
  periodOf: financialYearStartOf,
  trigger: 'invoice_items_year_names',
  postgresFunction: 'invoice_items_year_names_per_statement',
};

const keyOf = (names: NamesTable) => `${names.period}, b2b, hsn_code, gst_rate_bp, unit, product_name`;

const conflictOf = (names: NamesTable) =>
  `on conflict (${keyOf(names)}) do update set lines = ${names.table}.lines + excluded.lines;`;

/**
 * SQLite: one line image added (sign 1) or taken off (−1) when it counts. A line not yet given its
 * invoice's date (a bulk loader's) counts once the copy trigger dates it.
 */
const sqliteLine = (names: NamesTable, row: Row, sign: 1 | -1) => `
  insert into ${names.table} (${keyOf(names)}, lines)
  select ${names.periodOf(`${row}.invoice_date`)}, ${row}.b2b, ${row}.hsn_code, ${row}.gst_rate_bp, ${row}.unit,
    ${row}.product_name, ${sign}
  where ${row}.counts = 1 and ${row}.invoice_date <> '' ${conflictOf(names)}`;

const sqliteObjects = (names: NamesTable): DerivedObject[] =>
  sqliteRowImageTriggers(
    names.trigger,
    'invoice_items',
    'invoice_date, b2b, counts, hsn_code, gst_rate_bp, unit, product_name',
    (row) => sqliteLine(names, row, 1),
    (row) => sqliteLine(names, row, -1),
  );

/** PostgreSQL: the statement's signed lines (postgres.ts) added up per key, in key order. */
const postgresApply = (names: NamesTable) => (changes: string) =>
  `
    insert into ${names.table} (${keyOf(names)}, lines)
    select ${names.periodOf('invoice_date')}, b2b, hsn_code, gst_rate_bp, unit, product_name, sum(sign)
    from (${changes}) changes where counts = 1 and invoice_date <> ''
    group by ${names.periodOf('invoice_date')}, b2b, hsn_code, gst_rate_bp, unit, product_name
    having sum(sign) <> 0
    order by 1, 2, 3, 4, 5, 6
    ${conflictOf(names)}`;

const postgresObjects = (names: NamesTable): DerivedObject[] => [
  perStatementFunction(names.postgresFunction, postgresApply(names)),
  ...perStatementTriggers(names.trigger, 'invoice_items', names.postgresFunction),
];

const objectsOf = (names: NamesTable, dialect: 'sqlite' | 'postgres') =>
  dialect === 'postgres' ? postgresObjects(names) : sqliteObjects(names);

export function hsnNameObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  return objectsOf(MONTHLY, dialect);
}

export function hsnYearNameObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  return objectsOf(YEARLY, dialect);
}

/** The monthly table's rows from the lines as they stand: what the triggers would have added up. */
export const HSN_NAMES_RECOUNT = `select substr(invoice_date, 1, 7) as month, b2b, hsn_code, gst_rate_bp, unit,
    product_name, count(*) as lines
  from invoice_items where counts = 1 and invoice_date <> ''
  group by substr(invoice_date, 1, 7), b2b, hsn_code, gst_rate_bp, unit, product_name`;

export const FILL_HSN_NAMES = `insert into hsn_monthly_names (${keyOf(MONTHLY)}, lines) ${HSN_NAMES_RECOUNT}`;

/** The yearly table's rows from the monthly one: the same lines, counted per financial year. */
export const HSN_YEAR_NAMES_FROM_MONTHS = `select ${financialYearStartOf('month')} as year_start, b2b, hsn_code,
    gst_rate_bp, unit, product_name, sum(lines) as lines
  from hsn_monthly_names
  group by ${financialYearStartOf('month')}, b2b, hsn_code, gst_rate_bp, unit, product_name
  having sum(lines) <> 0`;

export const FILL_HSN_YEAR_NAMES = `insert into hsn_yearly_names (${keyOf(YEARLY)}, lines) ${HSN_YEAR_NAMES_FROM_MONTHS}`;
