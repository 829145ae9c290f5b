import type { Generated } from 'kysely';

// Table types of receipt and payment vouchers (migration 2026-11-22T0900). Money is integer paise.

export type VoucherKindColumn = 'receipt' | 'payment';
export type VoucherModeColumn = 'cash' | 'upi' | 'bank_transfer' | 'cheque';

export type VoucherTable = {
  /** One more with every change (migration 2026-11-25T0500): a stale edit is refused. */
  version: Generated<number>;
  id: Generated<number>;
  kind: VoucherKindColumn;
  /** Position in the kind's series: RV-001 is the receipt with seq 1. */
  seq: number;
  voucher_number: string;
  date: string;
  customer_id: number | null;
  supplier_id: number | null;
  party_name: string;
  party_gstin: string | null;
  party_email: string | null;
  party_phone: string | null;
  party_address: string | null;
  party_state_code: string | null;
  amount: number;
  mode: VoucherModeColumn;
  cheque_number: string | null;
  reference: string | null;
  /** The seller's particulars as JSON, frozen when issued (documents/seller-snapshot.ts). */
  seller_snapshot: string | null;
  created_at: Generated<string>;
  /** Set when the voucher is removed; the row stays so that its number is never issued again. */
  removed_at: string | null;
};

/** The part of a voucher's amount applied to one invoice (receipts) or purchase (payments). */
export type VoucherAllocationTable = {
  id: Generated<number>;
  voucher_id: number;
  line_no: number;
  invoice_id: number | null;
  purchase_id: number | null;
  amount: number;
};

/** Per kind: the position of the last voucher number issued. */
export type VoucherSeriesTable = {
  kind: VoucherKindColumn;
  last_seq: number;
};
