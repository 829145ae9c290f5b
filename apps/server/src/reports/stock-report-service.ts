import type { ReportQuery, StockReport, StockReportRow } from '@bahi/domain/schemas';
import type { Db } from '../db/database';
import { rupees } from '../documents/document-presenter';
import type { RequestContext } from '../http/request-context';
import { resolveReportRange } from './report-period';
import { findLatestPurchaseRates, findStockFigures } from './stock-report-repository';

// Stock report: per product, opening stock as of the first day, purchased and sold within the
// range (cancelled invoices move no stock), closing = opening + purchased − sold, valued at the
// taxable rate of the latest purchase up to the last day, or the product's rate if none.

export async function getStockReport(ctx: RequestContext, query: ReportQuery): Promise<StockReport> {
  const { db } = ctx;
  const range = resolveReportRange(query);
  const [figures, rates] = await Promise.all([
    findStockFigures(db, range),
    findLatestPurchaseRates(db, range.to),
  ]);
  const purchaseRates = new Map(rates.map((row) => [row.product_id, row.rate]));
  let totalValue = 0;
  const data: StockReportRow[] = figures.map((row) => {
    const opening = Number(row.opening_stock) + Number(row.balance) - Number(row.moved_since_from);
    const purchased = Number(row.purchased);
    const sold = Number(row.sold);
    const closing = opening + purchased - sold;
    const purchaseRate = purchaseRates.get(row.product_id);
    const rate = purchaseRate == null ? Number(row.product_rate) : Number(purchaseRate);
    // Whole units at a rate in paise: an exact integer, negative when more was sold than held.
    const value = rate * closing;
    totalValue += value;
    return {
      product_id: row.product_id,
      product_name: row.product_name,
      hsn_code: row.hsn_code,
      unit: row.unit,
      opening,
      purchased,
      sold,
      closing,
      valuation_rate: rupees(rate),
      valuation_source: purchaseRate == null ? 'product' : 'purchase',
      closing_value: rupees(value),
    };
  });
  return { ...range, data, totals: { closing_value: rupees(totalValue) } };
}
