import type { Settings, SettingsValues } from '@bahi/domain/schemas';
import type { Db } from '../db/database';
import type { RequestContext } from '../http/request-context';
import { findSettings, type SettingsRow, updateSettings } from './settings-repository';

function toSettings(row: SettingsRow): Settings {
  const { id: _id, round_off, allow_negative_stock, ...rest } = row;
  return { ...rest, round_off: round_off === 1, allow_negative_stock: allow_negative_stock === 1 };
}

export async function getSettings(ctx: RequestContext): Promise<Settings> {
  const { db } = ctx;
  return toSettings(await findSettings(db));
}

export async function changeSettings(ctx: RequestContext, values: SettingsValues): Promise<Settings> {
  const { db } = ctx;
  const row = await updateSettings(
    db,
    { ...values, round_off: values.round_off ? 1 : 0, allow_negative_stock: values.allow_negative_stock ? 1 : 0 },
    new Date().toISOString(),
  );
  return toSettings(row);
}
