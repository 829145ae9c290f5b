import { sql } from 'kysely';
import { type Db, dialectOf } from '../core/db/database';
import type { DateRange } from '../core/db/date-range';
import type { HsnParty as PartyKind } from '../documents/hsn-totals-repository';
import type { HsnTotalsRow } from '../documents/sales-report-rows';

// The HSN summary adds up the stored amounts of invoice lines whose invoice is not cancelled, read
// from the kept totals (documents/hsn-totals-repository.ts). Which invoices make up a row (the B2B
// and B2C variants) comes from the lines themselves, through the covering index
// invoice_items_report (lines carry their invoice's date and flags, migration 2026-11-22T0800).

export type ReportRange = DateRange;
// The sums and descriptions per HSN row are read with what documents share (GSTR-1 reads them too).
export {
  findHsnDescriptions,
  findHsnTotals,
  type HsnDescriptionRow,
  type HsnParty as PartyKind,
} from '../documents/hsn-totals-repository';
export type { HsnTotalsRow };

export type HsnInvoiceIdsRow = { hsn_code: string; gst_rate_bp: number; unit: string; invoice_ids: string };

/**
 * Which invoices have lines in each HSN row (for the B2B and B2C variants), as one text of
 * comma-separated invoice ids per row: joining in the database spares building an object per
 * (row, invoice) pair, over 100,000 in a busy month.
 */
export function findHsnInvoiceIds(
  db: Db,
  range: ReportRange,
  party: Exclude<PartyKind, 'all'>,
): Promise<HsnInvoiceIdsRow[]> {
  const ids =
    dialectOf(db) === 'postgres'
      ? sql<string>`string_agg(distinct invoice_id::text, ',')`
      : sql<string>`group_concat(distinct invoice_id)`;
  return db
    .selectFrom('invoice_items')
    .select(['hsn_code', 'gst_rate_bp', 'unit', ids.as('invoice_ids')])
    .where((eb) => eb.between('invoice_date', range.from, range.to))
    .where('counts', '=', 1)
    .where('b2b', '=', party === 'b2b' ? 1 : 0)
    .groupBy(['hsn_code', 'gst_rate_bp', 'unit'])
    .execute();
}

/** Every invoice dated in the range, in date order, to name the ids above. */
export function findInvoiceNumbersInRange(
  db: Db,
  range: ReportRange,
): Promise<{ id: number; invoice_number: string }[]> {
  return db
    .selectFrom('invoices')
    .select(['id', 'invoice_number'])
    .where((eb) => eb.between('date', range.from, range.to))
    .orderBy('date')
    .orderBy('id')
    .execute();
}
