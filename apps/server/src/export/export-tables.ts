import { OPENING_BILL_KIND } from '../opening/opening-bill-kind';

// What the accountant's full export holds: every master and every document with its lines, one
// CSV per table, in the order a reader would open them. Columns that only serve the app (record
// versions, search keys, the report copies kept on invoice lines, the shop's particulars frozen as
// JSON on each document) are left out; everything else is exported as stored, converted to plain
// figures by export-values.ts.

export type ExportTable = { table: string; file: string; omit?: readonly string[] };

const ALWAYS_OMITTED = ['version', 'seller_snapshot'] as const;

export const EXPORT_TABLES: readonly ExportTable[] = [
  { table: 'gst_rates', file: 'gst_rates.csv' },
  { table: 'categories', file: 'categories.csv' },
  { table: 'products', file: 'products.csv' },
  { table: 'customers', file: 'customers.csv' },
  { table: 'suppliers', file: 'suppliers.csv' },
  { table: 'invoices', file: 'invoices.csv', omit: ['number_key'] },
  { table: 'invoice_items', file: 'invoice_items.csv', omit: ['invoice_date', 'counts', 'b2b'] },
  { table: 'sales_notes', file: 'credit_and_debit_notes.csv' },
  { table: 'sales_note_items', file: 'credit_and_debit_note_items.csv' },
  { table: 'purchases', file: 'purchases.csv', omit: ['supplier_bill_key'] },
  { table: 'purchase_items', file: 'purchase_items.csv' },
  { table: 'purchase_returns', file: 'purchase_returns.csv' },
  { table: 'purchase_return_items', file: 'purchase_return_items.csv' },
  { table: 'vouchers', file: 'receipts_and_payments.csv' },
  { table: 'voucher_allocations', file: 'receipt_and_payment_allocations.csv' },
  { table: 'refunds', file: 'refunds.csv' },
  ...OPENING_BILL_KIND.exports,
  { table: 'expenses', file: 'expenses.csv' },
  { table: 'stock_movements', file: 'stock_movements.csv' },
];

export function isExported(table: ExportTable, column: string): boolean {
  return !(ALWAYS_OMITTED as readonly string[]).includes(column) && !(table.omit ?? []).includes(column);
}
