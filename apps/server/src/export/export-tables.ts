import type { ExportTable } from '../documents/document-kind';
import { documentExportTables } from '../documents/document-kind-lists';

export type { ExportTable };

// What the accountant's full export holds: every master and every document with its lines, one
// CSV per table, in the order a reader would open them. Columns that only serve the app (record
// versions, search keys, the report copies kept on invoice lines, an invoice's kept totals per
// rate, the shop's particulars frozen as JSON on each document) are left out; everything else is
// exported as stored, converted to plain figures by export-values.ts.

const ALWAYS_OMITTED = ['version', 'seller_snapshot'] as const;

const MASTERS: readonly ExportTable[] = [
  { table: 'gst_rates', file: 'gst_rates.csv' },
  { table: 'categories', file: 'categories.csv' },
  { table: 'products', file: 'products.csv' },
  { table: 'product_batches', file: 'product_batches.csv' },
  { table: 'customers', file: 'customers.csv' },
  { table: 'suppliers', file: 'suppliers.csv' },
];

/** The masters, every document kind's tables (documents/document-kinds.ts), then the stock ledger. */
export const EXPORT_TABLES: readonly ExportTable[] = [
  ...MASTERS,
  ...documentExportTables(),
  { table: 'stock_movements', file: 'stock_movements.csv' },
];

export function isExported(table: ExportTable, column: string): boolean {
  return !(ALWAYS_OMITTED as readonly string[]).includes(column) && !(table.omit ?? []).includes(column);
}
