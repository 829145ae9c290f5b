import type { Settings, SettingsValues } from '@bahi/domain/schemas';
import type { Db } from '../db/database';
import { findSettings, type SettingsRow, updateSettings } from './settings-repository';

function toSettings(row: SettingsRow): Settings {
  const { id: _id, round_off, ...rest } = row;
  return { ...rest, round_off: round_off === 1 };
}

export async function getSettings(db: Db): Promise<Settings> {
  return toSettings(await findSettings(db));
}

export async function changeSettings(db: Db, values: SettingsValues): Promise<Settings> {
  const row = await updateSettings(
    db,
    { ...values, round_off: values.round_off ? 1 : 0 },
    new Date().toISOString(),
  );
  return toSettings(row);
}
