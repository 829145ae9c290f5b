import type { DerivedObject } from './index';

// The stored amounts of the invoice lines that stand, kept per day, supply type, place of supply,
// kind of buyer, GST rate and supply category (outward_daily_totals, migrations 2026-11-27T2000 and
// 2026-11-28T0400), so that GSTR-3B and
// the credit ledger read a few hundred rows per month instead of every invoice and line of it
// (1,000,000 invoices: 28,000 invoices and 226,000 lines a month); outward_monthly_tax holds the
// same lines' amounts per month only, for the credit ledger, which works through every month
// since the books began. A row's buyer is `registered`
// (the invoice's customer GSTIN snapshot is not empty); an inter-state sale to a registered buyer
// also keeps the customer, the GSTIN and the buyer's GST scheme as the invoice keeps it, which
// GSTR-3B's Table 3.2 needs (UIN holders by their number, composition dealers by that scheme).
// The supply category (the line's own, as saved) puts a 0% line in 3.1(c) or 3.1(e). A bill of
// supply (issued while the shop had no GSTIN: its seller snapshot has none) is in no GST return, so
// its lines stay out of outward_daily_totals (they carry no tax, so outward_monthly_tax is the same
// either way and keeps them).
//
// The invariant: each row is the sum over the lines of invoices that stand, each line under its
// invoice's attributes as they are now. A line's own write (insert, delete, a change of its
// amounts or rate or invoice) moves its image under its invoice's current attributes; a change of
// an invoice's date, status, supply, place of supply or buyer moves all its lines from the old
// attributes to the new. The lines' report copies (invoice_date, counts) are left out on purpose:
// the invoice's own trigger has already moved them. Like party-balances.ts these are created once
// by their own migration, not with index.ts's set.
// returns/outward-totals.test.ts recounts them from the documents after random writes.

const REGISTERED = (invoice: string) =>
  `case when ${invoice}.customer_gstin is not null and ${invoice}.customer_gstin <> '' then 1 else 0 end`;
const INTER_REGISTERED = (invoice: string) =>
  `${invoice}.supply_type = 'inter' and ${invoice}.customer_gstin is not null and ${invoice}.customer_gstin <> ''`;
/** The key columns of an invoice image, in the order of KEY below the date. */
const invoiceKey = (invoice: string) => `${invoice}.date, ${invoice}.supply_type, ${invoice}.place_of_supply,
  ${REGISTERED(invoice)},
  case when ${INTER_REGISTERED(invoice)} then ${invoice}.customer_id else 0 end,
  case when ${INTER_REGISTERED(invoice)} then ${invoice}.customer_gstin else '' end,
  case when ${INTER_REGISTERED(invoice)} then ${invoice}.customer_gst_scheme else '' end`;

/**
 * True for an invoice issued under a GSTIN, false for a bill of supply: the seller snapshot is
 * JSON.stringify's text, so a seller without a GSTIN reads `"gstin":""` or `"gstin":null` (a quote
 * inside a string value is escaped, so no other text matches). A row without a snapshot (never
 * written by the app) counts as issued under a GSTIN. Plain text, so both dialects read it alike.
 */
export const issuedUnderGstin = (
  invoice: string,
) => `(coalesce(${invoice}.seller_snapshot, '') not like '%"gstin":""%'
  and coalesce(${invoice}.seller_snapshot, '') not like '%"gstin":null%')`;

/**
 * The kept rows' shape: 1 as migration 2026-11-27T2000 made it (its up and down use it, so it
 * stays as it was); 2 from migration 2026-11-28T0400, with the line's supply category and
 * without bills of supply.
 */
export type OutwardTotalsRevision = 1 | 2;

