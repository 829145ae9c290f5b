import type { SupplyCategory } from '@bahi/domain';
import type { Generated } from 'kysely';
import type { SupplyTypeColumn } from './schema-documents';

// Column groups that several document tables share, so that each table declares only what is its
// own. Money is integer paise, rates basis points, quantities thousandths of the unit.

/** The party's particulars as the document froze them when it was written. */
export type PartySnapshotColumns<P extends 'customer' | 'supplier'> = { [K in `${P}_id`]: number } & {
  [K in `${P}_name`]: string;
} & { [K in `${P}_gstin` | `${P}_email` | `${P}_phone` | `${P}_address` | `${P}_state_code`]: string | null };

/** A document's stored money heads, before its round-off and grand total. */
export type DocumentTaxColumns = {
  total_amount: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  gst_amount: number;
};

/** A document line's product, as the line froze it. */
export type LineProductColumns = {
  product_id: number;
  product_name: string;
  hsn_code: string;
  unit: string;
  /** The batch the line takes from or returns to (product_batches, migration 2026-11-27T0500); null without batches. */
  batch_id: number | null;
  /** The line's supply category as sold or bought (migration 2026-11-27T1900; domain lineSupplyCategory). */
  supply_category: SupplyCategory;
};

/** A document line's stored amounts: taxable value, the three taxes, their sum and the line total. */
export type LineAmountColumns = {
  subtotal: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  tax_amount: number;
  total: number;
};

/** A line's batch as read with it (joined from product_batches); null on a product without batches. */
export type LineBatchColumns = { batch_number: string | null; batch_expiry_date: string | null };

/** A stored document line: its id, its place on the document, its product and its batch. */
export type StoredLineColumns = { id: number; line_no: number } & LineProductColumns & LineBatchColumns;

/**
 * What a correcting document (a credit or debit note, a purchase return) keeps besides its number,
 * original and lines: its tax heads; numbered per financial year in its series; issued or
 * cancelled; the seller's particulars as JSON (documents/seller-snapshot.ts); its round-off, paise
 * (0 when not rounded), in its grand total.
 */
export type CorrectingDocumentColumns = DocumentTaxColumns & {
  id: Generated<number>;
  financial_year: string;
  seq: number;
  date: string;
  supply_type: SupplyTypeColumn;
  reason: string;
  status: Generated<'Issued' | 'Cancelled'>;
  seller_snapshot: string;
  round_off: Generated<number>;
  grand_total: number;
  created_at: string;
  updated_at: string;
};

/**
 * What an invoice and a purchase both keep as a bill that money settles: its tax heads; a version,
 * one more with every change, by which a stale edit is refused (migration 2026-11-25T0500); the
 * shop's particulars as JSON, frozen when saved (documents/seller-snapshot.ts); the paise live
 * receipts or payments applied (kept by triggers, db/derived/settled-amounts.ts, never written by
 * the app); and the paise live refunds put back on it (migration 2026-11-25T1210).
 */
export type BillColumns = DocumentTaxColumns & {
  version: Generated<number>;
  id: Generated<number>;
  financial_year: string;
  supply_type: SupplyTypeColumn;
  grand_total: number;
  seller_snapshot: string | null;
  settled: Generated<number>;
  refunded: Generated<number>;
  created_at: Generated<string>;
};
