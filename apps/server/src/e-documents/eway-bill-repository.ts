import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../core/db/database';
import type { EwayBillTable, EwayDocumentType } from '../core/db/schema-e-documents';

// A document's e-way bill row (an invoice's or a purchase return's), one per document.

export type EwayBillRow = Selectable<EwayBillTable>;
export type EwayPartBRow = Omit<
  Insertable<EwayBillTable>,
  'id' | 'document_type' | 'document_id' | 'version' | 'created_at' | 'updated_at'
>;

export function findEwayBill(
  db: Db,
  type: EwayDocumentType,
  documentId: number,
): Promise<EwayBillRow | undefined> {
  return db
    .selectFrom('eway_bills')
    .selectAll()
    .where('document_type', '=', type)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

export function findEwayBillsOf(
  db: Db,
  type: EwayDocumentType,
  documentIds: readonly number[],
): Promise<EwayBillRow[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('eway_bills')
    .selectAll()
    .where('document_type', '=', type)
    .where('document_id', 'in', documentIds)
    .execute();
}

export async function insertEwayBill(
  db: Db,
  type: EwayDocumentType,
  documentId: number,
  values: EwayPartBRow,
  at: string,
): Promise<void> {
  await db
    .insertInto('eway_bills')
    .values({ ...values, document_type: type, document_id: documentId, created_at: at, updated_at: at })
    .execute();
}

export async function updateEwayBill(
  db: Db,
  id: number,
  values: Omit<Updateable<EwayBillTable>, 'id' | 'document_type' | 'document_id' | 'version' | 'created_at'>,
): Promise<void> {
  await db.updateTable('eway_bills').set(values).where('id', '=', id).execute();
}
