import type { Db } from '../db/database';
import { recordChange } from '../edit-log/record-change';
import { type RequestContext, withDb } from '../http/request-context';
import { claimNextVersion } from './version-guard';

/** The shop-wide settings tables: one row each (id 1), versioned, logged under the table's name. */
export type SettingsRowTable =
  | 'settings'
  | 'e_document_settings'
  | 'email_settings'
  | 'return_settings'
  | 'tally_settings';

/**
 * Saves a settings row inside the caller's transaction: moves it to the next version from the one
 * the edit started on (refusing a stale edit before anything is written), writes it, and records
 * the change in the edit log. Answers the row as written.
 */
export async function saveSettingsRow<T>(
  ctx: RequestContext,
  trx: Db,
  save: {
    table: SettingsRowTable;
    label: string;
    fromVersion: number | undefined;
    before: T;
    write: () => Promise<T>;
  },
): Promise<T> {
  const { table, label, fromVersion, before } = save;
  await claimNextVersion(withDb(ctx, trx), { table, recordType: table, id: 1, label, fromVersion });
  const after = await save.write();
  await recordChange(withDb(ctx, trx), { recordType: table, recordId: 1, action: 'update', before, after });
  return after;
}
