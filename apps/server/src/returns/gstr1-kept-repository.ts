import type { Db } from '../core/db/database';
import {
  type InvoiceRateRow,
  type PeriodRange,
  periodInvoicesQuery,
  type ReturnInvoiceRow,
} from './returns-repository';

// What GSTR-1 reads of a period's sales without reading every invoice and line of it (1,000,000
// invoices: 28,000 invoices and 220,000 lines a month): the invoices reported one by one and their
// lines per rate, the kept sales totals for b2cs and nil, the numbers for table 13, the invoices'
// own totals per place of supply for the books, and the few invoices the checks name. Every query
// reads the period through the date indexes; none runs per invoice.

/**
 * The period's invoices that stand and go to b2b or may go to b2cl: a buyer with a GSTIN, or
 * inter-state above `b2clAbove` (the lowest B2CL limit of the period), in the order of the books.
 */
export function findPeriodSectionInvoices(db: Db, range: PeriodRange, b2clAbove: number) {
  return db
    .selectFrom('invoices')
    .select([
      'id',
      'invoice_number',
      'date',
      'customer_gstin',
      'place_of_supply',
      'supply_type',
      'grand_total',
    ])
    .where((eb) => eb.between('date', range.from, range.to))
    .where('status', '<>', 'Cancelled')
    .where((eb) =>
      eb.or([
        eb.and([eb('customer_gstin', 'is not', null), eb('customer_gstin', '<>', '')]),
        eb.and([eb('supply_type', '=', 'inter'), eb('grand_total', '>', b2clAbove)]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The lines of those invoices summed per invoice and rate, with how many lines each sum holds. */
export function findPeriodSectionInvoiceRates(
  db: Db,
  range: PeriodRange,
  b2clAbove: number,
): Promise<(Omit<InvoiceRateRow, 'supply_category'> & { lines: number })[]> {
  return db
    .selectFrom('invoice_items')
    .select((eb) => [
      'invoice_id',
      'gst_rate_bp',
      eb.fn.countAll<number>().as('lines'),
      eb.fn.sum<number>('subtotal').as('taxable'),
      eb.fn.sum<number>('cgst_amount').as('cgst'),
      eb.fn.sum<number>('sgst_amount').as('sgst'),
      eb.fn.sum<number>('igst_amount').as('igst'),
    ])
    .where((eb) => eb.between('invoice_date', range.from, range.to))
    .where('counts', '=', 1)
    .where((eb) =>
      eb.or([
        eb('b2b', '=', 1),
        eb(
          'invoice_id',
          'in',
          eb
            .selectFrom('invoices')
            .select('invoices.id')
            .where((inner) => inner.between('invoices.date', range.from, range.to))
            .where('invoices.status', '<>', 'Cancelled')
            .where((inner) =>
              inner.or([
                inner('invoices.customer_gstin', 'is', null),
                inner('invoices.customer_gstin', '=', ''),
              ]),
            )
            .where('invoices.supply_type', '=', 'inter')
            .where('invoices.grand_total', '>', b2clAbove),
        ),
      ]),
    )
    .groupBy(['invoice_id', 'gst_rate_bp'])
    .orderBy('invoice_id')
    .orderBy('gst_rate_bp')
    .execute();
}

export type KeptSalesTotalsRow = {
  supply_type: 'intra' | 'inter';
  place_of_supply: string;
  registered: number;
  gst_rate_bp: number;
  lines: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

/**
 * The period's kept sales (outward_daily_totals) that b2cs and nil report: to unregistered buyers,
 * and at 0% to anyone, per supply type, place of supply, kind of buyer and rate.
 */
export function findPeriodKeptSales(db: Db, range: PeriodRange): Promise<KeptSalesTotalsRow[]> {
  return db
    .selectFrom('outward_daily_totals')
    .select((eb) => [
      'supply_type',
      'place_of_supply',
      'registered',
      'gst_rate_bp',
      eb.fn.sum<number>('lines').as('lines'),
      eb.fn.sum<number>('taxable').as('taxable'),
      eb.fn.sum<number>('cgst_amount').as('cgst'),
      eb.fn.sum<number>('sgst_amount').as('sgst'),
      eb.fn.sum<number>('igst_amount').as('igst'),
    ])
    .where((eb) => eb.between('date', range.from, range.to))
    .where((eb) => eb.or([eb('registered', '=', 0), eb('gst_rate_bp', '=', 0)]))
    .groupBy(['supply_type', 'place_of_supply', 'registered', 'gst_rate_bp'])
    .execute();
}

/** Every invoice's number in the period and its status, cancelled ones too, in the order of the books. */
export function findPeriodIssuedInvoices(db: Db, range: PeriodRange) {
  return db
    .selectFrom('invoices')
    .select(['invoice_number', 'status'])
    .where((eb) => eb.between('date', range.from, range.to))
    .orderBy('id')
    .execute();
}

/**
 * The invoices that stand, their own totals per head summed per place of supply (the books' side
 * of the tie-out, and which places of supply the period holds), with how many carry an empty GSTIN.
 */
export function findPeriodInvoiceTotals(db: Db, range: PeriodRange) {
  return db
    .selectFrom('invoices')
    .select((eb) => [
      'place_of_supply',
      eb.fn.sum<number>('total_amount').as('taxable'),
      eb.fn.sum<number>('cgst_amount').as('cgst'),
      eb.fn.sum<number>('sgst_amount').as('sgst'),
      eb.fn.sum<number>('igst_amount').as('igst'),
      eb.fn.sum<number>(eb.case().when('customer_gstin', '=', '').then(1).else(0).end()).as('empty_gstins'),
    ])
    .where((eb) => eb.between('date', range.from, range.to))
    .where('status', '<>', 'Cancelled')
    .groupBy('place_of_supply')
    .execute();
}

/**
 * The period's invoices that stand with one of these places of supply or GSTINs (those the checks
 * refuse), as the checks read them; none when both lists are empty.
 */
export function findPeriodInvoicesCarrying(
  db: Db,
  range: PeriodRange,
  { places, gstins }: { places: string[]; gstins: string[] },
): Promise<ReturnInvoiceRow[]> {
  if (places.length === 0 && gstins.length === 0) return Promise.resolve([]);
  return periodInvoicesQuery(db, range)
    .where('invoices.status', '<>', 'Cancelled')
    .where((eb) =>
      eb.or([
        ...(places.length > 0 ? [eb('invoices.place_of_supply', 'in', places)] : []),
        ...(gstins.length > 0 ? [eb('invoices.customer_gstin', 'in', gstins)] : []),
      ]),
    )
    .orderBy('invoices.id')
    .execute();
}

/** Every product as it is now, by name: the checks run over the catalogue in memory. */
export function findProductsToCheck(db: Db) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'hsn_code', 'unit'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Which of these products the period's invoices that stand sold (one index seek per product). */
export async function findSoldAmong(db: Db, range: PeriodRange, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('invoice_items')
    .select('product_id')
    .distinct()
    .where('product_id', 'in', productIds)
    .where((eb) => eb.between('invoice_date', range.from, range.to))
    .where('counts', '=', 1)
    .execute();
  return new Set(rows.map((row) => Number(row.product_id)));
}
