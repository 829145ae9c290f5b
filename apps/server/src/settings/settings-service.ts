import type { Settings, SettingsValues } from '@bahi/domain/schemas';
import type { Db } from '../db/database';
import { ConflictError } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { findSettings, type SettingsRow, updateSettings } from './settings-repository';

export function toSettings(row: SettingsRow): Settings {
  const { id: _id, round_off, allow_negative_stock, configured, demo, ...rest } = row;
  return {
    ...rest,
    round_off: round_off === 1,
    allow_negative_stock: allow_negative_stock === 1,
    configured: configured === 1,
    demo: demo === 1,
  };
}

export async function getSettings(ctx: RequestContext): Promise<Settings> {
  const { db } = ctx;
  return toSettings(await findSettings(db));
}

/** Saving the shop's details is what finishes setup: documents may be issued from then on. */
export async function changeSettings(ctx: RequestContext, values: SettingsValues): Promise<Settings> {
  const { db } = ctx;
  const row = await updateSettings(
    db,
    {
      ...values,
      round_off: values.round_off ? 1 : 0,
      allow_negative_stock: values.allow_negative_stock ? 1 : 0,
      configured: 1,
    },
    new Date().toISOString(),
  );
  return toSettings(row);
}

/** Documents carry the seller's details: none may be issued before the shop has saved its own. */
export function refuseUnconfiguredSeller(seller: Pick<SettingsRow, 'configured'>): void {
  if (seller.configured !== 1) {
    throw new ConflictError(
      "Save the shop's details (Settings, first-run setup) before issuing invoices or other documents",
    );
  }
}
