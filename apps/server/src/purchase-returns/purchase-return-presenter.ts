import { amountInWords, milliToQuantity } from '@bahi/domain';
import type { PurchaseReturnDetail, PurchaseReturnListRow } from '@bahi/domain/schemas';
import { percentOf, rupees, toPartySnapshot } from '../documents/document-presenter';
import { gstSummaryOf, hsnSummaryOf } from '../documents/document-summaries';
import { storedSeller } from '../documents/seller-snapshot';
import type { SettingsRow } from '../settings/settings-repository';
import type { PurchaseReturnItemRow, PurchaseReturnRow } from './purchase-return-repository';

// Stored purchase return rows (paise, basis points) → the API's shapes (rupees, percent).

export function toPurchaseReturnListRow(row: PurchaseReturnRow): PurchaseReturnListRow {
  return {
    id: row.id,
    return_number: row.return_number,
    date: row.date,
    created_at: row.created_at,
    reason: row.reason,
    status: row.status,
    purchase: {
      id: row.purchase_id,
      purchase_number: row.purchase_number,
      invoice_number: row.supplier_invoice_number,
      date: row.purchase_date,
    },
    supplier_id: row.supplier_id,
    supplier: toPartySnapshot('supplier', row.supplier_id, row),
    supply_type: row.supply_type,
    total_amount: rupees(Number(row.total_amount)),
    gst_amount: rupees(Number(row.gst_amount)),
    grand_total: rupees(Number(row.grand_total)),
  };
}

export function toPurchaseReturnDetail(
  row: PurchaseReturnRow,
  items: readonly PurchaseReturnItemRow[],
  settings: SettingsRow,
): PurchaseReturnDetail {
  const lines = items.map((item) => ({
    ...item,
    quantity_milli: Number(item.quantity_milli),
    subtotal: Number(item.subtotal),
    cgst_amount: Number(item.cgst_amount),
    sgst_amount: Number(item.sgst_amount),
    igst_amount: Number(item.igst_amount),
    tax_amount: Number(item.tax_amount),
    total: Number(item.total),
  }));
  return {
    ...toPurchaseReturnListRow(row),
    seller: storedSeller(row.seller_snapshot, settings),
    items: lines.map((item) => ({
      id: item.id,
      line_no: item.line_no,
      purchase_item_id: item.purchase_item_id,
      product_id: item.product_id,
      product: { name: item.product_name, hsn_code: item.hsn_code },
      unit: item.unit,
      quantity: milliToQuantity(item.quantity_milli),
      gst_rate: percentOf(item.gst_rate_bp),
      subtotal: rupees(item.subtotal),
      tax_amount: rupees(item.tax_amount),
      cgst_amount: rupees(item.cgst_amount),
      sgst_amount: rupees(item.sgst_amount),
      igst_amount: rupees(item.igst_amount),
      total: rupees(item.total),
    })),
    gst_summary: gstSummaryOf(lines),
    hsn_summary: hsnSummaryOf(lines),
    tax: {
      cgst: rupees(Number(row.cgst_amount)),
      sgst: rupees(Number(row.sgst_amount)),
      igst: rupees(Number(row.igst_amount)),
    },
    amount_in_words: amountInWords(Number(row.grand_total)),
  };
}
