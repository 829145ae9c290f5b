import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { DateRange } from '../core/db/date-range';
import type { HsnTotalsRow, ProductSalesRow } from './sales-report-rows';

// What live credit and debit notes dated in a range change in the sales reports: signed sums of
// their stored lines (a credit note takes off, a debit note adds; a return's units come off the
// quantity), at the invoice line's HSN, rate and unit. Notes are few beside invoice lines, so the
// reports read them from the notes themselves and net them into the running totals they read.
// Here in documents/ because the reports, the returns and the dashboard all read them.

export type NoteRange = DateRange;

export type NoteHsnRow = HsnTotalsRow;
export type NoteProductRow = ProductSalesRow;

const SIGN = sql`case when n.note_type = 'credit' then -1 else 1 end`;

/** Per HSN code, rate and unit; `b2b` narrows to notes on invoices to buyers with (1) or without (0) a GSTIN. */
export async function findNoteHsnTotals(db: Db, range: NoteRange, b2b?: 0 | 1): Promise<NoteHsnRow[]> {
  // The invoice line is read only to tell B2B from B2C: every note line has one (a year of a busy
  // shop's notes otherwise costs some 30 ms of PostgreSQL's lookups into invoice_items).
  const party =
    b2b === undefined ? sql`` : sql`join invoice_items ii on ii.id = i.invoice_item_id and ii.b2b = ${b2b}`;
  const { rows } = await sql<NoteHsnRow>`select i.hsn_code, i.gst_rate_bp, i.unit,
      sum(${SIGN} * i.quantity_milli) as quantity_milli, sum(${SIGN} * i.subtotal) as subtotal,
      sum(${SIGN} * i.cgst_amount) as cgst, sum(${SIGN} * i.sgst_amount) as sgst,
      sum(${SIGN} * i.igst_amount) as igst
    from sales_note_items i
    join sales_notes n on n.id = i.note_id
    ${party}
    where n.status = 'Issued' and n.date >= ${range.from} and n.date <= ${range.to}
    group by i.hsn_code, i.gst_rate_bp, i.unit`.execute(db);
  return rows;
}

/** Per product, HSN code and rate. */
export async function findNoteProductTotals(db: Db, range: NoteRange): Promise<NoteProductRow[]> {
  const { rows } =
    await sql<NoteProductRow>`select i.product_id, p.name as product_name, i.hsn_code, i.gst_rate_bp,
      sum(${SIGN} * i.quantity_milli) as quantity_milli, sum(${SIGN} * i.subtotal) as subtotal,
      sum(${SIGN} * i.tax_amount) as tax
    from sales_note_items i
    join sales_notes n on n.id = i.note_id
    join products p on p.id = i.product_id
    where n.status = 'Issued' and n.date >= ${range.from} and n.date <= ${range.to}
    group by i.product_id, p.name, i.hsn_code, i.gst_rate_bp`.execute(db);
  return rows;
}

export type NoteDayTotalsRow = { total_amount: number; gst_amount: number; grand_total: number };

/** The notes' signed totals over a range, for the dashboard's sales figures. */
export async function sumNotesInRange(db: Db, range: NoteRange): Promise<NoteDayTotalsRow> {
  const { rows } = await sql<NoteDayTotalsRow>`select
      coalesce(sum(${SIGN} * n.total_amount), 0) as total_amount,
      coalesce(sum(${SIGN} * n.gst_amount), 0) as gst_amount,
      coalesce(sum(${SIGN} * n.grand_total), 0) as grand_total
    from sales_notes n
    where n.status = 'Issued' and n.date >= ${range.from} and n.date <= ${range.to}`.execute(db);
  const row = rows[0];
  return {
    total_amount: Number(row?.total_amount ?? 0),
    gst_amount: Number(row?.gst_amount ?? 0),
    grand_total: Number(row?.grand_total ?? 0),
  };
}

export type NoteMonthRow = { month: string; grand_total: number; gst_amount: number };

/** The notes' signed totals per month ('YYYY-MM') over a range, for the dashboard's chart. */
export async function sumNotesByMonth(db: Db, range: NoteRange): Promise<NoteMonthRow[]> {
  const { rows } = await sql<NoteMonthRow>`select substr(n.date, 1, 7) as month,
      sum(${SIGN} * n.grand_total) as grand_total, sum(${SIGN} * n.gst_amount) as gst_amount
    from sales_notes n
    where n.status = 'Issued' and n.date >= ${range.from} and n.date <= ${range.to}
    group by substr(n.date, 1, 7)`.execute(db);
  return rows.map((row) => ({
    month: row.month,
    grand_total: Number(row.grand_total),
    gst_amount: Number(row.gst_amount),
  }));
}
