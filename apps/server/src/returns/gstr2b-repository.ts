import type { Insertable } from 'kysely';
import type { Db } from '../core/db/database';
import type { Gstr2bDecisionTable, Gstr2bDocumentTable, Gstr2bImportTable } from '../core/db/schema-gstr2b';

// The stored 2B of each month and the accountant's decisions on it: one query each.

export function findImport(db: Db, period: string) {
  return db.selectFrom('gstr2b_imports').selectAll().where('period', '=', period).executeTakeFirst();
}

/** The months (YYYY-MM) with a 2B imported, among those asked. */
export async function findImportedMonths(db: Db, fromMonth: string, toMonth: string): Promise<string[]> {
  const rows = await db
    .selectFrom('gstr2b_imports')
    .select('month')
    .where('month', '>=', fromMonth)
    .where('month', '<=', toMonth)
    .orderBy('month')
    .execute();
  return rows.map((row) => row.month);
}

export function deleteImport(db: Db, id: number) {
  return db.deleteFrom('gstr2b_imports').where('id', '=', id).execute();
}

export async function insertImport(db: Db, values: Insertable<Gstr2bImportTable>): Promise<number> {
  const row = await db.insertInto('gstr2b_imports').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertDocuments(db: Db, rows: Insertable<Gstr2bDocumentTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('gstr2b_documents').values(rows).execute();
}

/** The documents of the 2Bs of some months (by import id). */
export function findDocuments(db: Db, importIds: readonly number[]) {
  if (importIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('gstr2b_documents')
    .selectAll()
    .where('import_id', 'in', importIds)
    .orderBy('id')
    .execute();
}

/** The imports of the months of a range. */
export function findImportsOfMonths(db: Db, fromMonth: string, toMonth: string) {
  return db
    .selectFrom('gstr2b_imports')
    .selectAll()
    .where('month', '>=', fromMonth)
    .where('month', '<=', toMonth)
    .orderBy('month')
    .execute();
}

export function findDocument(db: Db, id: number) {
  return db
    .selectFrom('gstr2b_documents')
    .innerJoin('gstr2b_imports', 'gstr2b_imports.id', 'gstr2b_documents.import_id')
    .selectAll('gstr2b_documents')
    .select('gstr2b_imports.period')
    .where('gstr2b_documents.id', '=', id)
    .executeTakeFirst();
}

export function findDecisions(db: Db, periods: readonly string[]) {
  if (periods.length === 0) return Promise.resolve([]);
  return db.selectFrom('gstr2b_decisions').selectAll().where('period', 'in', periods).orderBy('id').execute();
}

/** "Claim later" decisions whose credit a month of the range takes. */
export function findClaimsLaterInto(db: Db, fromMonth: string, toMonth: string) {
  return db
    .selectFrom('gstr2b_decisions')
    .selectAll()
    .where('claim_month', '>=', fromMonth)
    .where('claim_month', '<=', toMonth)
    .orderBy('id')
    .execute();
}

export function findDecision(db: Db, id: number) {
  return db.selectFrom('gstr2b_decisions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The decision already naming a 2B document or a document of the books, if any. */
export function findDecisionOn(
  db: Db,
  document: { period: string; kind: 'invoice' | 'note'; supplier_gstin: string; number: string },
  books: { type: Gstr2bDecisionTable['books_type']; id: number },
) {
  return db
    .selectFrom('gstr2b_decisions')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([
          eb('period', '=', document.period),
          eb('kind', '=', document.kind),
          eb('supplier_gstin', '=', document.supplier_gstin),
          eb('number', '=', document.number),
        ]),
        eb.and([eb('books_type', '=', books.type), eb('books_id', '=', books.id)]),
      ]),
    )
    .executeTakeFirst();
}

export async function insertDecision(db: Db, values: Insertable<Gstr2bDecisionTable>) {
  return db.insertInto('gstr2b_decisions').values(values).returningAll().executeTakeFirstOrThrow();
}

export function deleteDecisions(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.deleteFrom('gstr2b_decisions').where('id', 'in', ids).execute();
}

/** A GSTR-3B marked filed whose days include the date: the month's credit is settled. */
export function findFiled3bOn(db: Db, date: string) {
  return db
    .selectFrom('return_filings')
    .select(['period'])
    .where('return_type', '=', 'GSTR3B')
    .where('status', '=', 'filed')
    .where('period_from', '<=', date)
    .where('period_to', '>=', date)
    .executeTakeFirst();
}