function definitionsOf(revision: OutwardTotalsRevision) {
  const category = revision === 2;
  const keyColumns = `date, supply_type, place_of_supply, registered, customer_id, customer_gstin,
  customer_gst_scheme, gst_rate_bp${category ? ', supply_category' : ''}`;
  const columns = `${keyColumns}, lines, taxable, cgst_amount, sgst_amount, igst_amount`;
  const add = `on conflict (${keyColumns})
  do update set
    lines = outward_daily_totals.lines + excluded.lines,
    taxable = outward_daily_totals.taxable + excluded.taxable,
    cgst_amount = outward_daily_totals.cgst_amount + excluded.cgst_amount,
    sgst_amount = outward_daily_totals.sgst_amount + excluded.sgst_amount,
    igst_amount = outward_daily_totals.igst_amount + excluded.igst_amount;`;
  const line = (l: string) => `${l}.gst_rate_bp${category ? `, ${l}.supply_category` : ''}`;
  const counted = (invoice: string) => (category ? ` and ${issuedUnderGstin(invoice)}` : '');

  /** One line image (new or old) entering (+1) or leaving (−1), under its invoice as it is now. */
  const lineShare = (row: string, sign: 1 | -1) => `
  insert into outward_daily_totals (${columns})
  select ${invoiceKey('i')}, ${line(row)}, ${sign}, ${sign} * ${row}.subtotal,
    ${sign} * ${row}.cgst_amount, ${sign} * ${row}.sgst_amount, ${sign} * ${row}.igst_amount
  from invoices i where i.id = ${row}.invoice_id and i.status <> 'Cancelled'${counted('i')} ${add}
  insert into outward_monthly_tax (${MONTH_COLUMNS})
  select substr(i.date, 1, 7), ${sign}, ${sign} * ${row}.subtotal, ${sign} * ${row}.cgst_amount,
    ${sign} * ${row}.sgst_amount, ${sign} * ${row}.igst_amount
  from invoices i where i.id = ${row}.invoice_id and i.status <> 'Cancelled' ${ADD_MONTH}`;

  /** All the lines of an invoice image entering (+1) or leaving (−1), under that image's attributes. */
  const invoiceShare = (row: string, sign: 1 | -1) => `
  insert into outward_daily_totals (${columns})
  select ${invoiceKey(row)}, ${line('l')}, ${sign} * count(*), ${sign} * sum(l.subtotal),
    ${sign} * sum(l.cgst_amount), ${sign} * sum(l.sgst_amount), ${sign} * sum(l.igst_amount)
  from invoice_items l where l.invoice_id = ${row}.id and ${row}.status <> 'Cancelled'${counted(row)}
  group by ${line('l')} ${add}
  insert into outward_monthly_tax (${MONTH_COLUMNS})
  select substr(${row}.date, 1, 7), ${sign} * count(*), ${sign} * sum(l.subtotal), ${sign} * sum(l.cgst_amount),
    ${sign} * sum(l.sgst_amount), ${sign} * sum(l.igst_amount)
  from invoice_items l where l.invoice_id = ${row}.id and ${row}.status <> 'Cancelled'
  having count(*) > 0 ${ADD_MONTH}`;

  const fromDocuments = `
  select i.date, i.supply_type, i.place_of_supply, ${REGISTERED('i')} as registered,
    case when ${INTER_REGISTERED('i')} then i.customer_id else 0 end as customer_id,
    case when ${INTER_REGISTERED('i')} then i.customer_gstin else '' end as customer_gstin,
    case when ${INTER_REGISTERED('i')} then i.customer_gst_scheme else '' end as customer_gst_scheme,
    ${line('l')}, count(*) as lines, sum(l.subtotal) as taxable, sum(l.cgst_amount) as cgst_amount,
    sum(l.sgst_amount) as sgst_amount, sum(l.igst_amount) as igst_amount
  from invoice_items l join invoices i on i.id = l.invoice_id
  where i.status <> 'Cancelled'${counted('i')}
  group by i.date, i.supply_type, i.place_of_supply, ${REGISTERED('i')},
    case when ${INTER_REGISTERED('i')} then i.customer_id else 0 end,
    case when ${INTER_REGISTERED('i')} then i.customer_gstin else '' end,
    case when ${INTER_REGISTERED('i')} then i.customer_gst_scheme else '' end, ${line('l')}`;

  return {
    columns,
    fromDocuments,
    lineShare,
    invoiceShare,
    lineColumns: `invoice_id, gst_rate_bp, subtotal, cgst_amount, sgst_amount, igst_amount${category ? ', supply_category' : ''}`,
    invoiceColumns: `date, status, supply_type, place_of_supply, customer_gstin, customer_id, customer_gst_scheme${category ? ', seller_snapshot' : ''}`,
  };
}

const MONTH_COLUMNS = 'month, lines, taxable, cgst_amount, sgst_amount, igst_amount';

const ADD_MONTH = `on conflict (month) do update set
    lines = outward_monthly_tax.lines + excluded.lines,
    taxable = outward_monthly_tax.taxable + excluded.taxable,
    cgst_amount = outward_monthly_tax.cgst_amount + excluded.cgst_amount,
    sgst_amount = outward_monthly_tax.sgst_amount + excluded.sgst_amount,
    igst_amount = outward_monthly_tax.igst_amount + excluded.igst_amount;`;

