import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import type { EInvoiceDocumentType, EInvoiceTable } from '../core/db/schema-e-documents';

export type EInvoiceRow = Selectable<EInvoiceTable>;

export function findEInvoice(
  db: Db,
  type: EInvoiceDocumentType,
  documentId: number,
): Promise<EInvoiceRow | undefined> {
  return db
    .selectFrom('e_invoices')
    .selectAll()
    .where('document_type', '=', type)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

export async function insertEInvoice(db: Db, values: Omit<Insertable<EInvoiceTable>, 'id'>): Promise<void> {
  await db.insertInto('e_invoices').values(values).execute();
}

/** A cancelled IRN's row takes the next IRN recorded for the document. */
export async function replaceEInvoice(
  db: Db,
  id: number,
  values: Omit<Insertable<EInvoiceTable>, 'id' | 'created_at'>,
): Promise<void> {
  await db.updateTable('e_invoices').set(values).where('id', '=', id).execute();
}

export async function cancelEInvoiceRow(
  db: Db,
  id: number,
  values: { cancelled_at: string; cancel_reason_code: number; cancel_remark: string | null },
): Promise<void> {
  await db
    .updateTable('e_invoices')
    .set({ ...values, status: 'CNL', updated_at: values.cancelled_at })
    .where('id', '=', id)
    .execute();
}

/** The sales note (credit or debit) carrying a number: each series' numbers name their year. */
export async function findNoteByNumber(
  db: Db,
  noteNumber: string,
): Promise<{ type: 'credit_note' | 'debit_note'; id: number } | undefined> {
  const row = await db
    .selectFrom('sales_notes')
    .select(['id', 'note_type'])
    .where('note_number', '=', noteNumber)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && { type: row.note_type === 'credit' ? 'credit_note' : 'debit_note', id: row.id };
}
