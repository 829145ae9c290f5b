import { amountInWords } from '@bahi/domain';
import type { PurchaseDetail, PurchaseListRow } from '@bahi/domain/schemas';
import type { SettingsRow } from '../core/shop/settings-repository';
import {
  lineAmountsShown,
  lineProductShown,
  percentOf,
  rateKey,
  rupees,
  toPartySnapshot,
} from '../documents/document-presenter';
import { quantitiesOf } from '../documents/free-quantity';
import type { ReturnOfPurchaseRow } from '../documents/returns-of-purchase-repository';
import { storedSeller } from '../documents/seller-snapshot';
import type { PurchaseItemRow, PurchaseRow } from './purchase-repository';

export function toPurchaseListRow(row: PurchaseRow): PurchaseListRow {
  return {
    id: row.id,
    purchase_number: row.purchase_number,
    invoice_number: row.supplier_invoice_number,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    supplier: row.supplier_name,
    purchase_date: row.purchase_date,
    date: row.purchase_date,
    status: row.status,
    total_amount: rupees(row.total_amount),
    gst_amount: rupees(row.gst_amount),
    grand_total: rupees(row.grand_total),
    created_at: row.created_at,
  };
}

export function toPurchaseDetail(
  row: PurchaseRow,
  items: readonly PurchaseItemRow[],
  settings: SettingsRow,
  returns: readonly ReturnOfPurchaseRow[],
): PurchaseDetail {
  const gstSummary: PurchaseDetail['gst_summary'] = {};
  for (const item of items) {
    const key = rateKey(item.gst_rate_bp);
    const entry = gstSummary[key] ?? {
      gst_rate: percentOf(item.gst_rate_bp),
      total_items: 0,
      subtotal: 0,
      tax: 0,
    };
    // Summed in paise and converted once, so no binary fractions creep in.
    gstSummary[key] = {
      ...entry,
      total_items: entry.total_items + 1,
      subtotal: rupees(Math.round(entry.subtotal * 100) + item.subtotal),
      tax: rupees(Math.round(entry.tax * 100) + item.tax_amount),
    };
  }
  return {
    id: row.id,
    purchase_number: row.purchase_number,
    invoice_number: row.supplier_invoice_number,
    purchase_date: row.purchase_date,
    status: row.status,
    created_at: row.created_at,
    version: row.version,
    supplier_id: row.supplier_id,
    supplier: toPartySnapshot('supplier', row.supplier_id, row),
    seller: storedSeller(row.seller_snapshot, settings),
    supply_type: row.supply_type,
    // Object.assign, not a literal that begins with a spread: see invoice-presenter.ts.
    items: items.map((item) =>
      Object.assign(lineProductShown(item), {
        mrp: item.mrp === null ? null : rupees(item.mrp),
        ...quantitiesOf(item),
        amount: rupees(item.amount),
        typed_rate: item.typed_rate === null ? null : rupees(Number(item.typed_rate)),
        discount: percentOf(item.discount_bp),
        rate: rupees(item.rate),
        gst_rate: percentOf(item.gst_rate_bp),
        ...lineAmountsShown(item),
      }),
    ),
    gst_summary: gstSummary,
    total_amount: rupees(row.total_amount),
    tax: { cgst: rupees(row.cgst_amount), sgst: rupees(row.sgst_amount), igst: rupees(row.igst_amount) },
    gst_amount: rupees(row.gst_amount),
    round_off: rupees(Number(row.round_off)),
    grand_total: rupees(row.grand_total),
    returned: rupees(Number(row.returned)),
    returns: returns.map((entry) => ({
      id: entry.id,
      return_number: entry.return_number,
      date: entry.date,
      grand_total: rupees(Number(entry.grand_total)),
      status: entry.status,
    })),
    amount_in_words: amountInWords(row.grand_total),
  };
}
