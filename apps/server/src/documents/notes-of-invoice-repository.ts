import type { Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import type { SalesNoteTable } from '../core/db/schema-notes';
import { countCorrectionsOf } from './corrections-of-original';

// The credit and debit notes against one invoice, as the invoice's own screens and guards see them
// (its detail lists them; an invoice with live notes is not edited or cancelled). Here, not in
// notes/, because the invoice feature reads them and features do not import each other.

export type InvoiceNoteRow = Pick<
  Selectable<SalesNoteTable>,
  'id' | 'note_type' | 'note_number' | 'date' | 'kind' | 'grand_total' | 'status'
>;

/** Live notes (all notes when `liveOnly` is false) against an invoice. */
export function countNotesOfInvoice(db: Db, invoiceId: number, liveOnly: boolean): Promise<number> {
  return countCorrectionsOf(db, { table: 'sales_notes', originalColumn: 'invoice_id' }, invoiceId, liveOnly);
}
