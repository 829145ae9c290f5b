import { amountInWords, stateName } from '@bahi/domain';
import type { InvoiceDetail, InvoiceEdit, InvoiceListRow, Seller } from '@bahi/domain/schemas';
import type { SettingsRow } from '../core/shop/settings-repository';
import {
  lineAmountsShown,
  lineBatchShown,
  lineProductShown,
  percentOf,
  rateKey,
  rupees,
  toPartySnapshot,
} from '../documents/document-presenter';
import { gstSummaryOf, hsnSummaryOf } from '../documents/document-summaries';
import { quantitiesOf } from '../documents/free-quantity';
import type { InvoiceAdvanceRow, InvoicePayment, InvoiceReceiptRow } from '../documents/invoice-payments';
import type { InvoiceNoteRow } from '../documents/notes-of-invoice-repository';
import { storedSeller } from '../documents/seller-snapshot';
import type { EDocumentStatuses } from '../e-documents/e-document-statuses';
import type { InvoiceListDbRow } from './invoice-list-repository';
import type { InvoiceItemRow, InvoiceRow } from './invoice-repository';
import type { InvoiceRateTotalRow } from './kept-rate-totals';

// Stored invoice rows (paise, basis points) → the API's shapes (rupees, percent). Summaries add
// up stored line amounts; nothing here recomputes a tax.

/** Status, received and balance on the wire. */
function paymentFields(payment: InvoicePayment) {
  return { status: payment.status, received: rupees(payment.received), balance: rupees(payment.balance) };
}

export function toInvoiceListRow(
  row: InvoiceListDbRow,
  rateTotals: readonly InvoiceRateTotalRow[],
  payment: InvoicePayment,
  eDocuments: EDocumentStatuses,
): InvoiceListRow {
  const gstSummary: InvoiceListRow['gst_summary'] = {};
  for (const total of rateTotals) {
    gstSummary[rateKey(total.gst_rate_bp)] = {
      total_items: Number(total.total_items),
      subtotal: rupees(Number(total.subtotal)),
      tax: rupees(Number(total.tax)),
    };
  }
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    date: row.date,
    created_at: row.created_at,
    customer_id: row.customer_id,
    customer: toPartySnapshot('customer', row.customer_id, row),
    supply_type: row.supply_type,
    total_amount: rupees(row.total_amount),
    gst_amount: rupees(row.gst_amount),
    round_off: rupees(row.round_off),
    grand_total: rupees(row.grand_total),
    ...paymentFields(payment),
    gst_summary: gstSummary,
    ...eDocuments,
  };
}

export function toInvoiceEdit(
  row: InvoiceRow,
  items: readonly InvoiceItemRow[],
  settings: SettingsRow,
  payment: InvoicePayment,
): InvoiceEdit {
  return {
    id: row.id,
    version: row.version,
    // The edit form shows the particulars the invoice keeps unless asked to print today's.
    seller: storedSeller(row.seller_snapshot, settings),
    invoice_number: row.invoice_number,
    date: row.date,
    customer_id: row.customer_id,
    customer: toPartySnapshot('customer', row.customer_id, row),
    total_amount: rupees(row.total_amount),
    gst_amount: rupees(row.gst_amount),
    round_off: rupees(row.round_off),
    grand_total: rupees(row.grand_total),
    ...paymentFields(payment),
    items: items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      product_name: item.product_name,
      hsn_code: item.hsn_code,
      unit: item.unit,
      batch: lineBatchShown(item),
      ...linePricingShown(item),
      tax_amount: rupees(item.tax_amount),
      subtotal: rupees(item.subtotal),
      total: rupees(item.total),
    })),
  };
}

/** How a line was priced, as the detail and the edit form both show it. */
function linePricingShown(item: InvoiceItemRow) {
  return {
    mrp: rupees(item.mrp),
    rate: rupees(item.rate),
    discount: percentOf(item.discount_bp),
    ...quantitiesOf(item),
    price_basis: item.price_basis,
    gst_rate: percentOf(item.gst_rate_bp),
  };
}

export function toInvoiceDetail(
  row: InvoiceRow,
  items: readonly InvoiceItemRow[],
  seller: Seller,
  payment: InvoicePayment,
  settledBy: { receipts: readonly InvoiceReceiptRow[]; advances: readonly InvoiceAdvanceRow[] },
  notes: readonly InvoiceNoteRow[],
): InvoiceDetail {
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    date: row.date,
    created_at: row.created_at,
    version: row.version,
    customer_id: row.customer_id,
    customer: toPartySnapshot('customer', row.customer_id, row),
    seller,
    supply_type: row.supply_type,
    place_of_supply: { state_code: row.place_of_supply, state_name: stateName(row.place_of_supply) ?? '' },
    // Object.assign onto the first part, not { ...a, ...b, ...c }: on Node 20 an object literal that
    // begins with a spread cost 1-30 µs to build, about 0.2 ms of an invoice's detail.
    items: items.map((item) =>
      Object.assign(lineProductShown(item), linePricingShown(item), lineAmountsShown(item)),
    ),
    gst_summary: gstSummaryOf(items),
    hsn_summary: hsnSummaryOf(items),
    total_amount: rupees(row.total_amount),
    tax: { cgst: rupees(row.cgst_amount), sgst: rupees(row.sgst_amount), igst: rupees(row.igst_amount) },
    gst_amount: rupees(row.gst_amount),
    round_off: rupees(row.round_off),
    grand_total: rupees(row.grand_total),
    ...paymentFields(payment),
    receipts: settledBy.receipts.map((receipt) => ({ ...receipt, amount: rupees(receipt.amount) })),
    opening_advances: settledBy.advances.map((advance) => ({ ...advance, amount: rupees(advance.amount) })),
    notes: notes.map((note) => ({ ...note, grand_total: rupees(Number(note.grand_total)) })),
    amount_in_words: amountInWords(row.grand_total),
    reverse_charge: false,
  };
}
