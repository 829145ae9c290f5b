import type { Generated } from 'kysely';
import type {
  CorrectingDocumentColumns,
  LineAmountColumns,
  LineProductColumns,
  PartySnapshotColumns,
} from './schema-columns';

// Purchase returns: goods sent back to a supplier against one purchase (migration
// 2026-11-25T1200). Money is paise, rates basis points, quantities thousandths of the unit.

export type PurchaseReturnTable = PartySnapshotColumns<'supplier'> &
  CorrectingDocumentColumns & {
    return_number: string;
    purchase_id: number;
    /** 'return': goods sent back (stock leaves); 'value': a value note, no goods (migration 2026-11-27T1800). */
    kind: Generated<'return' | 'value'>;
    /** The supplier's credit note number as GSTR-2B shows it; null when not typed. */
    supplier_note_number: string | null;
    // seller_snapshot: the shop's particulars, as the return is issued by the shop. round_off
    // (migration 2026-11-27T0610) is in grand_total: what the return takes off the purchase.
  };

export type PurchaseReturnItemTable = LineProductColumns &
  LineAmountColumns & {
    id: Generated<number>;
    return_id: number;
    line_no: number;
    purchase_item_id: number;
    /** Units sent back, thousandths of the unit. */
    quantity_milli: number;
    /** The purchase line's rate. */
    gst_rate_bp: number;
  };

// Its tables join Kysely's map here, beside their types (schema.ts's Database is an interface).
declare module './schema' {
  interface Database {
    purchase_returns: PurchaseReturnTable;
    purchase_return_items: PurchaseReturnItemTable;
  }
}
