// The current definition of every trigger and view created here is in db/derived; this file is history.
import { type Kysely, sql } from 'kysely';

// SQLite triggers of migration 2026-11-22T0800-report-columns (part of it: written once, never
// edited). They run inside the writing statement, so the report layout is exact after every
// write, whoever writes: the app, a bulk loader, or a hand-made fix.

const B2B = (invoice: string) =>
  `case when ${invoice}.customer_gstin is not null and ${invoice}.customer_gstin <> '' then 1 else 0 end`;
const COUNTS = (invoice: string) => `case when ${invoice}.status <> 'Cancelled' then 1 else 0 end`;

const ITEM_COPIES_INVOICE = `
create trigger invoice_items_copy_invoice after insert on invoice_items
when exists (select 1 from invoices where id = new.invoice_id)
begin
  update invoice_items
  set (invoice_date, b2b, counts) =
    (select i.date, ${B2B('i')}, ${COUNTS('i')} from invoices i where i.id = new.invoice_id)
  where id = new.id;
end`;

// A bulk loader may write an invoice's lines before the invoice itself.
const INVOICE_INSERT_REACHES_ITEMS = `
create trigger invoices_insert_reaches_items after insert on invoices
begin
  update invoice_items set invoice_date = new.date, b2b = ${B2B('new')}, counts = ${COUNTS('new')}
  where invoice_id = new.id;
end`;

const INVOICE_UPDATE_REACHES_ITEMS = `
create trigger invoices_update_reaches_items after update of date, status, customer_gstin on invoices
when old.date is not new.date or old.status is not new.status
  or old.customer_gstin is not new.customer_gstin
begin
  update invoice_items set invoice_date = new.date, b2b = ${B2B('new')}, counts = ${COUNTS('new')}
  where invoice_id = new.id;
end`;

const addDay = (row: 'new' | 'old', sign: 1 | -1) => `
  insert into invoice_daily_totals (date, status, invoices, total_amount, gst_amount, grand_total)
  values (${row}.date, ${row}.status, ${sign}, ${sign} * ${row}.total_amount, ${sign} * ${row}.gst_amount,
    ${sign} * ${row}.grand_total)
  on conflict (date, status) do update set
    invoices = invoices + excluded.invoices,
    total_amount = total_amount + excluded.total_amount,
    gst_amount = gst_amount + excluded.gst_amount,
    grand_total = grand_total + excluded.grand_total;`;

const DAILY_TOTALS = [
  `create trigger invoices_daily_insert after insert on invoices begin ${addDay('new', 1)} end`,
  `create trigger invoices_daily_delete after delete on invoices begin ${addDay('old', -1)} end`,
  `create trigger invoices_daily_update
   after update of date, status, total_amount, gst_amount, grand_total on invoices
   begin ${addDay('old', -1)} ${addDay('new', 1)} end`,
];

const addBalance = (row: 'new' | 'old', sign: 1 | -1) => `
  insert into stock_balances (product_id, quantity) values (${row}.product_id, ${sign} * ${row}.quantity)
  on conflict (product_id) do update set quantity = quantity + excluded.quantity;`;

const STOCK_BALANCES = [
  `create trigger stock_movements_balance_insert after insert on stock_movements
   begin ${addBalance('new', 1)} end`,
  `create trigger stock_movements_balance_delete after delete on stock_movements
   begin ${addBalance('old', -1)} end`,
  `create trigger stock_movements_balance_update after update of product_id, quantity on stock_movements
   begin ${addBalance('old', -1)} ${addBalance('new', 1)} end`,
];

export async function createSqliteReportTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    ITEM_COPIES_INVOICE,
    INVOICE_INSERT_REACHES_ITEMS,
    INVOICE_UPDATE_REACHES_ITEMS,
    ...DAILY_TOTALS,
    ...STOCK_BALANCES,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const SQLITE_REPORT_TRIGGERS = [
  'invoice_items_copy_invoice',
  'invoices_insert_reaches_items',
  'invoices_update_reaches_items',
  'invoices_daily_insert',
  'invoices_daily_delete',
  'invoices_daily_update',
  'stock_movements_balance_insert',
  'stock_movements_balance_delete',
  'stock_movements_balance_update',
];
