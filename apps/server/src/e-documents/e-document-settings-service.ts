import { paiseToRupees, rupeesToPaise } from '@bahi/domain';
import { type EDocumentSettings, type EDocumentSettingsInput, pinCodeProblemFor } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { ValidationError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import { saveSettingsRow } from '../core/versions/settings-row';
import {
  type EDocumentSettingsRow,
  findEDocumentSettings,
  updateEDocumentSettings,
} from './e-document-settings-repository';

export function toEDocumentSettings(row: EDocumentSettingsRow): EDocumentSettings {
  return {
    einvoice_from: row.einvoice_from,
    eway_threshold: paiseToRupees(row.eway_threshold),
    eway_intra_threshold: paiseToRupees(row.eway_intra_threshold),
    pin_code: row.pin_code,
    place: row.place,
    dispatch_address: row.dispatch_address,
    dispatch_place: row.dispatch_place,
    dispatch_pin_code: row.dispatch_pin_code,
    updated_at: row.updated_at,
    version: row.version,
  };
}

export async function getEDocumentSettings(ctx: RequestContext): Promise<EDocumentSettings> {
  return toEDocumentSettings(await findEDocumentSettings(ctx.db));
}

/** The shop's PIN and the dispatch PIN lie in the shop's state (dispatch is within it). */
function refusePinsOutsideState(input: EDocumentSettingsInput, stateCode: string): void {
  const errors: Record<string, string[]> = {};
  for (const field of ['pin_code', 'dispatch_pin_code'] as const) {
    const problem = pinCodeProblemFor(input[field], stateCode);
    if (problem) errors[field] = [problem];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export async function changeEDocumentSettings(
  ctx: RequestContext,
  input: EDocumentSettingsInput,
): Promise<EDocumentSettings> {
  const { version, eway_threshold, eway_intra_threshold, ...values } = input;
  return inTransaction(ctx.db, async (trx) => {
    refusePinsOutsideState(input, (await findSettings(trx)).state_code);
    const before = toEDocumentSettings(await findEDocumentSettings(trx));
    return saveSettingsRow(ctx, trx, {
      table: 'e_document_settings',
      label: 'The e-way bill and e-invoice settings',
      fromVersion: version,
      before,
      write: async () =>
        toEDocumentSettings(
          await updateEDocumentSettings(trx, {
            ...values,
            eway_threshold: rupeesToPaise(eway_threshold),
            eway_intra_threshold: rupeesToPaise(eway_intra_threshold),
            updated_at: new Date().toISOString(),
          }),
        ),
    });
  });
}
