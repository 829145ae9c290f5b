import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import { preparedQuery, theRow } from '../db/prepared-query';
import type { SettingsTable } from '../db/schema';

export type SettingsRow = Selectable<SettingsTable>;
export type SettingsValuesRow = Omit<Updateable<SettingsTable>, 'id' | 'updated_at'>;

// The seller settings are one row, id 1, created by the catalogue migration.
const SETTINGS_ID = 1;

/** Read by most documents' reads and writes: compiled once (db/prepared-query.ts). */
export function findSettings(db: Db): Promise<SettingsRow> {
  return theRow(settingsRow(db), 'settings');
}

const settingsRow = preparedQuery((db: Db) =>
  db.selectFrom('settings').selectAll().where('id', '=', SETTINGS_ID),
);

export function updateSettings(db: Db, values: SettingsValuesRow, updatedAt: string): Promise<SettingsRow> {
  return db
    .updateTable('settings')
    .set({ ...values, updated_at: updatedAt })
    .where('id', '=', SETTINGS_ID)
    .returningAll()
    .executeTakeFirstOrThrow();
}
