import { milliToQuantity, multiplyByMilli, resolveReportRange } from '@bahi/domain';
import type { ReportQuery, StockReport, StockReportRow } from '@bahi/domain/schemas';
import type { RequestContext } from '../core/http/request-context';
import { type BatchStockRow, findBatchStockOfProducts } from '../documents/batches/batch-repository';
import { rupees } from '../documents/document-presenter';
import { findStockFigures, type StockFiguresRow } from './stock-report-repository';

// Stock report: per product, opening stock as of the first day, purchased and sold within the
// range (cancelled invoices move no stock), closing = opening + purchased − sold, valued at the
// taxable rate of the latest purchase up to the last day; before any purchase, at what the opening
// stock cost (its cost rate), else at the product's rate.

function valuationRate(row: StockFiguresRow): { rate: number; source: StockReportRow['valuation_source'] } {
  if (row.purchase_rate != null) return { rate: Number(row.purchase_rate), source: 'purchase' };
  if (row.opening_rate != null) return { rate: Number(row.opening_rate), source: 'opening' };
  return { rate: Number(row.product_rate), source: 'product' };
}

/** Thousandths at a rate in paise, rounded once to the paisa; negative when more was sold than held. */
export function valueAt(rate: number, milli: number): number {
  return multiplyByMilli(rate, milli);
}

export async function getStockReport(ctx: RequestContext, query: ReportQuery): Promise<StockReport> {
  const { db } = ctx;
  const range = resolveReportRange(query);
  const [figures, batches] = await Promise.all([
    findStockFigures(db, range),
    findBatchStockOfProducts(db, 'all', { asOf: range.to }),
  ]);
  const batchesByProduct = new Map<number, BatchStockRow[]>();
  for (const batch of batches) {
    batchesByProduct.set(batch.product_id, [...(batchesByProduct.get(batch.product_id) ?? []), batch]);
  }
  let totalValue = 0;
  const data: StockReportRow[] = figures.map((row) => {
    // Whole thousandths of the unit (the query turns the opening stock, kept in units, into them).
    const opening = Number(row.held_now) - Number(row.moved_since_from);
    // Goods taken back on credit notes net out of sales rather than counting as purchases, and
    // goods sent back to suppliers net out of purchases rather than counting as sales.
    const netted = Number(row.netted);
    const purchased = Number(row.purchased) - netted;
    const sold = Number(row.sold) - netted;
    const closing = opening + purchased - sold;
    const { rate, source } = valuationRate(row);
    const value = valueAt(rate, closing);
    totalValue += value;
    const own = batchesByProduct.get(row.product_id) ?? [];
    return {
      product_id: row.product_id,
      product_name: row.product_name,
      hsn_code: row.hsn_code,
      unit: row.unit,
      opening: milliToQuantity(opening),
      purchased: milliToQuantity(purchased),
      sold: milliToQuantity(sold),
      closing: milliToQuantity(closing),
      valuation_rate: rupees(rate),
      valuation_source: source,
      closing_value: rupees(value),
      ...(own.length > 0
        ? {
            batches: own.map((batch) => {
              const milli = Number(batch.on_hand_milli);
              return {
                batch_id: batch.id,
                batch_number: batch.batch_number,
                expiry_date: batch.expiry_date,
                mrp: rupees(Number(batch.mrp)),
                closing: milliToQuantity(milli),
                closing_value: rupees(valueAt(rate, milli)),
              };
            }),
          }
        : {}),
    };
  });
  return { ...range, data, totals: { closing_value: rupees(totalValue) } };
}
