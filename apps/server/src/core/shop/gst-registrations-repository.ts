import type { GstRegistration } from '@bahi/domain';
import type { Db } from '../db/database';

// The shop's GST registration over time (table gst_registrations), oldest first: a short list.

export async function findGstRegistrations(db: Db): Promise<GstRegistration[]> {
  const rows = await db
    .selectFrom('gst_registrations')
    .selectAll()
    .orderBy('effective_from')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    gstin: row.gstin === '' ? null : row.gstin,
    stateCode: row.state_code,
    effectiveFrom: row.effective_from,
  }));
}

export async function insertGstRegistration(db: Db, registration: GstRegistration): Promise<void> {
  await db
    .insertInto('gst_registrations')
    .values({
      gstin: registration.gstin ?? '',
      state_code: registration.stateCode,
      effective_from: registration.effectiveFrom,
      recorded_at: new Date().toISOString(),
    })
    .execute();
}
