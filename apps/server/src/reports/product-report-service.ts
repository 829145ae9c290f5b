import { milliToQuantity } from '@bahi/domain';
import type { ProductReport, ProductReportRow, ReportQuery } from '@bahi/domain/schemas';
import { percentOf, rupees } from '../documents/document-presenter';
import type { RequestContext } from '../http/request-context';
import { findProductSales } from './product-report-repository';
import { resolveReportRange, splitByWholeMonths } from './report-period';

// Product sales report: per product, HSN code and GST rate, the stored quantities, taxable values
// and taxes of the lines of invoices that are not cancelled, added up.

export async function getProductReport(ctx: RequestContext, query: ReportQuery): Promise<ProductReport> {
  const { db } = ctx;
  const range = resolveReportRange(query);
  const rows = await findProductSales(db, splitByWholeMonths(range));
  const totals = { quantityMilli: 0, value: 0, tax: 0 };
  const data: ProductReportRow[] = rows.map((row) => {
    const quantityMilli = Number(row.quantity_milli);
    const value = Number(row.subtotal);
    const tax = Number(row.tax);
    totals.quantityMilli += quantityMilli;
    totals.value += value;
    totals.tax += tax;
    return {
      product_id: row.product_id,
      product_name: row.product_name,
      hsn_code: row.hsn_code,
      gst_rate: percentOf(Number(row.gst_rate_bp)),
      total_qty: milliToQuantity(quantityMilli),
      total_value: rupees(value),
      total_tax: rupees(tax),
      total_amount: rupees(value + tax),
    };
  });
  return {
    ...range,
    data,
    totals: {
      total_qty: milliToQuantity(totals.quantityMilli),
      total_value: rupees(totals.value),
      total_tax: rupees(totals.tax),
      total_amount: rupees(totals.value + totals.tax),
    },
  };
}
