import type { SupplyCategory } from '@bahi/domain';
import type { Db } from '../core/db/database';
import { isTaxInvoice } from './bill-of-supply-repository';
import {
  type InvoiceRateRow,
  type PeriodRange,
  periodInvoicesQuery,
  type ReturnInvoiceRow,
} from './returns-repository';
import { summedHeads } from './summed-heads';

// What GSTR-1 reads of a period's sales without reading every invoice and line of it (1,000,000
// invoices: 28,000 invoices and 220,000 lines a month): the invoices reported one by one and their
// lines per rate, the kept sales totals for b2cs and nil, the numbers for table 13, the invoices'
// own totals per place of supply for the books, and the few invoices the checks name. Every query
// reads the period through the date indexes; none runs per invoice.
//
// Bills of supply (issued before the shop had a GSTIN) are in no return. Telling them apart reads
// each invoice's seller snapshot, so the invoice queries do it only for a period that holds one
// (`billsOfSupply`, rare: around the month the shop registered); the kept totals never hold them.

/** The period's invoices, less its bills of supply when it holds any. */
function periodTaxInvoices(db: Db, range: PeriodRange, billsOfSupply: boolean) {
  return db
    .selectFrom('invoices')
    .where((eb) => eb.between('invoices.date', range.from, range.to))
    .$if(billsOfSupply, (query) => query.where(isTaxInvoice('invoices')));
}

/**
 * The period's invoices that stand and go to b2b or may go to b2cl: a buyer with a GSTIN, or
 * inter-state above `b2clAbove` (the lowest B2CL limit of the period).
 */
function sectionInvoicesQuery(db: Db, range: PeriodRange, b2clAbove: number, billsOfSupply: boolean) {
  return periodTaxInvoices(db, range, billsOfSupply)
    .where('invoices.status', '<>', 'Cancelled')
    .where((eb) =>
      eb.or([
        eb.and([eb('invoices.customer_gstin', 'is not', null), eb('invoices.customer_gstin', '<>', '')]),
        eb.and([eb('invoices.supply_type', '=', 'inter'), eb('invoices.grand_total', '>', b2clAbove)]),
      ]),
    );
}

/** The period's invoices that stand, without a GSTIN, inter-state above `b2clAbove` (no bills of supply). */
function unregisteredB2clCandidates(db: Db, range: PeriodRange, b2clAbove: number) {
  return periodTaxInvoices(db, range, false)
    .where('invoices.status', '<>', 'Cancelled')
    .where((eb) => eb.or([eb('invoices.customer_gstin', 'is', null), eb('invoices.customer_gstin', '=', '')]))
    .where('invoices.supply_type', '=', 'inter')
    .where('invoices.grand_total', '>', b2clAbove);
}

/** Those invoices (sectionInvoicesQuery), in the order of the books. */
export function findPeriodSectionInvoices(
  db: Db,
  range: PeriodRange,
  b2clAbove: number,
  billsOfSupply: boolean,
) {
  return (
    sectionInvoicesQuery(db, range, b2clAbove, billsOfSupply)
      // Named as the domain's SectionInvoice names them, so each row becomes one without a copy.
      .select([
        'invoices.id',
        'invoices.invoice_number as number',
        'invoices.date',
        'invoices.customer_gstin as gstin',
        'invoices.place_of_supply as placeOfSupply',
        'invoices.supply_type as supplyType',
        'invoices.grand_total as value',
      ])
      .orderBy('invoices.id')
      .execute()
  );
}

/**
 * The lines of those invoices summed per invoice and rate, with how many lines each sum holds.
 * Without bills of supply in the period, the lines are told by their b2b flag (the same test as
 * the invoice's GSTIN, kept by the triggers) rather than each looked up among the candidates:
 * 130 ms of CPU for October at 1,000,000 invoices instead of 162 (it then reads the covering index).
 */
