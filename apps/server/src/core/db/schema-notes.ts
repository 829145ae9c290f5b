import type { Generated } from 'kysely';
import type { SupplyTypeColumn } from './schema-documents';

// Credit and debit notes against one sales invoice (migration 2026-11-25T0900). Money is paise,
// rates basis points, quantities thousandths of the unit.

export type NoteSeriesTable = {
  note_type: 'credit' | 'debit';
  financial_year: string;
  last_seq: number;
};

export type SalesNoteTable = {
  id: Generated<number>;
  note_type: 'credit' | 'debit';
  /** 'return': goods taken back (stock re-enters); 'value': a value credited or debited. */
  kind: 'return' | 'value';
  financial_year: string;
  seq: number;
  note_number: string;
  date: string;
  invoice_id: number;
  customer_id: number;
  customer_name: string;
  customer_gstin: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  customer_address: string | null;
  customer_state_code: string | null;
  place_of_supply: string;
  supply_type: SupplyTypeColumn;
  reason: string;
  status: Generated<'Issued' | 'Cancelled'>;
  /** The invoice's seller particulars (documents/seller-snapshot.ts). */
  seller_snapshot: string;
  total_amount: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  gst_amount: number;
  /** The invoice's round-off, on the credit note that takes off all the invoice still had (migration 2026-11-25T1210). */
  round_off: Generated<number>;
  grand_total: number;
  created_at: string;
  updated_at: string;
};

export type SalesNoteItemTable = {
  id: Generated<number>;
  note_id: number;
  line_no: number;
  invoice_item_id: number;
  product_id: number;
  product_name: string;
  hsn_code: string;
  unit: string;
  /** Units returned (0 on a value note), thousandths of the unit. */
  quantity_milli: number;
  /** The invoice line's rate. */
  gst_rate_bp: number;
  subtotal: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  tax_amount: number;
  total: number;
};
