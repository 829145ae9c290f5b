import type { DerivedObject } from './index';
import { STOCK_LEDGER } from './stock-ledger';

// PostgreSQL's derived data: the current definition of every trigger function, trigger and view
// (see index.ts for the model). The same rules as sqlite.ts, with two differences:
// - The totals and stock balances on invoice_items and stock_movements are kept per statement:
//   a statement's rows are added up first and each totals row is then touched once, in key
//   order. Per-row triggers locked the same totals rows in the order of an invoice's lines, so
//   two invoices issued at once with the same products in another order deadlocked (see
//   docs/performance.md). invoice_daily_totals is still kept per row: one invoice, one row.
// - An invoice line's report copies are filled in a BEFORE INSERT trigger, which costs no
//   second write, so there is no need for SQLite's "only when missing" condition. PostgreSQL
//   checks foreign keys at once, so an invoice always exists before its lines and needs no
//   trigger on insert to reach them.
// Triggers of one event fire in name order; as in SQLite, the order does not change any total.

// ---------------------------------------------------------------------------------------------
// Report copies on invoice lines: invoice_date, b2b (the customer snapshot has a GSTIN) and
// counts (the invoice is not cancelled). The app writes them with each line too
// (invoices/report-line-copies.ts); the trigger overwrites them with the same values.

const B2B = (invoice: string) =>
  `(${invoice}.customer_gstin is not null and ${invoice}.customer_gstin <> '')::int`;
const COUNTS = (invoice: string) => `(${invoice}.status <> 'Cancelled')::int`;

