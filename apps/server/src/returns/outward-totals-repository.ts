import type { Db } from '../core/db/database';
import type { PeriodRange, RateSumsRow } from './returns-repository';
import { summedHeads } from './summed-heads';

// What GSTR-3B and the credit ledger read of the period's sales: the kept outward_daily_totals
// (db/derived/outward-totals.ts), the stored amounts of the invoice lines that stand summed per
// day, supply, place of supply, kind of buyer, rate and supply category (a month is some thousands of rows whatever
// the number of invoices), and outward_monthly_tax, the same per month only.

export type OutwardTotalsRow = {
  supply_type: 'intra' | 'inter';
  place_of_supply: string;
  registered: number;
  customer_gstin: string;
  /** The buyer's GST scheme as the invoice keeps it (inter-state registered sales only, else ''). */
  customer_gst_scheme: 'regular' | 'composition' | '';
} & RateSumsRow;

/** The period's sales per supply, place of supply, buyer, rate and supply category. */
export function findPeriodOutwardTotals(db: Db, range: PeriodRange): Promise<OutwardTotalsRow[]> {
  return db
    .selectFrom('outward_daily_totals as t')
    .select([
      't.supply_type',
      't.place_of_supply',
      't.registered',
      't.customer_gstin',
      't.customer_gst_scheme',
      't.gst_rate_bp',
      't.supply_category',
      ...summedHeads('taxable', { table: 't' }),
    ])
    .where((eb) => eb.between('t.date', range.from, range.to))
    .groupBy([
      't.supply_type',
      't.place_of_supply',
      't.registered',
      't.customer_id',
      't.customer_gstin',
      't.customer_gst_scheme',
      't.gst_rate_bp',
      't.supply_category',
    ])
    .execute();
}

/**
 * Output tax per head of the invoice lines that stand, dated in the range's months: a return
 * period is whole months (a range that is not would be summed wrong, so it is refused).
 */
export function findOutwardTaxSums(db: Db, range: PeriodRange) {
  const nextDay = new Date(`${range.to}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  if (!range.from.endsWith('-01') || !nextDay.toISOString().endsWith('-01T00:00:00.000Z')) {
    throw new Error(`${range.from}..${range.to} is not whole months`);
  }
  return db
    .selectFrom('outward_monthly_tax')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('cgst_amount'), eb.lit(0)).as('cgst'),
      eb.fn.coalesce(eb.fn.sum<number>('sgst_amount'), eb.lit(0)).as('sgst'),
      eb.fn.coalesce(eb.fn.sum<number>('igst_amount'), eb.lit(0)).as('igst'),
    ])
    .where((eb) => eb.between('month', range.from.slice(0, 7), range.to.slice(0, 7)))
    .executeTakeFirstOrThrow();
}
