import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../core/db/database';
import type { ReturnSettingsTable } from '../core/db/schema-returns';

export type ReturnSettingsRow = Selectable<ReturnSettingsTable>;

export function findReturnSettings(db: Db): Promise<ReturnSettingsRow> {
  return db.selectFrom('return_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export function updateReturnSettings(
  db: Db,
  values: Omit<Updateable<ReturnSettingsTable>, 'id' | 'version'>,
): Promise<ReturnSettingsRow> {
  return db
    .updateTable('return_settings')
    .set(values)
    .where('id', '=', 1)
    .returningAll()
    .executeTakeFirstOrThrow();
}
