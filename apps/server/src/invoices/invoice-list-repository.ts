import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { containsPattern, containsText, type PagedListFilter } from '../core/db/list-filters';
import { preparedQuery } from '../core/db/prepared-query';
import type { Database } from '../core/db/schema';
import {
  type EDocumentRules,
  type EwayFilter,
  ewayCondition,
  type IrnFilter,
  irnCondition,
} from '../e-documents/e-document-conditions';
import {
  eDocumentColumns,
  type InvoiceEDocuments,
  invoicesWithEDocuments,
} from '../e-documents/e-document-statuses';
import type { InvoiceRow } from './invoice-repository';
import type { InvoiceRateTotalRow } from './kept-rate-totals';

// The invoice list's reads: one page (with its count, when the count is kept), its count and its
// lines summed per rate.

export type InvoiceListFilter = PagedListFilter & {
  customerId?: number | undefined;
  /** The e-way bill and e-invoice filters, asked with the shop's limits as of `now` (ISO instant). */
  eDocuments?: {
    eway?: EwayFilter | undefined;
    irn?: IrnFilter | undefined;
    rules: EDocumentRules;
    now: string;
  };
};

/**
 * Whether the list is narrowed at all. Unfiltered, the queries carry no WHERE: Kysely writes an
 * empty condition list as `1 = 1`, and SQLite counts a table without reading its rows only for a
 * bare count(*) (20,000 invoices: 0.95 ms with `where 1 = 1`, 0.03 ms without).
 */
function isFiltered(filter: InvoiceListFilter): boolean {
  return (
    Boolean(filter.from || filter.to || filter.search || filter.eDocuments?.eway || filter.eDocuments?.irn) ||
    filter.customerId !== undefined
  );
}

