import type { ReturnSettings, ReturnSettingsInput } from '@bahi/domain/schemas';
import { recordChange } from '../audit/record-change';
import { inTransaction } from '../db/transactions';
import { type RequestContext, withDb } from '../http/request-context';
import { claimNextVersion } from '../versions/version-guard';
import {
  findReturnSettings,
  type ReturnSettingsRow,
  updateReturnSettings,
} from './return-settings-repository';

function toReturnSettings(row: ReturnSettingsRow): ReturnSettings {
  return {
    frequency: row.frequency,
    hsn_split_from: row.hsn_split_from,
    hsn_digits: row.hsn_digits === 6 ? 6 : 4,
    updated_at: row.updated_at,
    version: row.version,
  };
}

export async function getReturnSettings(ctx: RequestContext): Promise<ReturnSettings> {
  return toReturnSettings(await findReturnSettings(ctx.db));
}

export async function changeReturnSettings(
  ctx: RequestContext,
  input: ReturnSettingsInput,
): Promise<ReturnSettings> {
  const { version, ...values } = input;
  return inTransaction(ctx.db, async (trx) => {
    const before = toReturnSettings(await findReturnSettings(trx));
    await claimNextVersion(withDb(ctx, trx), {
      table: 'return_settings',
      recordType: 'return_settings',
      id: 1,
      label: 'The return settings',
      fromVersion: version,
    });
    const after = toReturnSettings(
      await updateReturnSettings(trx, { ...values, updated_at: new Date().toISOString() }),
    );
    await recordChange(withDb(ctx, trx), {
      recordType: 'return_settings',
      recordId: 1,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
