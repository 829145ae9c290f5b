import { amountInWords, milliToQuantity, stateName } from '@bahi/domain';
import type { NoteDetail, NoteListRow } from '@bahi/domain/schemas';
import { percentOf, rupees, toPartySnapshot } from '../documents/document-presenter';
import { gstSummaryOf, hsnSummaryOf } from '../documents/document-summaries';
import { storedSeller } from '../documents/seller-snapshot';
import type { SettingsRow } from '../settings/settings-repository';
import type { NoteItemRow, NoteRow } from './note-repository';

// Stored note rows (paise, basis points) → the API's shapes (rupees, percent).

export function toNoteListRow(row: NoteRow): NoteListRow {
  return {
    id: row.id,
    note_type: row.note_type,
    note_number: row.note_number,
    date: row.date,
    created_at: row.created_at,
    kind: row.kind,
    reason: row.reason,
    status: row.status,
    invoice: { id: row.invoice_id, invoice_number: row.invoice_number, date: row.invoice_date },
    customer_id: row.customer_id,
    customer: toPartySnapshot('customer', row.customer_id, row),
    supply_type: row.supply_type,
    total_amount: rupees(Number(row.total_amount)),
    gst_amount: rupees(Number(row.gst_amount)),
    round_off: rupees(Number(row.round_off)),
    grand_total: rupees(Number(row.grand_total)),
  };
}

export function toNoteDetail(row: NoteRow, items: readonly NoteItemRow[], settings: SettingsRow): NoteDetail {
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
    ...toNoteListRow(row),
    seller: storedSeller(row.seller_snapshot, settings),
    place_of_supply: { state_code: row.place_of_supply, state_name: stateName(row.place_of_supply) ?? '' },
    items: lines.map((item) => ({
      id: item.id,
      line_no: item.line_no,
      invoice_item_id: item.invoice_item_id,
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
    reverse_charge: false,
  };
}
