import type { Generated } from 'kysely';
import type {
  DocumentTaxColumns,
  LineAmountColumns,
  LineProductColumns,
  PartySnapshotColumns,
} from './schema-columns';
import type { SupplyTypeColumn } from './schema-documents';

// Purchase returns: goods sent back to a supplier against one purchase (migration
// 2026-11-25T1200). Money is paise, rates basis points, quantities thousandths of the unit.

export type PurchaseReturnTable = PartySnapshotColumns<'supplier'> &
  DocumentTaxColumns & {
    id: Generated<number>;
    financial_year: string;
    seq: number;
    return_number: string;
    date: string;
    purchase_id: number;
    /** 'return': goods sent back (stock leaves); 'value': a value note, no goods (migration 2026-11-27T1800). */
    kind: Generated<'return' | 'value'>;
    /** The supplier's credit note number as GSTR-2B shows it; null when not typed. */
    supplier_note_number: string | null;
    supply_type: SupplyTypeColumn;
    reason: string;
    status: Generated<'Issued' | 'Cancelled'>;
    /** The shop's particulars as JSON (documents/seller-snapshot.ts): the return is issued by the shop. */
    seller_snapshot: string;
    /** What rounding to the rupee added, paise (migration 2026-11-27T0610); 0 when not rounded. */
    round_off: Generated<number>;
    /** Tax-inclusive value plus round_off: what the return takes off the purchase. */
    grand_total: number;
    created_at: string;
    updated_at: string;
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
