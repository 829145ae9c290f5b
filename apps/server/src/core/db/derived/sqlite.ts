import type { DerivedObject } from './index';
import { sqliteRowImageTriggers } from './sqlite-row-triggers';
import { STOCK_LEDGER } from './stock-ledger';

// SQLite's derived data: the current definition of every trigger and view (see index.ts for the
// model). SQLite writes one transaction at a time, so its triggers work row by row: each one adds
// a row image's amounts (sign 1) or takes them off (sign −1). The order in which triggers of one
// event fire does not matter: every total is a sum of such signed images, and the copy triggers
// set a line's copies to absolute values.

type Row = 'new' | 'old';
type Sign = 1 | -1;

// ---------------------------------------------------------------------------------------------
// Report copies on invoice lines: invoice_date, b2b (the customer snapshot has a GSTIN) and
// counts (the invoice is not cancelled). The app writes them with each line
// (invoices/report-line-copies.ts); these triggers fill a line written without them (an empty
// invoice_date, as a bulk loader leaves it) and carry later changes of the invoice to its lines.

const B2B = (invoice: string) =>
  `case when ${invoice}.customer_gstin is not null and ${invoice}.customer_gstin <> '' then 1 else 0 end`;
const COUNTS = (invoice: string) => `case when ${invoice}.status <> 'Cancelled' then 1 else 0 end`;

const REPORT_COPIES: DerivedObject[] = [
  {
    // Only lines written without their copies: the app's lines are written once, not twice.
    kind: 'trigger',
    name: 'invoice_items_copy_invoice',
    table: 'invoice_items',
    sql: `create trigger invoice_items_copy_invoice after insert on invoice_items
      when new.invoice_date = '' and exists (select 1 from invoices where id = new.invoice_id)
      begin
        update invoice_items
        set (invoice_date, b2b, counts) =
          (select i.date, ${B2B('i')}, ${COUNTS('i')} from invoices i where i.id = new.invoice_id)
        where id = new.id;
      end`,
  },
  {
    // A bulk loader may write an invoice's lines before the invoice (foreign keys deferred).
    kind: 'trigger',
    name: 'invoices_insert_reaches_items',
    table: 'invoices',
    sql: `create trigger invoices_insert_reaches_items after insert on invoices
      begin
        update invoice_items set invoice_date = new.date, b2b = ${B2B('new')}, counts = ${COUNTS('new')}
        where invoice_id = new.id;
      end`,
  },
  {
    // Editing the date or customer, cancelling or restoring: the lines' copies follow, and that
    // update of the lines moves them in the totals and in stock (triggers below).
    kind: 'trigger',
    name: 'invoices_update_reaches_items',
    table: 'invoices',
    sql: `create trigger invoices_update_reaches_items after update of date, status, customer_gstin on invoices
      when old.date is not new.date or old.status is not new.status
        or old.customer_gstin is not new.customer_gstin
      begin
        update invoice_items set invoice_date = new.date, b2b = ${B2B('new')}, counts = ${COUNTS('new')}
        where invoice_id = new.id;
      end`,
  },
];

// ---------------------------------------------------------------------------------------------
// Stock: the view stock_ledger and stock_balances, the ledger's sum per product.

const ADD_TO_BALANCE =
  'on conflict (product_id) do update set quantity_milli = stock_balances.quantity_milli + excluded.quantity_milli;';

/** A purchase movement's image entering (sign 1) or leaving (sign −1) its product's balance. */
const purchaseBalance = (row: Row, sign: Sign) =>
  `insert into stock_balances (product_id, quantity_milli) values (${row}.product_id, ${sign} * ${row}.quantity_milli)
    ${ADD_TO_BALANCE}`;

/** A counted sale line's image: sign −1 takes it out of stock, sign 1 puts it back. */
const saleBalance = (row: Row, sign: Sign) =>
  `insert into stock_balances (product_id, quantity_milli)
    select ${row}.product_id, ${sign} * ${row}.quantity_milli where ${row}.counts = 1 ${ADD_TO_BALANCE}`;

const STOCK_BALANCES: DerivedObject[] = [
  ...sqliteRowImageTriggers(
    'stock_movements_balance',
    'stock_movements',
    'product_id, quantity_milli',
    (row) => purchaseBalance(row, 1),
    (row) => purchaseBalance(row, -1),
  ),
  // Cancelling or restoring an invoice changes its lines' counts (invoices_update_reaches_items).
  ...sqliteRowImageTriggers(
    'invoice_items_stock',
    'invoice_items',
    'product_id, quantity_milli, counts',
    (row) => saleBalance(row, -1),
    (row) => saleBalance(row, 1),
  ),
];

