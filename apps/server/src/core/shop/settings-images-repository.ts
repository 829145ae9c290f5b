import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { SettingsImageTable } from '../db/schema-settings-images';

export type SettingsImageRow = Selectable<SettingsImageTable>;

export function findSettingsImages(db: Db): Promise<SettingsImageRow[]> {
  return db.selectFrom('settings_images').selectAll().orderBy('kind').execute();
}

/** Replaces the image of its kind (delete and insert: the same statements on both dialects). */
export async function storeSettingsImage(db: Db, row: SettingsImageRow): Promise<void> {
  await deleteSettingsImage(db, row.kind);
  await db.insertInto('settings_images').values(row).execute();
}

export async function deleteSettingsImage(db: Db, kind: SettingsImageRow['kind']): Promise<void> {
  await db.deleteFrom('settings_images').where('kind', '=', kind).execute();
}
