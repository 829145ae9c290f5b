import type { Db } from '../db/database';
import type { VERSIONED_TABLES } from '../db/migrations/2026-11-25T0500-record-versions';

/** The tables given a version by that migration, and the later ones made with one. */
export type VersionedTable =
  | (typeof VERSIONED_TABLES)[number]
  | 'return_settings'
  | 'email_settings'
  | 'e_document_settings'
  | 'eway_bills'
  | 'tally_settings';

/**
 * Moves a record to its next version, only from the version given (any version when none is given).
 * Answers the rows changed: 0 when the record is gone or another edit got there first. On
 * PostgreSQL the UPDATE holds the row until the transaction ends, so a concurrent edit from the
 * same version waits, then finds the version moved on and changes nothing.
 */
export async function bumpVersion(
  db: Db,
  table: VersionedTable,
  id: number,
  fromVersion: number | undefined,
): Promise<number> {
  let query = db
    .updateTable(table)
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id);
  if (fromVersion !== undefined) query = query.where('version', '=', fromVersion);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