export function findPeriodSectionInvoiceRates(
  db: Db,
  range: PeriodRange,
  b2clAbove: number,
  billsOfSupply: boolean,
): Promise<(Omit<InvoiceRateRow, 'supply_category' | 'gst_rate_bp'> & { rateBp: number; lines: number })[]> {
  return (
    db
      .selectFrom('invoice_items')
      // Named as the domain's CountedRate names them, so each row becomes one without a copy.
      .select((eb) => [
        'invoice_id',
        'gst_rate_bp as rateBp',
        eb.fn.countAll<number>().as('lines'),
        ...summedHeads('subtotal'),
      ])
      .where((eb) => eb.between('invoice_date', range.from, range.to))
      .where('counts', '=', 1)
      .where((eb) =>
        billsOfSupply
          ? eb('invoice_id', 'in', sectionInvoicesQuery(db, range, b2clAbove, true).select('invoices.id'))
          : // A line's own b2b flag says its invoice has a GSTIN (read from the index, no lookup):
            // only the few unregistered lines are looked up among the B2CL candidates.
            eb.or([
              eb('b2b', '=', 1),
              eb('invoice_id', 'in', unregisteredB2clCandidates(db, range, b2clAbove).select('invoices.id')),
            ]),
      )
      .groupBy(['invoice_id', 'gst_rate_bp'])
      .orderBy('invoice_id')
      .orderBy('gst_rate_bp')
      .execute()
  );
}

export type KeptSalesTotalsRow = {
  supply_type: 'intra' | 'inter';
  place_of_supply: string;
  registered: number;
  gst_rate_bp: number;
  supply_category: SupplyCategory;
  lines: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

/**
 * The period's kept sales (outward_daily_totals) that b2cs and nil report: to unregistered buyers,
 * and at 0% to anyone, per supply type, place of supply, kind of buyer, rate and supply category.
 */
export function findPeriodKeptSales(db: Db, range: PeriodRange): Promise<KeptSalesTotalsRow[]> {
  return db
    .selectFrom('outward_daily_totals')
    .select((eb) => [
      'supply_type',
      'place_of_supply',
      'registered',
      'gst_rate_bp',
      'supply_category',
      eb.fn.sum<number>('lines').as('lines'),
      ...summedHeads('taxable'),
    ])
    .where((eb) => eb.between('date', range.from, range.to))
    .where((eb) => eb.or([eb('registered', '=', 0), eb('gst_rate_bp', '=', 0)]))
    .groupBy(['supply_type', 'place_of_supply', 'registered', 'gst_rate_bp', 'supply_category'])
    .execute();
}

/** Every invoice's number in the period and its status, cancelled ones too, in the order of the books. */
export function findPeriodIssuedInvoices(db: Db, range: PeriodRange, billsOfSupply: boolean) {
  return periodTaxInvoices(db, range, billsOfSupply)
    .select(['invoices.invoice_number', 'invoices.status'])
    .orderBy('invoices.id')
    .execute();
}

/**
 * The invoices that stand, their own totals per head summed per place of supply (the books' side
 * of the tie-out, and which places of supply the period holds), with how many carry an empty GSTIN.
 */
export function findPeriodInvoiceTotals(db: Db, range: PeriodRange, billsOfSupply: boolean) {
  return periodTaxInvoices(db, range, billsOfSupply)
    .select((eb) => [
      'invoices.place_of_supply',
      ...summedHeads('total_amount', { table: 'invoices' }),
      eb.fn
        .sum<number>(eb.case().when('invoices.customer_gstin', '=', '').then(1).else(0).end())
        .as('empty_gstins'),
    ])
    .where('invoices.status', '<>', 'Cancelled')
    .groupBy('invoices.place_of_supply')
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
  billsOfSupply: boolean,
): Promise<ReturnInvoiceRow[]> {
  if (places.length === 0 && gstins.length === 0) return Promise.resolve([]);
  return periodInvoicesQuery(db, range)
    .$if(billsOfSupply, (query) => query.where(isTaxInvoice('invoices')))
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
