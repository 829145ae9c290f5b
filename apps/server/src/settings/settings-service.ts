import { financialYearOf, todayIso } from '@bahi/domain';
import type { Settings, SettingsValues } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { type RequestContext, withDb } from '../core/http/request-context';
import { invoiceFirstNumber } from '../core/shop/seller-rules';
import { findSettings, type SettingsRow, updateSettings } from '../core/shop/settings-repository';
import { claimNextVersion } from '../core/versions/version-guard';

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

/** Saving the shop's details is what finishes setup: documents may be issued from then on. */
export async function changeSettings(ctx: RequestContext, input: SettingsValues): Promise<Settings> {
  // Whether the shop is registered is stored as its GSTIN or none.
  const { version, registered: _registered, ...values } = input;
  return inTransaction(ctx.db, async (trx) => {
    const before = toSettings(await findSettings(trx));
    await claimNextVersion(withDb(ctx, trx), {
      table: 'settings',
      recordType: 'settings',
      id: 1,
      label: "The shop's settings",
      fromVersion: version,
    });
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
    const after = toSettings(row);
    await recordChange(withDb(ctx, trx), {
      recordType: 'settings',
      recordId: 1,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
