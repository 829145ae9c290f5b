import type { Generated } from 'kysely';
import type {
  CorrectingDocumentColumns,
  LineAmountColumns,
  LineProductColumns,
  PartySnapshotColumns,
} from './schema-columns';

// Credit and debit notes against one sales invoice (migration 2026-11-25T0900). Money is paise,
// rates basis points, quantities thousandths of the unit.

export type SalesNoteTable = PartySnapshotColumns<'customer'> &
  CorrectingDocumentColumns & {
    note_type: 'credit' | 'debit';
    /** 'return': goods taken back (stock re-enters); 'value': a value credited or debited. */
    kind: 'return' | 'value';
    note_number: string;
    invoice_id: number;
    place_of_supply: string;
    // seller_snapshot: the invoice's seller particulars. round_off: the invoice's, on the credit
    // note that takes off all the invoice still had (migration 2026-11-25T1210).
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
