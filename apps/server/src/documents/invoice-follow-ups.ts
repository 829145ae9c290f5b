import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import { preparedQuery } from '../core/db/prepared-query';
import type { InvoiceAdvanceRow, InvoiceReceiptRow } from './invoice-payments';
import type { InvoiceNoteRow } from './notes-of-invoice-repository';

// What followed an invoice, as its detail lists it: the receipts applied to it, the opening
// advances set against it and its credit and debit notes. One statement for the three: on
// PostgreSQL each statement is a round trip with a read and a parse of its own, and the socket
// writes alone were about a sixth of the detail's CPU.

export type InvoiceFollowUps = {
  receipts: InvoiceReceiptRow[];
  advances: InvoiceAdvanceRow[];
  notes: InvoiceNoteRow[];
};

/** One row of the union: each part fills the columns it has and leaves the rest null. */
export type FollowUpRow = {
  part: 'advance' | 'note' | 'receipt';
  id: number;
  number: string | null;
  date: string;
  mode: string | null;
  amount: number;
  note_type: InvoiceNoteRow['note_type'] | null;
  note_kind: InvoiceNoteRow['kind'] | null;
  status: InvoiceNoteRow['status'] | null;
  seq: number | null;
};

/**
 * Receipts: the live ones, each with the part applied to this invoice, in their series' order.
 * Advances: each opening bill with the part applied, by date. Notes: every one, cancelled too,
 * oldest first. The statement neither groups nor sorts: on SQLite each of those took a temporary
 * b-tree per part, about half the statement's time for the handful of rows an invoice has, so the
 * parts applied per receipt and per advance are added up here and each list put in order here.
 */
export async function findInvoiceFollowUps(db: Db, invoiceId: number): Promise<InvoiceFollowUps> {
  return followUpsOf(await followUpRows(db, invoiceId));
}

const followUpRows = preparedQuery((_db: Db, invoiceId: number) => followUpRowsQuery(invoiceId));

/** The statement of findInvoiceFollowUps, for a caller that reads it inside a larger one. */
export function followUpRowsQuery(invoiceId: number) {
  return sql<FollowUpRow>`
    select 'receipt' as part, v.id, v.voucher_number as number, v.date, v.mode,
      a.amount, null as note_type, null as note_kind, null as status, v.seq
    from voucher_allocations a join vouchers v on v.id = a.voucher_id
    where a.invoice_id = ${invoiceId} and v.removed_at is null
    union all
    select 'advance', ob.id, null, ob.date, null, x.amount, null, null, null, null
    from opening_advance_applications x join opening_bills ob on ob.id = x.opening_bill_id
    where x.invoice_id = ${invoiceId}
    union all
    select 'note', n.id, n.note_number, n.date, null, n.grand_total, n.note_type, n.kind, n.status, null
    from sales_notes n
    where n.invoice_id = ${invoiceId}`;
}

/** The rows of followUpRowsQuery as the detail lists them. */
export function followUpsOf(rows: readonly FollowUpRow[]): InvoiceFollowUps {
  const receipts = new Map<number, InvoiceReceiptRow & { seq: number }>();
  const advances = new Map<number, InvoiceAdvanceRow>();
  const notes: InvoiceNoteRow[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const amount = Number(row.amount);
    if (row.part === 'receipt') {
      const seen = receipts.get(id);
      if (seen) seen.amount += amount;
      else {
        const [voucher_number, mode, seq] = [filled(row.number), filled(row.mode), Number(filled(row.seq))];
        receipts.set(id, { id, voucher_number, date: row.date, mode, amount, seq });
      }
    } else if (row.part === 'advance') {
      const seen = advances.get(id);
      if (seen) seen.amount += amount;
      else advances.set(id, { id, date: row.date, amount });
    } else {
      notes.push({
        id,
        note_type: filled(row.note_type),
        note_number: filled(row.number),
        date: row.date,
        kind: filled(row.note_kind),
        grand_total: amount,
        status: filled(row.status),
      });
    }
  }
  return {
    receipts: [...receipts.values()]
      .sort((a, b) => a.seq - b.seq || byDateThenId(a, b))
      .map(({ seq: _seq, ...receipt }) => receipt),
    advances: [...advances.values()].sort(byDateThenId),
    notes: notes.sort(byDateThenId),
  };
}

/** Oldest first; of one day, the one recorded first. */
function byDateThenId(a: { date: string; id: number }, b: { date: string; id: number }): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;
}

/** A column its part always fills (each is NOT NULL in its own table). */
function filled<T>(value: T | null): T {
  if (value === null) throw new Error('an invoice follow-up row lacks a column its part always has');
  return value;
}