// ---------------------------------------------------------------------------------------------
// Report totals: hsn_daily_totals and product_monthly_totals from the invoice lines that count,
// invoice_daily_totals from the invoices. Only stored amounts are added up: no tax is computed.
// A totals row whose lines have all gone stays, with lines = 0.

const HSN_CONFLICT = `on conflict (date, b2b, hsn_code, gst_rate_bp, unit) do update set
  lines = hsn_daily_totals.lines + excluded.lines,
  quantity_milli = hsn_daily_totals.quantity_milli + excluded.quantity_milli,
  subtotal = hsn_daily_totals.subtotal + excluded.subtotal,
  cgst_amount = hsn_daily_totals.cgst_amount + excluded.cgst_amount,
  sgst_amount = hsn_daily_totals.sgst_amount + excluded.sgst_amount,
  igst_amount = hsn_daily_totals.igst_amount + excluded.igst_amount;`;

const PRODUCT_CONFLICT = `on conflict (month, product_id, hsn_code, gst_rate_bp) do update set
  lines = product_monthly_totals.lines + excluded.lines,
  quantity_milli = product_monthly_totals.quantity_milli + excluded.quantity_milli,
  subtotal = product_monthly_totals.subtotal + excluded.subtotal,
  tax_amount = product_monthly_totals.tax_amount + excluded.tax_amount;`;

/** Adds (sign 1) or takes off (sign −1) one line image, when it counts. */
const lineTotals = (row: Row, sign: Sign) => `
  insert into hsn_daily_totals (date, b2b, hsn_code, gst_rate_bp, unit, lines, quantity_milli, subtotal,
    cgst_amount, sgst_amount, igst_amount)
  select ${row}.invoice_date, ${row}.b2b, ${row}.hsn_code, ${row}.gst_rate_bp, ${row}.unit, ${sign},
    ${sign} * ${row}.quantity_milli, ${sign} * ${row}.subtotal, ${sign} * ${row}.cgst_amount,
    ${sign} * ${row}.sgst_amount, ${sign} * ${row}.igst_amount
  where ${row}.counts = 1 ${HSN_CONFLICT}
  insert into product_monthly_totals (month, product_id, hsn_code, gst_rate_bp, lines, quantity_milli, subtotal,
    tax_amount)
  select substr(${row}.invoice_date, 1, 7), ${row}.product_id, ${row}.hsn_code, ${row}.gst_rate_bp, ${sign},
    ${sign} * ${row}.quantity_milli, ${sign} * ${row}.subtotal, ${sign} * ${row}.tax_amount
  where ${row}.counts = 1 ${PRODUCT_CONFLICT}`;

/** Adds (sign 1) or takes off (sign −1) one invoice image under its date and status. */
const dayTotals = (row: Row, sign: Sign) => `
  insert into invoice_daily_totals (date, status, invoices, total_amount, gst_amount, grand_total)
  values (${row}.date, ${row}.status, ${sign}, ${sign} * ${row}.total_amount, ${sign} * ${row}.gst_amount,
    ${sign} * ${row}.grand_total)
  on conflict (date, status) do update set
    invoices = invoices + excluded.invoices,
    total_amount = total_amount + excluded.total_amount,
    gst_amount = gst_amount + excluded.gst_amount,
    grand_total = grand_total + excluded.grand_total;`;

const REPORT_TOTALS: DerivedObject[] = [
  // Every column a totals key or amount is made of, the line's report copies included.
  ...sqliteRowImageTriggers(
    'invoice_items_totals',
    'invoice_items',
    `invoice_date, b2b, counts, product_id, hsn_code, gst_rate_bp, unit, quantity_milli, subtotal,
      cgst_amount, sgst_amount, igst_amount, tax_amount`,
    (row) => lineTotals(row, 1),
    (row) => lineTotals(row, -1),
  ),
  ...sqliteRowImageTriggers(
    'invoices_daily',
    'invoices',
    'date, status, total_amount, gst_amount, grand_total',
    (row) => dayTotals(row, 1),
    (row) => dayTotals(row, -1),
  ),
];

/** Every SQLite trigger and view of the derived data, in the order they are created. */
export const SQLITE_DERIVED_DATA: readonly DerivedObject[] = [
  ...REPORT_COPIES,
  STOCK_LEDGER,
  ...STOCK_BALANCES,
  ...REPORT_TOTALS,
];
