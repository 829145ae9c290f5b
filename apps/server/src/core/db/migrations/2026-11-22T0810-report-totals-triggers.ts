// The current definition of every trigger and view created here is in db/derived; this file is history.
import { type Kysely, sql } from 'kysely';

// Triggers of migration 2026-11-22T0810-report-totals (part of it: written once, never edited).
// They follow each invoice line's own row: a line that counts (its invoice is not cancelled) is
// added under its invoice date when it appears, taken off when it goes, and moved when its
// invoice's date, customer or status changes (the 0800 triggers rewrite the line's copies of
// those, which is an update of the line). Only stored line amounts are added up.

type Row = 'new' | 'old';

const HSN_COLUMNS =
  'date, b2b, hsn_code, gst_rate_bp, unit, lines, quantity, subtotal, cgst_amount, sgst_amount, igst_amount';
const PRODUCT_COLUMNS = 'month, product_id, hsn_code, gst_rate_bp, lines, quantity, subtotal, tax_amount';

function hsnValues(row: Row, sign: 1 | -1) {
  return `${row}.invoice_date, ${row}.b2b, ${row}.hsn_code, ${row}.gst_rate_bp, ${row}.unit, ${sign},
    ${sign} * ${row}.quantity, ${sign} * ${row}.subtotal, ${sign} * ${row}.cgst_amount,
    ${sign} * ${row}.sgst_amount, ${sign} * ${row}.igst_amount`;
}

function productValues(row: Row, sign: 1 | -1) {
  return `substr(${row}.invoice_date, 1, 7), ${row}.product_id, ${row}.hsn_code, ${row}.gst_rate_bp, ${sign},
    ${sign} * ${row}.quantity, ${sign} * ${row}.subtotal, ${sign} * ${row}.tax_amount`;
}

function addUp(table: string, columns: string[]) {
  return columns.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(', ');
}

const HSN_CONFLICT = `on conflict (date, b2b, hsn_code, gst_rate_bp, unit) do update set ${addUp(
  'hsn_daily_totals',
  ['lines', 'quantity', 'subtotal', 'cgst_amount', 'sgst_amount', 'igst_amount'],
)}`;
const PRODUCT_CONFLICT = `on conflict (month, product_id, hsn_code, gst_rate_bp) do update set ${addUp(
  'product_monthly_totals',
  ['lines', 'quantity', 'subtotal', 'tax_amount'],
)}`;

/** Adds (sign 1) or takes off (sign −1) one line image, when it counts. */
function applyLine(row: Row, sign: 1 | -1) {
  return `
    insert into hsn_daily_totals (${HSN_COLUMNS}) select ${hsnValues(row, sign)}
      where ${row}.counts = 1 ${HSN_CONFLICT};
    insert into product_monthly_totals (${PRODUCT_COLUMNS}) select ${productValues(row, sign)}
      where ${row}.counts = 1 ${PRODUCT_CONFLICT};`;
}

const LINE_COLUMNS = `invoice_date, b2b, counts, product_id, hsn_code, gst_rate_bp, unit, quantity, subtotal,
  cgst_amount, sgst_amount, igst_amount, tax_amount`;

const SQLITE = [
  `create trigger invoice_items_totals_insert after insert on invoice_items begin ${applyLine('new', 1)} end`,
  `create trigger invoice_items_totals_delete after delete on invoice_items begin ${applyLine('old', -1)} end`,
  `create trigger invoice_items_totals_update after update of ${LINE_COLUMNS} on invoice_items
   begin ${applyLine('old', -1)} ${applyLine('new', 1)} end`,
];

const POSTGRES = [
  `create function invoice_items_totals() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then ${applyLine('old', -1)} end if;
     if tg_op in ('UPDATE', 'INSERT') then ${applyLine('new', 1)} end if;
     return null;
   end $$`,
  `create trigger invoice_items_totals
   after insert or delete or update of ${LINE_COLUMNS} on invoice_items
   for each row execute function invoice_items_totals()`,
];

export const SQLITE_TOTALS_TRIGGERS = [
  'invoice_items_totals_insert',
  'invoice_items_totals_delete',
  'invoice_items_totals_update',
];

export async function createTotalsTriggers(
  db: Kysely<unknown>,
  dialect: 'sqlite' | 'postgres',
): Promise<void> {
  for (const statement of dialect === 'postgres' ? POSTGRES : SQLITE) await sql.raw(statement).execute(db);
}

export async function dropTotalsTriggers(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw('drop trigger if exists invoice_items_totals on invoice_items').execute(db);
    await sql.raw('drop function if exists invoice_items_totals()').execute(db);
    return;
  }
  for (const name of SQLITE_TOTALS_TRIGGERS) await sql.raw(`drop trigger if exists ${name}`).execute(db);
}
