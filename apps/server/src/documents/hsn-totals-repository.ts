import { splitByFinancialYears, splitByWholeMonths } from '@bahi/domain';
import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { DateRange } from '../core/db/date-range';
import type { HsnTotalsRow } from './sales-report-rows';

// The sums per HSN code, GST rate and unit of the invoice lines that stand, and a description per
// row, for the HSN summary (reports/) and GSTR-1's table 12 (returns/). The sums come from
// hsn_monthly_totals for whole months and hsn_daily_totals for loose days (per month or day, B2B
// flag, HSN, rate and unit, kept by triggers).

/** all: every invoice; b2b: customers with a GSTIN; b2c: the rest. */
export type HsnParty = 'all' | 'b2b' | 'b2c';

/**
 * Sums per HSN code, GST rate and unit over the range; rows whose lines have all gone are left out.
 * Whole months come from hsn_monthly_totals, the loose days at either end from hsn_daily_totals.
 */
export function findHsnTotals(db: Db, range: DateRange, party: HsnParty): Promise<HsnTotalsRow[]> {
  const b2b = party === 'all' ? null : party === 'b2b' ? 1 : 0;
  const { months, days } = splitByWholeMonths(range);
  const columns = [
    'hsn_code',
    'gst_rate_bp',
    'unit',
    'lines',
    'quantity_milli',
    'subtotal',
    'cgst_amount',
    'sgst_amount',
    'igst_amount',
  ] as const;
  const monthSlice = (span: { from: string; to: string }) => {
    const query = db
      .selectFrom('hsn_monthly_totals')
      .select(columns)
      .where((eb) => eb.between('month', span.from, span.to));
    return b2b === null ? query : query.where('b2b', '=', b2b);
  };
  const daySlice = (span: DateRange) => {
    const query = db
      .selectFrom('hsn_daily_totals')
      .select(columns)
      .where((eb) => eb.between('date', span.from, span.to));
    return b2b === null ? query : query.where('b2b', '=', b2b);
  };
  const [first, ...rest] = [...(months ? [monthSlice(months)] : []), ...days.map(daySlice)];
  if (!first) return Promise.resolve([]);
  const slices = rest.reduce<typeof first>((union, slice) => union.unionAll(slice), first);
  return db
    .selectFrom(slices.as('slices'))
    .select((eb) => [
      'hsn_code',
      'gst_rate_bp',
      'unit',
      eb.fn.sum<number>('quantity_milli').as('quantity_milli'),
      eb.fn.sum<number>('subtotal').as('subtotal'),
      eb.fn.sum<number>('cgst_amount').as('cgst'),
      eb.fn.sum<number>('sgst_amount').as('sgst'),
      eb.fn.sum<number>('igst_amount').as('igst'),
    ])
    .groupBy(['hsn_code', 'gst_rate_bp', 'unit'])
    .having((eb) => eb.fn.sum('lines'), '>', 0)
    .orderBy('hsn_code')
    .orderBy('gst_rate_bp')
    .orderBy('unit')
    .execute();
}

export type HsnDescriptionRow = {
  hsn_code: string;
  gst_rate_bp: number;
  unit: string;
  name: string;
  products: number;
};

/**
 * A description per HSN row, from the lines as sold (their product-name snapshot), not the product
 * master: editing a product's HSN or name later does not change what a past period describes. The
 * first name in the row, and how many different names it holds. Whole financial years come from
 * hsn_yearly_names, other whole months from hsn_monthly_names, the loose days at either end of the
 * range from the lines.
 */
export function findHsnDescriptions(db: Db, range: DateRange, party: HsnParty): Promise<HsnDescriptionRow[]> {
  const b2b = party === 'all' ? null : party === 'b2b' ? 1 : 0;
  const { months, days } = splitByWholeMonths(range);
  const { years, months: looseMonths } = months ? splitByFinancialYears(months) : { years: null, months: [] };
  const yearSlice = (span: { from: string; to: string }) => {
    const query = db
      .selectFrom('hsn_yearly_names')
      .select(['hsn_code', 'gst_rate_bp', 'unit', 'product_name', 'lines'])
      .where((eb) => eb.between('year_start', span.from, span.to));
    return b2b === null ? query : query.where('b2b', '=', b2b);
  };
  const monthSlice = (span: { from: string; to: string }) => {
    const query = db
      .selectFrom('hsn_monthly_names')
      .select(['hsn_code', 'gst_rate_bp', 'unit', 'product_name', 'lines'])
      .where((eb) => eb.between('month', span.from, span.to));
    return b2b === null ? query : query.where('b2b', '=', b2b);
  };
  const daySlice = (span: DateRange) => {
    const query = db
      .selectFrom('invoice_items')
      .select(['hsn_code', 'gst_rate_bp', 'unit', 'product_name', sql<number>`count(*)`.as('lines')])
      .where((eb) => eb.between('invoice_date', span.from, span.to))
      .where('counts', '=', 1)
      .groupBy(['hsn_code', 'gst_rate_bp', 'unit', 'product_name']);
    return b2b === null ? query : query.where('b2b', '=', b2b);
  };
  const [first, ...rest] = [
    ...(years ? [yearSlice(years)] : []),
    ...looseMonths.map(monthSlice),
    ...days.map(daySlice),
  ];
  if (!first) return Promise.resolve([]);
  const slices = rest.reduce<typeof first>((union, slice) => union.unionAll(slice), first);
  // Names whose lines all went (cancelled, edited away) leave the description.
  const names = db
    .selectFrom(slices.as('slices'))
    .select(['hsn_code', 'gst_rate_bp', 'unit', 'product_name'])
    .groupBy(['hsn_code', 'gst_rate_bp', 'unit', 'product_name'])
    .having((eb) => eb.fn.sum('lines'), '>', 0);
  return db
    .selectFrom(names.as('names'))
    .select((eb) => [
      'hsn_code',
      'gst_rate_bp',
      'unit',
      eb.fn.min<string>('product_name').as('name'),
      eb.fn.countAll<number>().as('products'),
    ])
    .groupBy(['hsn_code', 'gst_rate_bp', 'unit'])
    .execute();
}
