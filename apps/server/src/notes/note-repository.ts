import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import type { Db } from '../core/db/database';
import { containsText, type PagedListFilter } from '../core/db/list-filters';
import { lockedForUpdate } from '../core/db/row-locks';
import type { Database } from '../core/db/schema';
import type { SalesNoteItemTable, SalesNoteTable } from '../core/db/schema-notes';
import type { LineTaken } from '../documents/correction-rules';
import { findLinesWithBatch, type LineWithBatch } from '../documents/lines-with-batch';
import { type EDocumentRules, type IrnFilter, noteIrnCondition } from '../e-documents/e-document-conditions';

// Queries of credit and debit notes (sales_notes, sales_note_items; migration
// 2026-11-25T0900). One query each; the database or a transaction first.

export type NoteType = SalesNoteTable['note_type'];
export type NoteRow = Selectable<SalesNoteTable> & { invoice_number: string; invoice_date: string };
export type NoteItemRow = LineWithBatch<'sales_note_items'>;
export type NoteValuesRow = Omit<Insertable<SalesNoteTable>, 'id' | 'status'>;
export type NoteItemValuesRow = Omit<Insertable<SalesNoteItemTable>, 'id' | 'note_id'>;

export type NoteListFilter = PagedListFilter & {
  customerId?: number | undefined;
  invoiceId?: number | undefined;
  /** Where the note stands with the IRP, under the shop's e-invoicing rules. */
  irn?: { filter: IrnFilter; rules: EDocumentRules } | undefined;
};

function notesWithInvoice(db: Db) {
  return db
    .selectFrom('sales_notes')
    .innerJoin('invoices', 'invoices.id', 'sales_notes.invoice_id')
    .selectAll('sales_notes')
    .select(['invoices.invoice_number as invoice_number', 'invoices.date as invoice_date']);
}

function filterConditions(db: Db, type: NoteType, filter: NoteListFilter) {
  return (eb: ExpressionBuilder<Database, 'sales_notes' | 'invoices'>) => {
    const conditions: Expression<SqlBool>[] = [eb('sales_notes.note_type', '=', type)];
    if (filter.from) conditions.push(eb('sales_notes.date', '>=', filter.from));
    if (filter.to) conditions.push(eb('sales_notes.date', '<=', filter.to));
    if (filter.customerId !== undefined)
      conditions.push(eb('sales_notes.customer_id', '=', filter.customerId));
    if (filter.invoiceId !== undefined) conditions.push(eb('sales_notes.invoice_id', '=', filter.invoiceId));
    if (filter.irn) conditions.push(noteIrnCondition(eb, filter.irn.filter, filter.irn.rules));
    if (filter.search) {
      conditions.push(
        eb.or([
          containsText(db, 'sales_notes.note_number', filter.search),
          containsText(db, 'invoices.invoice_number', filter.search),
          containsText(db, 'sales_notes.customer_name', filter.search),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** One page of notes of a type, newest date first (ties: newest id first). */
export function findNotes(db: Db, type: NoteType, filter: NoteListFilter): Promise<NoteRow[]> {
  return notesWithInvoice(db)
    .where(filterConditions(db, type, filter))
    .orderBy('sales_notes.date', 'desc')
    .orderBy('sales_notes.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countNotes(db: Db, type: NoteType, filter: NoteListFilter): Promise<number> {
  const row = await db
    .selectFrom('sales_notes')
    .innerJoin('invoices', 'invoices.id', 'sales_notes.invoice_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(filterConditions(db, type, filter))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findNoteById(db: Db, type: NoteType, id: number): Promise<NoteRow | undefined> {
  return notesWithInvoice(db)
    .where('sales_notes.id', '=', id)
    .where('sales_notes.note_type', '=', type)
    .executeTakeFirst();
}

/** The note's row, held until the transaction ends (row-locks.ts). */
export function lockNoteById(
  db: Db,
  type: NoteType,
  id: number,
): Promise<{ id: number; invoice_id: number } | undefined> {
  return lockedForUpdate(
    db,
    db
      .selectFrom('sales_notes')
      .select(['id', 'invoice_id'])
      .where('id', '=', id)
      .where('note_type', '=', type),
  ).executeTakeFirst();
}

export function findNoteItems(db: Db, noteId: number): Promise<NoteItemRow[]> {
  return findLinesWithBatch(db, 'sales_note_items', noteId);
}

/** Per line of an invoice: units returned by its live credit notes, value credited less value debited. */
export async function findNotedOfInvoiceLines(db: Db, invoiceId: number): Promise<LineTaken[]> {
  const { rows } = await sql<{
    invoice_item_id: number;
    returned_milli: number;
    credited: number;
    debited: number;
  }>`select i.invoice_item_id,
      sum(case when n.note_type = 'credit' then i.quantity_milli else 0 end) as returned_milli,
      sum(case when n.note_type = 'credit' then i.subtotal else 0 end) as credited,
      sum(case when n.note_type = 'debit' then i.subtotal else 0 end) as debited
    from sales_note_items i join sales_notes n on n.id = i.note_id
    where n.invoice_id = ${invoiceId} and n.status = 'Issued'
    group by i.invoice_item_id`.execute(db);
  return rows.map((row) => ({
    lineId: Number(row.invoice_item_id),
    returnedMilli: Number(row.returned_milli),
    value: Number(row.credited) - Number(row.debited),
  }));
}

export async function insertNote(db: Db, values: NoteValuesRow): Promise<number> {
  const row = await db.insertInto('sales_notes').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertNoteItems(
  db: Db,
  noteId: number,
  items: readonly NoteItemValuesRow[],
): Promise<void> {
  await db
    .insertInto('sales_note_items')
    .values(items.map((item) => ({ ...item, note_id: noteId })))
    .execute();
}

export async function updateNoteStatus(
  db: Db,
  id: number,
  status: 'Cancelled',
  updatedAt: string,
): Promise<void> {
  await db.updateTable('sales_notes').set({ status, updated_at: updatedAt }).where('id', '=', id).execute();
}

/** Moves what live notes take off an invoice by `delta` paise (credits +, debits −). */
export async function addToInvoiceNoted(db: Db, invoiceId: number, delta: number): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ noted: sql`noted + ${delta}` })
    .where('id', '=', invoiceId)
    .execute();
}

/** Goods a credit note takes back, into the batch its invoice line sold from (null without batches). */
export type ReturnMovement = { product_id: number; batch_id: number | null; quantity_milli: number };

/** A sales return's goods back into stock on the note's date (the stock balances follow by trigger). */
export async function insertReturnMovements(
  db: Db,
  noteId: number,
  date: string,
  movements: readonly ReturnMovement[],
): Promise<void> {
  if (movements.length === 0) return;
  await db
    .insertInto('stock_movements')
    .values(
      movements.map((movement) => ({
        ...movement,
        date,
        source_type: 'invoice' as const,
        source_id: noteId,
      })),
    )
    .execute();
}

/** A cancelled return's goods leave stock again. */
export async function deleteReturnMovements(db: Db, noteId: number): Promise<void> {
  await db
    .deleteFrom('stock_movements')
    .where('source_type', '=', 'invoice')
    .where('source_id', '=', noteId)
    .execute();
}

/** The standing notes of one date, both kinds (an indexed range on sales_notes.date). */
export function findStandingNotesOn(db: Db, date: string): Promise<{ id: number; note_type: NoteType }[]> {
  return db
    .selectFrom('sales_notes')
    .select(['id', 'note_type'])
    .where('date', '=', date)
    .where('status', '!=', 'Cancelled')
    .orderBy('id')
    .execute();
}
