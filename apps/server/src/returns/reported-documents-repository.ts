import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import type { Gstr1ReportedDocumentsTable } from '../core/db/schema-returns';

// What filed GSTR-1 returns reported, one row per invoice or note (its figures as JSON).

export type ReportedDocumentRow = Selectable<Gstr1ReportedDocumentsTable>;

/** Rows per insert: five values each, well inside SQLite's limit on bound values. */
const CHUNK = 1000;

/** The documents the return of `period` reported, as last reported (by it or an amendment since). */
export function findReportedOfPeriod(db: Db, period: string): Promise<ReportedDocumentRow[]> {
  return db
    .selectFrom('gstr1_reported_documents')
    .selectAll()
    .where('period', '=', period)
    .orderBy('id')
    .execute();
}

/** Whether any document of the period's return is kept (it was kept when marked filed). */
export async function anyReportedOfPeriod(db: Db, period: string): Promise<boolean> {
  const row = await db
    .selectFrom('gstr1_reported_documents')
    .select('id')
    .where('period', '=', period)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReported(db: Db, rows: Insertable<Gstr1ReportedDocumentsTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto('gstr1_reported_documents')
      .values(rows.slice(start, start + CHUNK))
      .execute();
  }
}

/** The figures an amending return reported for the document. */
export async function updateReported(
  db: Db,
  id: number,
  values: { reported_in: string; reported_values: string },
): Promise<void> {
  await db.updateTable('gstr1_reported_documents').set(values).where('id', '=', id).execute();
}

/** A document no longer in the books, once its amendment to nil is filed. */
export async function deleteReported(db: Db, id: number): Promise<void> {
  await db.deleteFrom('gstr1_reported_documents').where('id', '=', id).execute();
}
