import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { ProductSalesRow } from '../documents/sales-report-rows';
import type { ReportRange } from './hsn-report-repository';

// Sales per product: the stored amounts of invoice lines whose invoice is not cancelled. Whole
// months come from product_monthly_totals (kept by triggers), the loose days at either end of a
// range from the lines themselves, through the covering index invoice_items_report.

export type { ProductSalesRow };

/** Which months to read whole ('YYYY-MM', inclusive) and which day ranges to read line by line. */
export type ProductSalesSource = {
  months: { from: string; to: string } | null;
  days: readonly ReportRange[];
};

function monthSlices(db: Db, months: NonNullable<ProductSalesSource['months']>) {
  return db
    .selectFrom('product_monthly_totals')
    .select([
      'product_id',
      'hsn_code',
      'gst_rate_bp',
      'lines',
      'quantity_milli',
      'subtotal',
      'tax_amount as tax',
    ])
    .where('month', '>=', months.from)
    .where('month', '<=', months.to);
}

function daySlices(db: Db, days: ReportRange) {
  return db
    .selectFrom('invoice_items')
    .select((eb) => [
      'product_id',
      'hsn_code',
      'gst_rate_bp',
      sql<number>`count(*)`.as('lines'),
      eb.fn.sum<number>('quantity_milli').as('quantity_milli'),
      eb.fn.sum<number>('subtotal').as('subtotal'),
      eb.fn.sum<number>('tax_amount').as('tax'),
    ])
    .where('invoice_date', '>=', days.from)
    .where('invoice_date', '<=', days.to)
    .where('counts', '=', 1)
    .groupBy(['product_id', 'hsn_code', 'gst_rate_bp']);
}

/** Sums per product, HSN code and GST rate over all the slices of the source. */
function perProduct(db: Db, source: ProductSalesSource) {
  const slices = [
    ...(source.months ? [monthSlices(db, source.months)] : []),
    ...source.days.map((days) => daySlices(db, days)),
  ];
  const [first, ...rest] = slices;
  if (!first) throw new Error('A product report needs at least one month or day range');
  const all = rest.reduce<typeof first>((union, slice) => union.unionAll(slice), first);
  return db
    .selectFrom(all.as('slices'))
    .select((eb) => [
      'slices.product_id',
      'slices.hsn_code',
      'slices.gst_rate_bp',
      eb.fn.sum<number>('slices.quantity_milli').as('quantity_milli'),
      eb.fn.sum<number>('slices.subtotal').as('subtotal'),
      eb.fn.sum<number>('slices.tax').as('tax'),
    ])
    .groupBy(['slices.product_id', 'slices.hsn_code', 'slices.gst_rate_bp'])
    .having((eb) => eb.fn.sum('slices.lines'), '>', 0);
}

/** Every product sold, by product name (the name the product has today). */
export function findProductSales(db: Db, source: ProductSalesSource): Promise<ProductSalesRow[]> {
  return db
    .selectFrom(perProduct(db, source).as('s'))
    .innerJoin('products', 'products.id', 's.product_id')
    .select([
      's.product_id',
      'products.name as product_name',
      's.hsn_code',
      's.gst_rate_bp',
      's.quantity_milli',
      's.subtotal',
      's.tax',
    ])
    .orderBy('products.name')
    .orderBy('s.product_id')
    .orderBy('s.gst_rate_bp')
    .orderBy('s.hsn_code')
    .execute();
}

export type TopProductRow = {
  product_id: number;
  product_name: string;
  quantity_milli: number;
  subtotal: number;
};

/**
 * The best sellers of one month by taxable value, for the dashboard: the month's running totals
 * with the month's live credit notes taken off and debit notes added.
 */
export async function findTopProductsOfMonth(db: Db, month: string, limit: number): Promise<TopProductRow[]> {
  const { rows } = await sql<TopProductRow>`select t.product_id, p.name as product_name,
      sum(t.quantity_milli) as quantity_milli, sum(t.subtotal) as subtotal
    from (
      select product_id, quantity_milli, subtotal, lines from product_monthly_totals where month = ${month}
      union all
      select i.product_id, case when n.note_type = 'credit' then -i.quantity_milli else i.quantity_milli end,
        case when n.note_type = 'credit' then -i.subtotal else i.subtotal end, 0
      from sales_note_items i join sales_notes n on n.id = i.note_id
      where n.status = 'Issued' and n.date >= ${`${month}-01`} and n.date <= ${`${month}-31`}
    ) t
    join products p on p.id = t.product_id
    group by t.product_id, p.name
    having sum(t.lines) > 0
    order by subtotal desc, t.product_id
    limit ${limit}`.execute(db);
  return rows;
}
