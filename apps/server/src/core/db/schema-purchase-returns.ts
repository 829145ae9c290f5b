import type { Generated } from 'kysely';
import type { SupplyTypeColumn } from './schema-documents';

// Purchase returns: goods sent back to a supplier against one purchase (migration
// 2026-11-25T1200). Money is paise, rates basis points, quantities thousandths of the unit.

export type PurchaseReturnSeriesTable = {
  financial_year: string;
  last_seq: number;
};

export type PurchaseReturnTable = {
  id: Generated<number>;
  financial_year: string;
  seq: number;
  return_number: string;
  date: string;
  purchase_id: number;
  supplier_id: number;
  supplier_name: string;
  supplier_gstin: string | null;
  supplier_email: string | null;
  supplier_phone: string | null;
  supplier_address: string | null;
  supplier_state_code: string | null;
  supply_type: SupplyTypeColumn;
  reason: string;
  status: Generated<'Issued' | 'Cancelled'>;
  /** The shop's particulars as JSON (documents/seller-snapshot.ts): the return is issued by the shop. */
  seller_snapshot: string;
  total_amount: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  gst_amount: number;
  grand_total: number;
  created_at: string;
  updated_at: string;
};

export type PurchaseReturnItemTable = {
  id: Generated<number>;
  return_id: number;
  line_no: number;
  purchase_item_id: number;
  product_id: number;
  product_name: string;
  hsn_code: string;
  unit: string;
  /** Units sent back, thousandths of the unit. */
  quantity_milli: number;
  /** The purchase line's rate. */
  gst_rate_bp: number;
  subtotal: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  tax_amount: number;
  total: number;
};
