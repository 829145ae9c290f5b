import { milliToQuantity, resolveReportRange, splitByWholeMonths } from '@bahi/domain';
import type { ProductReport, ProductReportRow, ReportQuery } from '@bahi/domain/schemas';
import type { RequestContext } from '../core/http/request-context';
import { percentOf, rupees } from '../documents/document-presenter';
import { findNoteProductTotals, type NoteProductRow } from '../documents/note-report-repository';
import { findProductSales } from './product-report-repository';

// Product sales report: per product, HSN code and GST rate, the stored quantities, taxable values
// and taxes of the lines of invoices that are not cancelled, added up.

type SalesRow = Awaited<ReturnType<typeof findProductSales>>[number];

/** Live credit notes dated in the range taken off their product's row, debit notes added. */
function netNotes(rows: readonly SalesRow[], notes: readonly NoteProductRow[]): SalesRow[] {
  if (notes.length === 0) return [...rows];
  const key = (row: { product_id: number; hsn_code: string; gst_rate_bp: number }) =>
    `${row.product_id}|${row.hsn_code}|${Number(row.gst_rate_bp)}`;
  const byKey = new Map(rows.map((row) => [key(row), { ...row }]));
  for (const note of notes) {
    const row = byKey.get(key(note));
    if (!row) {
      byKey.set(key(note), { ...note, gst_rate_bp: Number(note.gst_rate_bp) });
      continue;
    }
    row.quantity_milli = Number(row.quantity_milli) + Number(note.quantity_milli);
    row.subtotal = Number(row.subtotal) + Number(note.subtotal);
    row.tax = Number(row.tax) + Number(note.tax);
  }
  // Rows the notes added go to their place in the sales' order (name, then id, rate, HSN).
  const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...byKey.values()].sort(
    (a, b) =>
      binary(a.product_name, b.product_name) ||
      a.product_id - b.product_id ||
      Number(a.gst_rate_bp) - Number(b.gst_rate_bp) ||
      binary(a.hsn_code, b.hsn_code),
  );
}

export async function getProductReport(ctx: RequestContext, query: ReportQuery): Promise<ProductReport> {
  const { db } = ctx;
  const range = resolveReportRange(query);
  const rows = netNotes(
    await findProductSales(db, splitByWholeMonths(range)),
    await findNoteProductTotals(db, range),
  );
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
