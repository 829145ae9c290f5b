import { amountInWords, milliToQuantity, stateName } from '@bahi/domain';
import type { InvoiceDetail, InvoiceEdit, InvoiceListRow } from '@bahi/domain/schemas';
import { percentOf, rateKey, rupees, toPartySnapshot } from '../documents/document-presenter';
import { storedSeller } from '../documents/seller-snapshot';
import type { SettingsRow } from '../settings/settings-repository';
import type { InvoicePayment, InvoiceReceiptRow } from './invoice-payments';
import type { InvoiceItemRow, InvoiceRateTotalRow, InvoiceRow } from './invoice-repository';

// Stored invoice rows (paise, basis points) → the API's shapes (rupees, percent). Summaries add
// up stored line amounts; nothing here recomputes a tax.

/** Status, received and balance on the wire. */
function paymentFields(payment: InvoicePayment) {
  return { status: payment.status, received: rupees(payment.received), balance: rupees(payment.balance) };
}

export function toInvoiceListRow(
  row: InvoiceRow,
  rateTotals: readonly InvoiceRateTotalRow[],
  payment: InvoicePayment,
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
      mrp: rupees(item.mrp),
      rate: rupees(item.rate),
      discount: percentOf(item.discount_bp),
      quantity: milliToQuantity(item.quantity_milli),
      price_basis: item.price_basis,
      gst_rate: percentOf(item.gst_rate_bp),
      tax_amount: rupees(item.tax_amount),
      subtotal: rupees(item.subtotal),
      total: rupees(item.total),
    })),
  };
}

type Sums = {
  quantityMilli: number;
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  lines: number;
};

function sumItems(items: readonly InvoiceItemRow[], keyOf: (item: InvoiceItemRow) => string) {
  const sums = new Map<string, Sums & { first: InvoiceItemRow }>();
  for (const item of items) {
    const key = keyOf(item);
    const entry = sums.get(key) ?? {
      quantityMilli: 0,
      subtotal: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      lines: 0,
      first: item,
    };
    entry.quantityMilli += item.quantity_milli;
    entry.subtotal += item.subtotal;
    entry.cgst += item.cgst_amount;
    entry.sgst += item.sgst_amount;
    entry.igst += item.igst_amount;
    entry.lines += 1;
    sums.set(key, entry);
  }
  return sums;
}

export function toInvoiceDetail(
  row: InvoiceRow,
  items: readonly InvoiceItemRow[],
  settings: SettingsRow,
  payment: InvoicePayment,
  receipts: readonly InvoiceReceiptRow[],
): InvoiceDetail {
  const gstSummary: InvoiceDetail['gst_summary'] = {};
  for (const [key, sums] of sumItems(items, (item) => rateKey(item.gst_rate_bp))) {
    gstSummary[key] = {
      gst_rate: percentOf(sums.first.gst_rate_bp),
      total_items: sums.lines,
      quantity: milliToQuantity(sums.quantityMilli),
      subtotal: rupees(sums.subtotal),
      tax: rupees(sums.cgst + sums.sgst + sums.igst),
      cgst: rupees(sums.cgst),
      sgst: rupees(sums.sgst),
      igst: rupees(sums.igst),
    };
  }
  const ratesPerHsn = new Map<string, Set<number>>();
  for (const item of items) {
    ratesPerHsn.set(item.hsn_code, (ratesPerHsn.get(item.hsn_code) ?? new Set()).add(item.gst_rate_bp));
  }
  const hsnKey = (item: InvoiceItemRow) =>
    (ratesPerHsn.get(item.hsn_code)?.size ?? 1) > 1
      ? `${item.hsn_code}@${rateKey(item.gst_rate_bp)}`
      : item.hsn_code;
  const hsnSummary: InvoiceDetail['hsn_summary'] = {};
  for (const [key, sums] of sumItems(items, hsnKey)) {
    const tax = sums.cgst + sums.sgst + sums.igst;
    hsnSummary[key] = {
      hsn_code: sums.first.hsn_code,
      gst_rate: percentOf(sums.first.gst_rate_bp),
      unit: sums.first.unit,
      qty: milliToQuantity(sums.quantityMilli),
      total_value: rupees(sums.subtotal + tax),
      taxable_value: rupees(sums.subtotal),
      cgst_amt: rupees(sums.cgst),
      sgst_amt: rupees(sums.sgst),
      igst_amt: rupees(sums.igst),
    };
  }
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    date: row.date,
    created_at: row.created_at,
    version: row.version,
    customer_id: row.customer_id,
    customer: toPartySnapshot('customer', row.customer_id, row),
    seller: storedSeller(row.seller_snapshot, settings),
    supply_type: row.supply_type,
    place_of_supply: { state_code: row.place_of_supply, state_name: stateName(row.place_of_supply) ?? '' },
    items: items.map((item) => ({
      id: item.id,
      line_no: item.line_no,
      product_id: item.product_id,
      product: { name: item.product_name, hsn_code: item.hsn_code },
      unit: item.unit,
      mrp: rupees(item.mrp),
      rate: rupees(item.rate),
      discount: percentOf(item.discount_bp),
      quantity: milliToQuantity(item.quantity_milli),
      price_basis: item.price_basis,
      gst_rate: percentOf(item.gst_rate_bp),
      subtotal: rupees(item.subtotal),
      tax_amount: rupees(item.tax_amount),
      cgst_amount: rupees(item.cgst_amount),
      sgst_amount: rupees(item.sgst_amount),
      igst_amount: rupees(item.igst_amount),
      total: rupees(item.total),
    })),
    gst_summary: gstSummary,
    hsn_summary: hsnSummary,
    total_amount: rupees(row.total_amount),
    tax: { cgst: rupees(row.cgst_amount), sgst: rupees(row.sgst_amount), igst: rupees(row.igst_amount) },
    gst_amount: rupees(row.gst_amount),
    round_off: rupees(row.round_off),
    grand_total: rupees(row.grand_total),
    ...paymentFields(payment),
    receipts: receipts.map((receipt) => ({ ...receipt, amount: rupees(receipt.amount) })),
    amount_in_words: amountInWords(row.grand_total),
    reverse_charge: false,
  };
}
