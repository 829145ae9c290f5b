import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../core/db/database';
import { preparedQuery, theRow } from '../core/db/prepared-query';
import type { EDocumentSettingsTable } from '../core/db/schema-e-documents';

export type EDocumentSettingsRow = Selectable<EDocumentSettingsTable>;

/** Read by every page of the invoice list: compiled once (db/prepared-query.ts). */
export function findEDocumentSettings(db: Db): Promise<EDocumentSettingsRow> {
  return theRow(eDocumentSettings(db), 'e_document_settings');
}

const eDocumentSettings = preparedQuery((db: Db) =>
  db.selectFrom('e_document_settings').selectAll().where('id', '=', 1),
);

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
