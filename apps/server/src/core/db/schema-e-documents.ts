import type { Generated } from 'kysely';

// E-way bills and e-invoices (migration 2026-11-26T0500). Money in paise; timestamps ISO-8601 UTC.

/** One row, id 1. */
export type EDocumentSettingsTable = {
  id: number;
  /** First document date reported to the IRP (YYYY-MM-DD); null: e-invoicing is off. */
  einvoice_from: string | null;
  eway_threshold: number;
  eway_intra_threshold: number;
  pin_code: string | null;
  place: string | null;
  dispatch_address: string | null;
  dispatch_place: string | null;
  dispatch_pin_code: string | null;
  version: Generated<number>;
  updated_at: string;
};

export type EwayDocumentType = 'invoice' | 'purchase_return';

export type EwayBillTable = {
  id: Generated<number>;
  document_type: EwayDocumentType;
  document_id: number;
  sub_supply_type: number;
  sub_supply_desc: string | null;
  transaction_type: number;
  transporter_id: string | null;
  transporter_name: string | null;
  trans_mode: number | null;
  vehicle_no: string | null;
  vehicle_type: 'R' | 'O' | null;
  trans_doc_no: string | null;
  trans_doc_date: string | null;
  distance_km: number;
  to_pin_code: string | null;
  to_place: string | null;
  ewb_number: string | null;
  ewb_date: string | null;
  valid_until: string | null;
  cancelled_at: string | null;
  cancel_reason_code: number | null;
  cancel_remark: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type EInvoiceDocumentType = 'invoice' | 'credit_note' | 'debit_note';

export type EInvoiceTable = {
  id: Generated<number>;
  document_type: EInvoiceDocumentType;
  document_id: number;
  irn: string;
  ack_no: string;
  ack_date: string;
  signed_qr_code: string;
  status: 'ACT' | 'CNL';
  cancelled_at: string | null;
  cancel_reason_code: number | null;
  cancel_remark: string | null;
  created_at: string;
  updated_at: string;
};
