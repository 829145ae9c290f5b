import { milliToQuantity, multiplyByQuantity, resolveReportRange } from '@bahi/domain';
import type { ReportQuery, StockReport, StockReportRow } from '@bahi/domain/schemas';
import type { RequestContext } from '../core/http/request-context';
import { rupees } from '../documents/document-presenter';
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
    // Ledger figures are whole thousandths of the unit; opening stock is kept in whole units.
    const opening = Number(row.opening_stock) * 1000 + Number(row.balance) - Number(row.moved_since_from);
    // Goods taken back on credit notes net out of sales rather than counting as purchases, and
    // goods sent back to suppliers net out of purchases rather than counting as sales.
    const purchased = Number(row.purchased) - Number(row.returned) - Number(row.sent_back);
    const sold = Number(row.sold) - Number(row.returned) - Number(row.sent_back);
    const closing = opening + purchased - sold;
    const purchaseRate = purchaseRates.get(row.product_id);
    const rate = purchaseRate == null ? Number(row.product_rate) : Number(purchaseRate);
    // Thousandths at a rate in paise, rounded once to the paisa; negative when more was sold than held.
    const value = Math.sign(closing) * multiplyByQuantity(rate, milliToQuantity(Math.abs(closing)));
    totalValue += value;
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
      valuation_source: purchaseRate == null ? 'product' : 'purchase',
      closing_value: rupees(value),
    };
  });
  return { ...range, data, totals: { closing_value: rupees(totalValue) } };
}
