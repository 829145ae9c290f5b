import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../core/db/database';
import type { ReturnFilingsTable } from '../core/db/schema-returns';

// The returns marked filed, one row per return and period (locking the days they cover).

export type ReturnFilingRow = Selectable<ReturnFilingsTable>;

export function findFiling(db: Db, returnType: 'GSTR1' | 'GSTR3B', period: string) {
  return db
    .selectFrom('return_filings')
    .selectAll()
    .where('return_type', '=', returnType)
    .where('period', '=', period)
    .executeTakeFirst();
}

export function findFilingById(db: Db, id: number) {
  return db.selectFrom('return_filings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every filing, newest period first (a shop files at most two a month: a short list). */
export function listFilings(db: Db): Promise<ReturnFilingRow[]> {
  return db
    .selectFrom('return_filings')
    .selectAll()
    .orderBy('period_to', 'desc')
    .orderBy('return_type')
    .execute();
}

/** Whether any return has been marked filed, ever. */
export async function anyFiling(db: Db): Promise<boolean> {
  const row = await db.selectFrom('return_filings').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export function insertFiling(db: Db, values: Insertable<ReturnFilingsTable>): Promise<ReturnFilingRow> {
  return db.insertInto('return_filings').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateFiling(
  db: Db,
  id: number,
  values: Omit<Updateable<ReturnFilingsTable>, 'id'>,
): Promise<ReturnFilingRow> {
  return db
    .updateTable('return_filings')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
