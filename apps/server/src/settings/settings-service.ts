import { financialYearOf, todayIso } from '@bahi/domain';
import type { GstRegistrations, Settings, SettingsValues } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { gstRegistrationHistory, recordRegistrationChange } from '../core/shop/gst-registrations';
import { invoiceFirstNumber } from '../core/shop/seller-rules';
import { findSettings, type SettingsRow, updateSettings } from '../core/shop/settings-repository';
import { saveSettingsRow } from '../core/versions/settings-row';
import { findOtherPartyWithGstin } from '../documents/party-repository';

export function toSettings(row: SettingsRow, today = todayIso()): Settings {
  const {
    id: _id,
    round_off,
    allow_negative_stock,
    configured,
    demo,
    invoice_first_number: _first,
    invoice_first_number_year: _year,
    gstin,
    ...rest
  } = row;
  return {
    ...rest,
    // The column holds '' for a shop not registered under GST (and before setup, when the form
    // starts as a registered shop's).
    registered: gstin !== '' || configured === 0,
    gstin: gstin === '' ? null : gstin,
    invoice_first_number: invoiceFirstNumber(row, financialYearOf(today).label),
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

/** The GSTIN the shop held from each date, oldest first (the settings' of today when never changed). */
export async function getGstRegistrations(ctx: RequestContext): Promise<GstRegistrations> {
  return (await gstRegistrationHistory(ctx.db)).map((registration) => ({
    gstin: registration.gstin,
    state_code: registration.stateCode,
    effective_from: registration.effectiveFrom,
  }));
}

/**
 * The shop's GSTIN may not be one a customer or supplier already holds: the party would become the
 * shop itself, its sales reported in b2b and its purchases as credit (the party form refuses the
 * shop's GSTIN the other way round).
 */
async function refusePartyGstin(db: Db, gstin: string): Promise<void> {
  for (const [table, role] of [
    ['customers', 'customer'],
    ['suppliers', 'supplier'],
  ] as const) {
    const party = await findOtherPartyWithGstin(db, table, gstin, null);
    if (party) {
      throw new ValidationError({
        gstin: [`GSTIN ${gstin} is ${role} ${party.name}'s: correct the ${role}'s GSTIN first`],
      });
    }
  }
}

/** Saving the shop's details is what finishes setup: documents may be issued from then on. */
export async function changeSettings(ctx: RequestContext, input: SettingsValues): Promise<Settings> {
  // Whether the shop is registered is stored as its GSTIN or none.
  const { version, registered: _registered, ...values } = input;
  return inTransaction(ctx.db, async (trx) => {
    const beforeRow = await findSettings(trx);
    const before = toSettings(beforeRow);
    if (values.gstin && values.gstin !== before.gstin) await refusePartyGstin(trx, values.gstin);
    return saveSettingsRow(ctx, trx, {
      table: 'settings',
      label: "The shop's settings",
      fromVersion: version,
      before,
      write: async () => {
        const row = await updateSettings(
          trx,
          {
            ...values,
            gstin: values.gstin ?? '',
            round_off: values.round_off ? 1 : 0,
            allow_negative_stock: values.allow_negative_stock ? 1 : 0,
            configured: 1,
            invoice_first_number_year: financialYearOf(todayIso()).label,
          },
          new Date().toISOString(),
        );
        await recordRegistrationChange(trx, beforeRow, row);
        return toSettings(row);
      },
    });
  });
}

/** The edit-log entry of a change to the shop's settings (their one row). */
export function recordSettingsChange(ctx: RequestContext, trx: Db, before: Settings, after: Settings) {
  return recordChange(withDb(ctx, trx), {
    recordType: 'settings',
    recordId: 1,
    action: 'update',
    before,
    after,
  });
}