const REPORT_COPIES: DerivedObject[] = [
  {
    kind: 'function',
    name: 'invoice_items_copy_invoice',
    sql: `create function invoice_items_copy_invoice() returns trigger language plpgsql as $$
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
  },
  {
    kind: 'trigger',
    name: 'invoice_items_copy_invoice',
    table: 'invoice_items',
    sql: `create trigger invoice_items_copy_invoice before insert on invoice_items
      for each row execute function invoice_items_copy_invoice()`,
  },
  {
    kind: 'function',
    name: 'invoices_reach_items',
    sql: `create function invoices_reach_items() returns trigger language plpgsql as $$
      begin
        update invoice_items set invoice_date = new.date, b2b = ${B2B('new')}, counts = ${COUNTS('new')}
          where invoice_id = new.id;
        return null;
      end $$`,
  },
  {
    // Editing the date or customer, cancelling or restoring: the lines' copies follow, and that
    // update of the lines moves them in the totals and in stock (triggers below).
    kind: 'trigger',
    name: 'invoices_update_reaches_items',
    table: 'invoices',
    sql: `create trigger invoices_update_reaches_items after update of date, status, customer_gstin on invoices
      for each row when (old.date is distinct from new.date or old.status is distinct from new.status
        or old.customer_gstin is distinct from new.customer_gstin)
      execute function invoices_reach_items()`,
  },
];

// ---------------------------------------------------------------------------------------------
// Per-statement triggers: one function per kept table group, run once per statement with the
// statement's rows in the transition tables new_rows and old_rows.

/** The statement's rows, signed: + for rows written, − for rows gone; an update is both. */
const CHANGES = {
  INSERT: 'select 1 as sign, * from new_rows',
  DELETE: 'select -1 as sign, * from old_rows',
  UPDATE: 'select 1 as sign, * from new_rows union all select -1 as sign, * from old_rows',
} as const;

/** A trigger function running `apply` over the signed rows of the statement that fired it. */
export function perStatementFunction(name: string, apply: (changes: string) => string): DerivedObject {
  // Each branch names only the transition tables its event has; PL/pgSQL plans a statement when
  // it first runs, so the branches of other events never touch a missing table.
  return {
    kind: 'function',
    name,
    sql: `create function ${name}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${apply(CHANGES.INSERT)}
        elsif tg_op = 'DELETE' then ${apply(CHANGES.DELETE)}
        else ${apply(CHANGES.UPDATE)}
        end if;
        return null;
      end $$`,
  };
}

/** <prefix>_insert, _update and _delete on `table`, each running `fn` once per statement. */
export function perStatementTriggers(prefix: string, table: string, fn: string): DerivedObject[] {
  const trigger = (event: 'insert' | 'update' | 'delete', transitionTables: string): DerivedObject => ({
    kind: 'trigger',
    name: `${prefix}_${event}`,
    table,
    sql: `create trigger ${prefix}_${event} after ${event} on ${table}
      referencing ${transitionTables} for each statement execute function ${fn}()`,
  });
  return [
    trigger('insert', 'new table as new_rows'),
    trigger('update', 'old table as old_rows new table as new_rows'),
    trigger('delete', 'old table as old_rows'),
  ];
}

// ---------------------------------------------------------------------------------------------
// Stock: the view stock_ledger and stock_balances, the ledger's sum per product.

const STOCK_BALANCES: DerivedObject[] = [
  // Purchase movements enter stock.
  perStatementFunction(
    'stock_movements_balance_per_statement',
    (changes) => `
      insert into stock_balances (product_id, quantity_milli)
      select product_id, sum(sign * quantity_milli) from (${changes}) changes
      group by product_id
      having sum(sign * quantity_milli) <> 0
      order by product_id
      on conflict (product_id) do update set
        quantity_milli = stock_balances.quantity_milli + excluded.quantity_milli;`,
  ),
  ...perStatementTriggers(
    'stock_movements_balance',
    'stock_movements',
    'stock_movements_balance_per_statement',
  ),
  // Counted sale lines leave stock; a line whose counts drops to 0 (its invoice cancelled) comes back.
  perStatementFunction(
    'invoice_items_stock_per_statement',
    (changes) => `
      insert into stock_balances (product_id, quantity_milli)
      select product_id, sum(-sign * quantity_milli) from (${changes}) changes where counts = 1
      group by product_id having sum(-sign * quantity_milli) <> 0 order by product_id
      on conflict (product_id) do update set quantity_milli = stock_balances.quantity_milli + excluded.quantity_milli;`,
  ),
  ...perStatementTriggers('invoice_items_stock', 'invoice_items', 'invoice_items_stock_per_statement'),
];

// ---------------------------------------------------------------------------------------------
// Report totals: hsn_daily_totals and product_monthly_totals from the invoice lines that count,
// invoice_daily_totals from the invoices. Only stored amounts are added up: no tax is computed.
// A totals row whose lines have all gone stays, with lines = 0.

const LINE_TOTALS = perStatementFunction(
  'invoice_items_totals_per_statement',
  (changes) => `
    insert into hsn_daily_totals (date, b2b, hsn_code, gst_rate_bp, unit, lines, quantity_milli, subtotal,
      cgst_amount, sgst_amount, igst_amount)
    select invoice_date, b2b, hsn_code, gst_rate_bp, unit, sum(sign * 1), sum(sign * quantity_milli),
      sum(sign * subtotal), sum(sign * cgst_amount), sum(sign * sgst_amount), sum(sign * igst_amount)
    from (${changes}) changes where counts = 1
    group by invoice_date, b2b, hsn_code, gst_rate_bp, unit
    having sum(sign * 1) <> 0 or sum(sign * quantity_milli) <> 0 or sum(sign * subtotal) <> 0
      or sum(sign * cgst_amount) <> 0 or sum(sign * sgst_amount) <> 0 or sum(sign * igst_amount) <> 0
    order by invoice_date, b2b, hsn_code, gst_rate_bp, unit
    on conflict (date, b2b, hsn_code, gst_rate_bp, unit) do update set
      lines = hsn_daily_totals.lines + excluded.lines,
      quantity_milli = hsn_daily_totals.quantity_milli + excluded.quantity_milli,
      subtotal = hsn_daily_totals.subtotal + excluded.subtotal,
      cgst_amount = hsn_daily_totals.cgst_amount + excluded.cgst_amount,
      sgst_amount = hsn_daily_totals.sgst_amount + excluded.sgst_amount,
      igst_amount = hsn_daily_totals.igst_amount + excluded.igst_amount;
    insert into product_monthly_totals (month, product_id, hsn_code, gst_rate_bp, lines, quantity_milli, subtotal,
      tax_amount)
    select substr(invoice_date, 1, 7), product_id, hsn_code, gst_rate_bp, sum(sign * 1), sum(sign * quantity_milli),
      sum(sign * subtotal), sum(sign * tax_amount)
    from (${changes}) changes where counts = 1
    group by substr(invoice_date, 1, 7), product_id, hsn_code, gst_rate_bp
    having sum(sign * 1) <> 0 or sum(sign * quantity_milli) <> 0 or sum(sign * subtotal) <> 0
      or sum(sign * tax_amount) <> 0
    order by substr(invoice_date, 1, 7), product_id, hsn_code, gst_rate_bp
    on conflict (month, product_id, hsn_code, gst_rate_bp) do update set
      lines = product_monthly_totals.lines + excluded.lines,
      quantity_milli = product_monthly_totals.quantity_milli + excluded.quantity_milli,
      subtotal = product_monthly_totals.subtotal + excluded.subtotal,
      tax_amount = product_monthly_totals.tax_amount + excluded.tax_amount;`,
);

/** Adds (sign 1) or takes off (sign −1) one invoice image under its date and status. */
const dayTotals = (row: 'new' | 'old', sign: 1 | -1) => `
  insert into invoice_daily_totals as t (date, status, invoices, total_amount, gst_amount, grand_total)
  values (${row}.date, ${row}.status, ${sign}, ${sign} * ${row}.total_amount, ${sign} * ${row}.gst_amount,
    ${sign} * ${row}.grand_total)
  on conflict (date, status) do update set
    invoices = t.invoices + excluded.invoices,
    total_amount = t.total_amount + excluded.total_amount,
    gst_amount = t.gst_amount + excluded.gst_amount,
    grand_total = t.grand_total + excluded.grand_total;`;

const REPORT_TOTALS: DerivedObject[] = [
  LINE_TOTALS,
  ...perStatementTriggers('invoice_items_totals', 'invoice_items', 'invoice_items_totals_per_statement'),
  {
    kind: 'function',
    name: 'invoices_daily_totals',
    sql: `create function invoices_daily_totals() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${dayTotals('old', -1)} end if;
        if tg_op in ('UPDATE', 'INSERT') then ${dayTotals('new', 1)} end if;
        return null;
      end $$`,
  },
  {
    kind: 'trigger',
    name: 'invoices_daily_totals',
    table: 'invoices',
    sql: `create trigger invoices_daily_totals
      after insert or delete or update of date, status, total_amount, gst_amount, grand_total on invoices
      for each row execute function invoices_daily_totals()`,
  },
];

/** Every PostgreSQL trigger function, trigger and view of the derived data, in creation order. */
export const POSTGRES_DERIVED_DATA: readonly DerivedObject[] = [
  ...REPORT_COPIES,
  STOCK_LEDGER,
  ...STOCK_BALANCES,
  ...REPORT_TOTALS,
];
