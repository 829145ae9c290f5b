// The current definition of every trigger and view created here is in db/derived; this file is history.
import { type Kysely, sql } from 'kysely';

// PostgreSQL triggers of migration 2026-11-22T0800-report-columns (part of it: written once,
// never edited). The same rules as the SQLite triggers beside this file, in PL/pgSQL.

const B2B = (invoice: string) =>
  `(${invoice}.customer_gstin is not null and ${invoice}.customer_gstin <> '')::int`;
const COUNTS = (invoice: string) => `(${invoice}.status <> 'Cancelled')::int`;

const ITEM_COPIES_INVOICE = [
  `create function invoice_items_copy_invoice() returns trigger language plpgsql as $$
   declare invoice record;
   begin
     select i.date, ${B2B('i')} as b2b, ${COUNTS('i')} as counts into invoice
       from invoices i where i.id = new.invoice_id;
     if found then
       new.invoice_date := invoice.date;
       new.b2b := invoice.b2b;
       new.counts := invoice.counts;
     end if;
     return new;
   end $$`,
  `create trigger invoice_items_copy_invoice before insert on invoice_items
   for each row execute function invoice_items_copy_invoice()`,
];

const INVOICE_REACHES_ITEMS = [
  `create function invoices_reach_items() returns trigger language plpgsql as $$
   begin
     update invoice_items set invoice_date = new.date, b2b = ${B2B('new')}, counts = ${COUNTS('new')}
       where invoice_id = new.id;
     return null;
   end $$`,
  `create trigger invoices_update_reaches_items after update of date, status, customer_gstin on invoices
   for each row when (old.date is distinct from new.date or old.status is distinct from new.status
     or old.customer_gstin is distinct from new.customer_gstin)
   execute function invoices_reach_items()`,
];

const addDay = (row: 'new' | 'old', sign: 1 | -1) => `
  insert into invoice_daily_totals as t (date, status, invoices, total_amount, gst_amount, grand_total)
  values (${row}.date, ${row}.status, ${sign}, ${sign} * ${row}.total_amount, ${sign} * ${row}.gst_amount,
    ${sign} * ${row}.grand_total)
  on conflict (date, status) do update set
    invoices = t.invoices + excluded.invoices,
    total_amount = t.total_amount + excluded.total_amount,
    gst_amount = t.gst_amount + excluded.gst_amount,
    grand_total = t.grand_total + excluded.grand_total;`;

const DAILY_TOTALS = [
  `create function invoices_daily_totals() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then ${addDay('old', -1)} end if;
     if tg_op in ('UPDATE', 'INSERT') then ${addDay('new', 1)} end if;
     return null;
   end $$`,
  `create trigger invoices_daily_totals
   after insert or delete or update of date, status, total_amount, gst_amount, grand_total on invoices
   for each row execute function invoices_daily_totals()`,
];

const addBalance = (row: 'new' | 'old', sign: 1 | -1) => `
  insert into stock_balances as b (product_id, quantity) values (${row}.product_id, ${sign} * ${row}.quantity)
  on conflict (product_id) do update set quantity = b.quantity + excluded.quantity;`;

const STOCK_BALANCES = [
  `create function stock_movements_balance() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then ${addBalance('old', -1)} end if;
     if tg_op in ('UPDATE', 'INSERT') then ${addBalance('new', 1)} end if;
     return null;
   end $$`,
  `create trigger stock_movements_balance
   after insert or delete or update of product_id, quantity on stock_movements
   for each row execute function stock_movements_balance()`,
];

export async function createPostgresReportTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [...ITEM_COPIES_INVOICE, ...INVOICE_REACHES_ITEMS, ...DAILY_TOTALS, ...STOCK_BALANCES];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function dropPostgresReportTriggers(db: Kysely<unknown>): Promise<void> {
  for (const [trigger, table] of [
    ['invoice_items_copy_invoice', 'invoice_items'],
    ['invoices_update_reaches_items', 'invoices'],
    ['invoices_daily_totals', 'invoices'],
    ['stock_movements_balance', 'stock_movements'],
  ]) {
    await sql.raw(`drop trigger if exists ${trigger} on ${table}`).execute(db);
  }
  for (const fn of [
    'invoice_items_copy_invoice',
    'invoices_reach_items',
    'invoices_daily_totals',
    'stock_movements_balance',
  ]) {
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
}
