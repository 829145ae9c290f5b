import type { DocumentKind } from './document-kind';

// The records attached to a document rather than standing alone (e-way bills, e-invoices, sent
// e-mails): no party or number of their own, they stand and fall with the document they belong
// to. Declared like every kind (document-kinds.ts lists them all).

export const EWAY_BILL_KIND = {
  kind: 'eway_bill',
  tables: ['eway_bills'],
  series: null,
  party: {},
  taxed: false,
  stock: null,
  corrects: null,
  attachedTo: ['invoice', 'purchase_return'],
  recordTypes: ['eway_bill'],
  pdfTitle: 'E-way bill',
  exports: [{ table: 'eway_bills', file: 'eway_bills.csv' }],
  reference: { singular: 'e-way bill', plural: 'e-way bills' },
} as const satisfies DocumentKind;

export const E_INVOICE_KIND = {
  ...EWAY_BILL_KIND,
  kind: 'e_invoice',
  tables: ['e_invoices'],
  attachedTo: ['invoice', 'credit_note', 'debit_note'],
  recordTypes: ['e_invoice'],
  pdfTitle: null,
  exports: [{ table: 'e_invoices', file: 'e_invoices.csv' }],
  reference: { singular: 'e-invoice', plural: 'e-invoices' },
} as const satisfies DocumentKind;

// A sent e-mail changes no record: its row is its own log.
export const INVOICE_EMAIL_KIND = {
  ...EWAY_BILL_KIND,
  kind: 'invoice_email',
  tables: ['invoice_emails'],
  attachedTo: ['invoice'],
  recordTypes: [],
  pdfTitle: null,
  exports: [{ table: 'invoice_emails', file: 'invoice_emails.csv' }],
  reference: { singular: 'invoice e-mail', plural: 'invoice e-mails' },
} as const satisfies DocumentKind;
