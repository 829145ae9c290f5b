import { E_INVOICE_KIND, EWAY_BILL_KIND, INVOICE_EMAIL_KIND } from './attached-document-kinds';
import type { DocumentKind } from './document-kind';

// Every kind of document the shop keeps, declared once (document-kind.ts says what each field
// means). A new kind adds its entry here and a migration that inserts its row into
// document_kinds; the export, the sample shop's wipe, party delete refusals and the stock
// ledger's sources follow from the entry (docs/architecture.md, "Adding a document type").
// The order is the order of the full export and of a delete refusal's list.

export const INVOICE_KIND = {
  kind: 'invoice',
  tables: ['invoice_items', 'invoices'],
  series: 'own',
  party: { customers: { table: 'invoices', column: 'customer_id' } },
  taxed: true,
  stock: { sign: -1 },
  corrects: null,
  attachedTo: [],
  recordTypes: ['invoice'],
  pdfTitle: 'Tax Invoice',
  exports: [
    { table: 'invoices', file: 'invoices.csv', omit: ['number_key', 'rate_totals'] },
    { table: 'invoice_items', file: 'invoice_items.csv', omit: ['invoice_date', 'counts', 'b2b'] },
  ],
  reference: { singular: 'invoice', plural: 'invoices' },
  productLines: { table: 'invoice_items', singular: 'invoice line', plural: 'invoice lines' },
} as const satisfies DocumentKind;

const SALES_NOTE_EXPORTS = [
  { table: 'sales_notes', file: 'credit_and_debit_notes.csv' },
  { table: 'sales_note_items', file: 'credit_and_debit_note_items.csv' },
] as const;

function salesNoteKind(noteType: 'credit' | 'debit') {
  const credit = noteType === 'credit';
  return {
    kind: `${noteType}_note`,
    tables: ['sales_note_items', 'sales_notes'],
    series: { names: [`${noteType}_note`] },
    party: {
      customers: {
        table: 'sales_notes',
        column: 'customer_id',
        only: { column: 'note_type', value: noteType },
      },
    },
    taxed: true,
    // Goods a credit note takes back re-enter stock as movements of source type 'invoice'.
    stock: credit ? { sign: 1, sourceType: 'invoice' } : null,
    corrects: 'invoice',
    attachedTo: [],
    recordTypes: [credit ? 'credit_note' : 'debit_note'],
    pdfTitle: credit ? 'Credit Note' : 'Debit Note',
    exports: SALES_NOTE_EXPORTS,
    reference: credit
      ? { singular: 'credit note', plural: 'credit notes' }
      : { singular: 'debit note', plural: 'debit notes' },
  } as const satisfies DocumentKind;
}

export const CREDIT_NOTE_KIND = salesNoteKind('credit');
export const DEBIT_NOTE_KIND = salesNoteKind('debit');

export const PURCHASE_KIND = {
  kind: 'purchase',
  tables: ['purchase_items', 'purchases'],
  series: 'own',
  party: { suppliers: { table: 'purchases', column: 'supplier_id' } },
  taxed: true,
  stock: { sign: 1, sourceType: 'purchase' },
  corrects: null,
  attachedTo: [],
  recordTypes: ['purchase'],
  pdfTitle: null,
  exports: [
    { table: 'purchases', file: 'purchases.csv', omit: ['supplier_bill_key'] },
    { table: 'purchase_items', file: 'purchase_items.csv' },
  ],
  reference: { singular: 'purchase', plural: 'purchases' },
  productLines: { table: 'purchase_items', singular: 'purchase line', plural: 'purchase lines' },
} as const satisfies DocumentKind;

export const PURCHASE_RETURN_KIND = {
  kind: 'purchase_return',
  tables: ['purchase_return_items', 'purchase_returns'],
  series: { names: ['purchase_return'] },
  party: {
    suppliers: {
      table: 'purchase_returns',
      column: 'supplier_id',
      only: { column: 'kind', value: 'return' },
    },
  },
  taxed: true,
  stock: { sign: -1, sourceType: 'purchase_return' },
  corrects: 'purchase',
  attachedTo: [],
  recordTypes: ['purchase_return'],
  pdfTitle: 'Purchase Return (Debit Note)',
  exports: [
    { table: 'purchase_returns', file: 'purchase_returns.csv' },
    { table: 'purchase_return_items', file: 'purchase_return_items.csv' },
  ],
  reference: { singular: 'purchase return', plural: 'purchase returns' },
} as const satisfies DocumentKind;

// The supplier's credit note without goods (a price or discount note), recorded against one
// purchase: a row of purchase_returns of kind 'value', numbered in its own series, moving no stock.
export const PURCHASE_VALUE_NOTE_KIND = {
  ...PURCHASE_RETURN_KIND,
  kind: 'purchase_value_note',
  series: { names: ['purchase_value_note'] },
  party: {
    suppliers: {
      table: 'purchase_returns',
      column: 'supplier_id',
      only: { column: 'kind', value: 'value' },
    },
  },
  stock: null,
  recordTypes: ['purchase_value_note'],
  pdfTitle: 'Debit Note (Value)',
  reference: { singular: 'purchase value note', plural: 'purchase value notes' },
} as const satisfies DocumentKind;

