import type { Generated } from 'kysely';
import type {
  DocumentTaxColumns,
  LineAmountColumns,
  LineProductColumns,
  PartySnapshotColumns,
} from './schema-columns';
import type { SupplyTypeColumn } from './schema-documents';

// Credit and debit notes against one sales invoice (migration 2026-11-25T0900). Money is paise,
// rates basis points, quantities thousandths of the unit.

export type SalesNoteTable = PartySnapshotColumns<'customer'> &
  DocumentTaxColumns & {
    id: Generated<number>;
    note_type: 'credit' | 'debit';
    /** 'return': goods taken back (stock re-enters); 'value': a value credited or debited. */
    kind: 'return' | 'value';
    financial_year: string;
    seq: number;
    note_number: string;
    date: string;
    invoice_id: number;
    place_of_supply: string;
    supply_type: SupplyTypeColumn;
    reason: string;
    status: Generated<'Issued' | 'Cancelled'>;
    /** The invoice's seller particulars (documents/seller-snapshot.ts). */
    seller_snapshot: string;
    /** The invoice's round-off, on the credit note that takes off all the invoice still had (migration 2026-11-25T1210). */
    round_off: Generated<number>;
    grand_total: number;
    created_at: string;
    updated_at: string;
  };

export type SalesNoteItemTable = LineProductColumns &
  LineAmountColumns & {
    id: Generated<number>;
    note_id: number;
    line_no: number;
    invoice_item_id: number;
    /** Units returned (0 on a value note), thousandths of the unit. */
    quantity_milli: number;
    /** The invoice line's rate. */
    gst_rate_bp: number;
  };
