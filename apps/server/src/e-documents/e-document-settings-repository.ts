import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../core/db/database';
import type { EDocumentSettingsTable } from '../core/db/schema-e-documents';

export type EDocumentSettingsRow = Selectable<EDocumentSettingsTable>;

export function findEDocumentSettings(db: Db): Promise<EDocumentSettingsRow> {
  return db.selectFrom('e_document_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export function updateEDocumentSettings(
  db: Db,
  values: Omit<Updateable<EDocumentSettingsTable>, 'id' | 'version'>,
): Promise<EDocumentSettingsRow> {
  return db
    .updateTable('e_document_settings')
    .set(values)
    .where('id', '=', 1)
    .returningAll()
    .executeTakeFirstOrThrow();
}
