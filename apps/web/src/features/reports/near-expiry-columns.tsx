import type { BatchStockRow, NearExpiryReport } from '@bahi/domain/schemas';
import { formatDate } from '../../lib/format';
import { amountText } from './report-definitions';
import type { ReportColumn } from './report-table';

// The near-expiry report's columns, one table for the expired batches and one for those expiring.

/** '12 days', '1 day', 'Expired 3 days ago', 'Expires today'. */
export function daysLeftText(daysLeft: number): string {
  const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
  if (daysLeft === 0) return 'Expires today';
  return daysLeft > 0 ? days(daysLeft) : `Expired ${days(-daysLeft)} ago`;
}

export const nearExpiryColumns: ReportColumn<BatchStockRow>[] = [
  { header: 'Product', text: (row) => row.product_name },
  { header: 'Batch No', text: (row) => row.batch_number },
  { header: 'Expiry', text: (row) => formatDate(row.expiry_date) },
  { header: 'Days Left', text: (row) => daysLeftText(row.days_left) },
  { header: 'MRP (₹)', text: (row) => amountText(row.mrp), numeric: true },
  { header: 'Quantity', text: (row) => `${row.on_hand} ${row.unit}`, numeric: true },
  { header: 'Value (₹)', text: (row) => amountText(row.value), numeric: true },
];

/**
 * The totals row of one group. Quantities add up only when the rows share a unit (the stock
 * report's rule); the value always does.
 */
export function nearExpiryTotals(
  rows: readonly BatchStockRow[],
  totals: NearExpiryReport['expired'],
): string[] {
  const units = new Set(rows.map((row) => row.unit));
  const [unit] = units;
  const quantity = units.size === 1 ? `${totals.on_hand} ${unit}` : '';
  return ['Total', '', '', '', '', quantity, amountText(totals.value)];
}
