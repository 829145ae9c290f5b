import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../core/db/database';
import type { TallySettingsTable } from '../core/db/schema-tally';

export type TallySettingsRow = Selectable<TallySettingsTable>;

export function findTallySettings(db: Db): Promise<TallySettingsRow> {
  return db.selectFrom('tally_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export function updateTallySettings(
  db: Db,
  values: Omit<Updateable<TallySettingsTable>, 'id' | 'version'>,
): Promise<TallySettingsRow> {
  return db
    .updateTable('tally_settings')
    .set(values)
    .where('id', '=', 1)
    .returningAll()
    .executeTakeFirstOrThrow();
}