function filterConditions(db: Db, filter: InvoiceListFilter) {
  return (eb: ExpressionBuilder<Database, 'invoices'>) => {
    const conditions = [];
    if (filter.from) conditions.push(eb('invoices.date', '>=', filter.from));
    if (filter.to) conditions.push(eb('invoices.date', '<=', filter.to));
    if (filter.customerId !== undefined) conditions.push(eb('invoices.customer_id', '=', filter.customerId));
    const e = filter.eDocuments;
    if (e?.eway) conditions.push(ewayCondition(eb, e.eway, e.rules, e.now));
    if (e?.irn) conditions.push(irnCondition(eb, e.irn, e.rules));
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      conditions.push(
        eb.or([
          sql<SqlBool>`invoices.number_key like ${pattern.toUpperCase()} escape '\\'`,
          containsText(db, 'invoices.customer_name', filter.search),
          eb.exists(
            eb
              .selectFrom('invoice_items')
              .select(sql`1`.as('one'))
              .whereRef('invoice_items.invoice_id', '=', 'invoices.id')
              .where(containsText(db, 'invoice_items.product_name', filter.search)),
          ),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** What a list row shows of an invoice, its payment and its e-documents need (no seller snapshot, no keys). */
const LIST_COLUMNS = [
  'id',
  'invoice_number',
  'date',
  'created_at',
  'customer_id',
  'customer_name',
  'customer_gstin',
  'customer_email',
  'customer_phone',
  'customer_address',
  'customer_state_code',
  'supply_type',
  'status',
  'total_amount',
  'gst_amount',
  'round_off',
  'grand_total',
  'settled',
  'noted',
  'refunded',
  'rate_totals',
] as const satisfies readonly (keyof InvoiceRow)[];

const LIST_SELECTION = LIST_COLUMNS.map((column) => `invoices.${column}` as const);

/** A list row: what it shows of the invoice and its e-way bill and IRN. */
export type InvoiceListDbRow = Pick<InvoiceRow, (typeof LIST_COLUMNS)[number]> & InvoiceEDocuments;

/** Whether only dates narrow the list (or nothing does): then its count is kept per day. */
export function isCountKept(filter: InvoiceListFilter): boolean {
  return (
    !filter.search && !filter.eDocuments?.eway && !filter.eDocuments?.irn && filter.customerId === undefined
  );
}

/**
 * One page of invoices, newest date first (ties: newest id first). The page's ids are picked from
 * the index on (date, id) alone and only those rows are read (the columns the list shows):
 * PostgreSQL otherwise sorted every row of a month (28,000, on disk) to reach its last page (298
 * ms, now 6 ms). Each row comes with its e-way bill and IRN, joined: on PostgreSQL every
 * statement is a round trip.
 */
function pageQuery(db: Db, filter: InvoiceListFilter) {
  const pageIds = db
    .selectFrom('invoices')
    .select('invoices.id')
    .$if(isFiltered(filter), (query) => query.where(filterConditions(db, filter)))
    .orderBy('invoices.date', 'desc')
    .orderBy('invoices.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset);
  // Only the columns the list shows: the whole row (with the seller snapshot) cost a third more.
  return invoicesWithEDocuments(db)
    .select([...LIST_SELECTION, ...eDocumentColumns])
    .where('invoices.id', 'in', pageIds)
    .orderBy('invoices.date', 'desc')
    .orderBy('invoices.id', 'desc');
}

export function findInvoices(db: Db, filter: InvoiceListFilter): Promise<InvoiceListDbRow[]> {
  return pageQuery(db, filter).execute();
}

/**
 * The page of a list whose count is kept (isCountKept), each row carrying that count as
 * `list_total`: the page and its count in one statement. A page past the end has no row to carry
 * it.
 */
export function findInvoicesWithKeptCount(
  db: Db,
  filter: InvoiceListFilter,
): Promise<(InvoiceListDbRow & { list_total: number | null })[]> {
  if (!isFiltered(filter)) return unfilteredPageWithCount(db, filter.limit, filter.offset);
  return pageWithKeptCount(db, filter).execute();
}

function pageWithKeptCount(db: Db, filter: InvoiceListFilter) {
  return pageQuery(db, filter).select(keptCountOfDays(db, filter).as('list_total'));
}

/**
 * The list as it opens, narrowed by nothing: its statement is the same for every page, so it is
 * compiled once (db/prepared-query.ts); building and compiling it was about a tenth of the page.
 */
const unfilteredPageWithCount = preparedQuery((db: Db, limit: number, offset: number) =>
  pageWithKeptCount(db, { limit, offset }),
);

/** How many invoices the list holds: kept per day when only dates narrow it, else counted. */
export async function countInvoices(db: Db, filter: InvoiceListFilter): Promise<number> {
  if (!isCountKept(filter)) return countMatchingInvoices(db, filter);
  const row = await keptCountOfDays(db, filter).executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/**
 * How many invoices a list narrowed by dates alone holds: the sum of the kept per-day counts
 * (invoice_daily_totals, every status, kept by triggers with each invoice), a thousand days' rows
 * rather than a million invoices' index entries (SQLite 0.5 → 0.2 ms at 1,000,000 invoices;
 * PostgreSQL has no cheap count(*) at all).
 */
function keptCountOfDays(db: Db, filter: InvoiceListFilter) {
  return db
    .selectFrom('invoice_daily_totals')
    .select((eb) => eb.fn.sum<number | null>('invoices').as('total'))
    .$if(Boolean(filter.from), (query) => query.where('date', '>=', filter.from ?? ''))
    .$if(Boolean(filter.to), (query) => query.where('date', '<=', filter.to ?? ''));
}

async function countMatchingInvoices(db: Db, filter: InvoiceListFilter): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .$if(isFiltered(filter), (query) => query.where(filterConditions(db, filter)))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Per invoice and GST rate: line count and summed taxable value and tax, for the list's GST
 * columns, read from the lines of invoices that do not keep them (kept-rate-totals.ts).
 */
export function findRateTotalsOfInvoices(
  db: Db,
  invoiceIds: readonly number[],
): Promise<InvoiceRateTotalRow[]> {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoice_items')
    .select((eb) => [
      'invoice_id',
      'gst_rate_bp',
      eb.fn.countAll<number>().as('total_items'),
      eb.fn.sum<number>('subtotal').as('subtotal'),
      eb.fn.sum<number>('tax_amount').as('tax'),
    ])
    .where('invoice_id', 'in', invoiceIds)
    .groupBy(['invoice_id', 'gst_rate_bp'])
    .execute();
}
