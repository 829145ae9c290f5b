import type { NoteListQuery, NoteListRow } from '@bahi/domain/schemas';
import type { RequestContext } from '../core/http/request-context';
import { findEDocumentSettings } from '../e-documents/e-document-settings-repository';
import { findNoteIrnStatuses } from '../e-documents/e-document-statuses';
import { noteEInvoiceType } from './note-e-invoice';
import { toNoteHeader } from './note-presenter';
import { countNotes, findNotes, type NoteType } from './note-repository';

// The credit or debit note list: a page of one type's notes, newest first, each with where it
// stands with the IRP; filtered by customer, invoice, dates, text and IRN status.

export async function listNotes(
  ctx: RequestContext,
  type: NoteType,
  query: NoteListQuery,
): Promise<{ data: NoteListRow[]; total: number }> {
  const { db } = ctx;
  const rules = await findEDocumentSettings(db);
  const filter = {
    ...query,
    customerId: query.customer_id,
    invoiceId: query.invoice_id,
    irn: query.irn_status ? { filter: query.irn_status, rules } : undefined,
  };
  const [rows, total] = await Promise.all([findNotes(db, type, filter), countNotes(db, type, filter)]);
  const statuses = await findNoteIrnStatuses(db, noteEInvoiceType(type), rows, rules);
  return {
    data: rows.map((row) => ({ ...toNoteHeader(row), irn_status: statuses.get(row.id) ?? 'not-applicable' })),
    total,
  };
}