const VOUCHER_EXPORTS = [
  { table: 'vouchers', file: 'receipts_and_payments.csv' },
  { table: 'voucher_allocations', file: 'receipt_and_payment_allocations.csv' },
] as const;

// Receipts and payments share one table; a party's vouchers are counted by the party's column, as
// the delete refusal always has (a customer's vouchers are its receipts, a supplier's its payments).
export const RECEIPT_KIND = {
  kind: 'receipt',
  tables: ['voucher_allocations', 'vouchers'],
  series: { names: ['receipt'] },
  party: { customers: { table: 'vouchers', column: 'customer_id' } },
  taxed: false,
  stock: null,
  corrects: null,
  attachedTo: [],
  recordTypes: ['receipt'],
  pdfTitle: 'Receipt Voucher',
  exports: VOUCHER_EXPORTS,
  reference: { singular: 'receipt', plural: 'receipts' },
} as const satisfies DocumentKind;

export const PAYMENT_KIND = {
  ...RECEIPT_KIND,
  kind: 'payment',
  series: { names: ['payment'] },
  party: { suppliers: { table: 'vouchers', column: 'supplier_id' } },
  recordTypes: ['payment'],
  pdfTitle: 'Payment Voucher',
  reference: { singular: 'payment', plural: 'payments' },
} as const satisfies DocumentKind;

export const REFUND_KIND = {
  kind: 'refund',
  tables: ['refunds'],
  series: { names: ['refund_paid', 'refund_received'] },
  party: {
    customers: {
      table: 'refunds',
      column: 'invoice_id',
      through: { table: 'invoices', column: 'customer_id' },
    },
    suppliers: {
      table: 'refunds',
      column: 'purchase_id',
      through: { table: 'purchases', column: 'supplier_id' },
    },
  },
  taxed: false,
  stock: null,
  corrects: null,
  attachedTo: [],
  recordTypes: ['refund'],
  pdfTitle: null,
  exports: [{ table: 'refunds', file: 'refunds.csv' }],
  reference: { singular: 'refund', plural: 'refunds' },
} as const satisfies DocumentKind;

// Opening bills and advances: the balances a shop brings from its old books. Not GST documents,
// so no GST return or sales, HSN, product or stock report reads them.
export const OPENING_BILL_KIND = {
  kind: 'opening_bill',
  tables: ['opening_advance_applications', 'opening_bill_allocations', 'opening_bills'],
  series: null,
  party: {
    customers: { table: 'opening_bills', column: 'customer_id' },
    suppliers: { table: 'opening_bills', column: 'supplier_id' },
  },
  taxed: false,
  stock: null,
  corrects: null,
  attachedTo: [],
  recordTypes: ['opening_bill'],
  pdfTitle: null,
  exports: [
    { table: 'opening_bills', file: 'opening_balances.csv' },
    { table: 'opening_bill_allocations', file: 'opening_balance_allocations.csv' },
    { table: 'opening_advance_applications', file: 'opening_advance_applications.csv' },
  ],
  reference: { singular: 'opening balance', plural: 'opening balances' },
} as const satisfies DocumentKind;

export const EXPENSE_KIND = {
  kind: 'expense',
  tables: ['expenses'],
  series: null,
  party: {},
  taxed: true,
  stock: null,
  corrects: null,
  attachedTo: [],
  recordTypes: ['expense'],
  pdfTitle: null,
  exports: [{ table: 'expenses', file: 'expenses.csv' }],
  reference: { singular: 'expense', plural: 'expenses' },
} as const satisfies DocumentKind;

// The self-invoice a reverse-charge expense from an unregistered supplier needs: a number of its
// own series on the expense's row, logged with the expense.
export const SELF_INVOICE_KIND = {
  ...EXPENSE_KIND,
  kind: 'self_invoice',
  tables: ['expenses'],
  series: { names: ['self_invoice'] },
  pdfTitle: null,
  reference: { singular: 'self-invoice', plural: 'self-invoices' },
} as const satisfies DocumentKind;

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  INVOICE_KIND,
  CREDIT_NOTE_KIND,
  DEBIT_NOTE_KIND,
  PURCHASE_KIND,
  PURCHASE_RETURN_KIND,
  PURCHASE_VALUE_NOTE_KIND,
  RECEIPT_KIND,
  PAYMENT_KIND,
  REFUND_KIND,
  OPENING_BILL_KIND,
  EXPENSE_KIND,
  SELF_INVOICE_KIND,
  EWAY_BILL_KIND,
  E_INVOICE_KIND,
  INVOICE_EMAIL_KIND,
];