type Definitions = ReturnType<typeof definitionsOf>;

function sqliteObjects(d: Definitions): DerivedObject[] {
  const trigger = (name: string, table: string, event: string, body: string): DerivedObject => ({
    kind: 'trigger',
    name,
    table,
    sql: `create trigger ${name} after ${event} on ${table} begin ${body} end`,
  });
  return [
    trigger('invoice_items_outward_insert', 'invoice_items', 'insert', d.lineShare('new', 1)),
    trigger('invoice_items_outward_delete', 'invoice_items', 'delete', d.lineShare('old', -1)),
    trigger(
      'invoice_items_outward_update',
      'invoice_items',
      `update of ${d.lineColumns}`,
      `${d.lineShare('old', -1)} ${d.lineShare('new', 1)}`,
    ),
    trigger('invoices_outward_insert', 'invoices', 'insert', d.invoiceShare('new', 1)),
    trigger('invoices_outward_delete', 'invoices', 'delete', d.invoiceShare('old', -1)),
    trigger(
      'invoices_outward_update',
      'invoices',
      `update of ${d.invoiceColumns}`,
      `${d.invoiceShare('old', -1)} ${d.invoiceShare('new', 1)}`,
    ),
  ];
}

/** PostgreSQL: one function per table, by operation, then its row trigger (as party-balances.ts). */
function postgresObjects(d: Definitions): DerivedObject[] {
  const pair = (
    name: string,
    table: string,
    events: string,
    minus: string,
    plus: string,
  ): DerivedObject[] => [
    {
      kind: 'function',
      name,
      sql: `create function ${name}() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${minus} end if;
          if tg_op in ('UPDATE', 'INSERT') then ${plus} end if;
          return null;
        end $$`,
    },
    {
      kind: 'trigger',
      name,
      table,
      sql: `create trigger ${name} after ${events} on ${table} for each row execute function ${name}()`,
    },
  ];
  return [
    ...pair(
      'invoice_items_outward',
      'invoice_items',
      `insert or delete or update of ${d.lineColumns}`,
      d.lineShare('old', -1),
      d.lineShare('new', 1),
    ),
    ...pair(
      'invoices_outward',
      'invoices',
      `insert or delete or update of ${d.invoiceColumns}`,
      d.invoiceShare('old', -1),
      d.invoiceShare('new', 1),
    ),
  ];
}

/** The triggers (and PostgreSQL functions) keeping outward_daily_totals, in creation order. */
export function outwardTotalObjects(
  dialect: 'sqlite' | 'postgres',
  revision: OutwardTotalsRevision = 2,
): readonly DerivedObject[] {
  const d = definitionsOf(revision);
  return dialect === 'postgres' ? postgresObjects(d) : sqliteObjects(d);
}

/** The set-based fill of outward_daily_totals from the documents (the migrations', and the tests' recount). */
export const outwardTotalsFromDocuments = (revision: OutwardTotalsRevision = 2) =>
  definitionsOf(revision).fromDocuments;

/** The columns of outward_daily_totals, in the order of outwardTotalsFromDocuments. */
export const outwardTotalColumns = (revision: OutwardTotalsRevision = 2) => definitionsOf(revision).columns;

// As migration 2026-11-27T2000 created them (it imports these names).
export const outwardTotalObjectsOf = (dialect: 'sqlite' | 'postgres') => outwardTotalObjects(dialect, 1);
export const OUTWARD_TOTALS_FROM_DOCUMENTS = outwardTotalsFromDocuments(1);
export const OUTWARD_TOTAL_COLUMNS = outwardTotalColumns(1);

/** The same summed per month only (outward_monthly_tax), for the credit ledger's periods. */
export const OUTWARD_MONTHLY_TAX_FROM_DOCUMENTS = `
  select substr(i.date, 1, 7) as month, count(*) as lines, sum(l.subtotal) as taxable,
    sum(l.cgst_amount) as cgst_amount, sum(l.sgst_amount) as sgst_amount, sum(l.igst_amount) as igst_amount
  from invoice_items l join invoices i on i.id = l.invoice_id
  where i.status <> 'Cancelled'
  group by substr(i.date, 1, 7)`;

export const OUTWARD_MONTHLY_TAX_COLUMNS = MONTH_COLUMNS;
