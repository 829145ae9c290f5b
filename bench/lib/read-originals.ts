import type { Db } from '@bahi/server';
import { sql } from 'kysely';
import type { OriginalDocument, OriginalLine } from './plan-corrections';

// The invoices and purchases the generator corrects, read a chunk of ids at a time with their lines
// (the columns a note or a purchase return copies from its original).

export type OriginalSide = 'invoices' | 'purchases';

/** The original's header as a correction copies it: its party's particulars and the shop's. */
export type OriginalHeader = {
  id: number;
  party_id: number;
  party_name: string;
  party_gstin: string | null;
  party_email: string | null;
  party_phone: string | null;
  party_address: string | null;
  party_state_code: string | null;
  place_of_supply: string;
  seller_snapshot: string | null;
};

export type Original = OriginalHeader & OriginalDocument;

const SHAPES = {
  invoices: {
    items: 'invoice_items',
    key: 'invoice_id',
    party: 'customer',
    date: 'date',
    pos: 'place_of_supply',
  },
  purchases: {
    items: 'purchase_items',
    key: 'purchase_id',
    party: 'supplier',
    date: 'purchase_date',
    pos: 'supplier_state_code',
  },
} as const;

const asNumber = (value: unknown) => Number(value);

/** The standing originals of these ids with their lines, in id order. */
export async function readOriginals(db: Db, side: OriginalSide, ids: readonly number[]): Promise<Original[]> {
  if (ids.length === 0) return [];
  const shape = SHAPES[side];
  const party = (column: string) => sql.ref(`d.${shape.party}_${column}`);
  const { rows: heads } = await sql<Record<string, unknown>>`select d.id, ${party('id')} as party_id,
      ${party('name')} as party_name, ${party('gstin')} as party_gstin, ${party('email')} as party_email,
      ${party('phone')} as party_phone, ${party('address')} as party_address,
      ${party('state_code')} as party_state_code, ${sql.ref(`d.${shape.pos}`)} as place_of_supply,
      d.seller_snapshot, ${sql.ref(`d.${shape.date}`)} as date, d.supply_type, d.round_off
    from ${sql.table(side)} d where d.id in (${sql.join(ids)}) and d.status <> 'Cancelled'
    order by d.id`.execute(db);
  const { rows: lines } = await sql<Record<string, unknown>>`select id, ${sql.ref(shape.key)} as document_id,
      product_id, product_name, hsn_code, unit, batch_id, supply_category, quantity_milli, gst_rate_bp, subtotal
    from ${sql.table(shape.items)} where ${sql.ref(shape.key)} in (${sql.join(ids)})
    order by ${sql.ref(shape.key)}, line_no`.execute(db);
  const linesOf = new Map<number, OriginalLine[]>();
  for (const row of lines) {
    const documentId = asNumber(row.document_id);
    const list = linesOf.get(documentId) ?? [];
    list.push({
      id: asNumber(row.id),
      product_id: asNumber(row.product_id),
      product_name: String(row.product_name),
      hsn_code: String(row.hsn_code),
      unit: String(row.unit),
      batch_id: row.batch_id === null ? null : asNumber(row.batch_id),
      supply_category: String(row.supply_category),
      quantity_milli: asNumber(row.quantity_milli),
      gst_rate_bp: asNumber(row.gst_rate_bp),
      subtotal: asNumber(row.subtotal),
    });
    linesOf.set(documentId, list);
  }
  return heads.map((row) => ({
    id: asNumber(row.id),
    party_id: asNumber(row.party_id),
    party_name: String(row.party_name),
    party_gstin: (row.party_gstin as string | null) ?? null,
    party_email: (row.party_email as string | null) ?? null,
    party_phone: (row.party_phone as string | null) ?? null,
    party_address: (row.party_address as string | null) ?? null,
    party_state_code: (row.party_state_code as string | null) ?? null,
    place_of_supply: String(row.place_of_supply ?? ''),
    seller_snapshot: (row.seller_snapshot as string | null) ?? null,
    date: String(row.date),
    supplyType: row.supply_type === 'inter' ? 'inter' : 'intra',
    roundOff: asNumber(row.round_off ?? 0),
    lines: linesOf.get(asNumber(row.id)) ?? [],
  }));
}

/** The first and last id of a table (0 and -1 when empty). */
export async function idRange(db: Db, side: OriginalSide): Promise<{ first: number; last: number }> {
  const { rows } = await sql<{ first: number | null; last: number | null }>`select min(id) as first,
    max(id) as last from ${sql.table(side)}`.execute(db);
  const row = rows[0];
  return { first: Number(row?.first ?? 0), last: Number(row?.last ?? -1) };
}
