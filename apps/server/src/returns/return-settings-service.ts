import { paiseToRupees, rupeesToPaise } from '@bahi/domain';
import type { ReturnSettings, ReturnSettingsInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { ConflictError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { saveSettingsRow } from '../core/versions/settings-row';
import { anyFiling } from './return-filings-repository';
import {
  findReturnSettings,
  type ReturnSettingsRow,
  updateReturnSettings,
} from './return-settings-repository';

function toReturnSettings(row: ReturnSettingsRow, filed: boolean): ReturnSettings {
  return {
    frequency: row.frequency,
    hsn_split_from: row.hsn_split_from,
    hsn_digits: row.hsn_digits === 6 ? 6 : 4,
    opening_credit: {
      igst: paiseToRupees(Number(row.opening_credit_igst)),
      cgst: paiseToRupees(Number(row.opening_credit_cgst)),
      sgst: paiseToRupees(Number(row.opening_credit_sgst)),
    },
    opening_credit_period: row.opening_credit_period,
    opening_credit_editable: !filed,
    updated_at: row.updated_at,
    version: row.version,
  };
}

export async function getReturnSettings(ctx: RequestContext): Promise<ReturnSettings> {
  const [row, filed] = await Promise.all([findReturnSettings(ctx.db), anyFiling(ctx.db)]);
  return toReturnSettings(row, filed);
}

export async function changeReturnSettings(
  ctx: RequestContext,
  input: ReturnSettingsInput,
): Promise<ReturnSettings> {
  const { version, opening_credit, opening_credit_period, ...values } = input;
  return inTransaction(ctx.db, async (trx) => {
    const filed = await anyFiling(trx);
    const before = toReturnSettings(await findReturnSettings(trx), filed);
    const opening = opening_credit
      ? {
          opening_credit_igst: rupeesToPaise(opening_credit.igst),
          opening_credit_cgst: rupeesToPaise(opening_credit.cgst),
          opening_credit_sgst: rupeesToPaise(opening_credit.sgst),
        }
      : {};
    const period = opening_credit_period === undefined ? {} : { opening_credit_period };
    const changesOpening =
      (opening_credit !== undefined &&
        (['igst', 'cgst', 'sgst'] as const).some(
          (head) => opening_credit[head] !== before.opening_credit[head],
        )) ||
      (opening_credit_period !== undefined && opening_credit_period !== before.opening_credit_period);
    if (filed && changesOpening) {
      throw new ConflictError(
        'The opening credit is fixed once a return has been marked filed: the ledger now runs from the filed returns.',
      );
    }
    return saveSettingsRow(ctx, trx, {
      table: 'return_settings',
      label: 'The return settings',
      fromVersion: version,
      before,
      write: async () =>
        toReturnSettings(
          await updateReturnSettings(trx, {
            ...values,
            ...opening,
            ...period,
            updated_at: new Date().toISOString(),
          }),
          filed,
        ),
    });
  });
}
