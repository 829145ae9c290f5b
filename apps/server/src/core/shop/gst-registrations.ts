import { type GstRegistration, todayIso } from '@bahi/domain';
import type { Db } from '../db/database';
import { findGstRegistrations, insertGstRegistration } from './gst-registrations-repository';
import { findSettings, type SettingsRow } from './settings-repository';

// The shop's GST registration over time, kept from the settings: returns are filed under the
// GSTIN held in their period (returns/return-books.ts), and Settings shows the list.

/** Reaches back to the start of GST: the registration held before any change was recorded. */
const GST_BEGAN = '2017-07-01';

const registrationOf = (row: Pick<SettingsRow, 'gstin' | 'state_code'>, effectiveFrom: string) => ({
  gstin: row.gstin === '' ? null : row.gstin,
  stateCode: row.state_code,
  effectiveFrom,
});

/**
 * The registrations, oldest first. With none recorded (the shop never changed its GSTIN), the
 * settings' registration of today, held since GST began.
 */
export async function gstRegistrationHistory(db: Db): Promise<GstRegistration[]> {
  const history = await findGstRegistrations(db);
  if (history.length > 0) return history;
  return [registrationOf(await findSettings(db), GST_BEGAN)];
}

/**
 * After a save of the settings: a GSTIN changed (given, given up or another) takes effect today
 * (India's day). The first change also records the registration held until then. Setting up the
 * shop is not a change: its registration holds from the start.
 */
export async function recordRegistrationChange(
  db: Db,
  before: SettingsRow,
  after: SettingsRow,
): Promise<void> {
  if (before.configured === 0) return;
  if (before.gstin === after.gstin && before.state_code === after.state_code) return;
  const today = todayIso();
  const history = await findGstRegistrations(db);
  if (history.length === 0) await insertGstRegistration(db, registrationOf(before, GST_BEGAN));
  // Two changes on one day: the later one stands from that day.
  await insertGstRegistration(db, registrationOf(after, today));
}
