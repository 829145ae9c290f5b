import { formatDateDmy, todayIso } from '@bahi/domain';
import type { RecordType } from '@bahi/domain/schemas';
import { findLatestEntryOf } from '../edit-log/edit-log-repository';
import { ConflictError } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { bumpVersion, type VersionedTable } from './version-repository';

// Safe concurrent edits: an edit names the version of the record it was made on. Inside the edit's
// transaction the record moves to the next version only from that one; when another edit got there
// first the save is refused with who changed it and when, and nothing of it is written.

export type VersionClaim = {
  table: VersionedTable;
  recordType: RecordType;
  id: number;
  /** How the message names the record: 'Product "Tata Tea 250 g"'. */
  label: string;
  /** The version the edit started from; an edit without one (a script) is not checked. */
  fromVersion: number | undefined;
};

/**
 * Call inside the edit's transaction, after finding the record (the caller answers its own 404).
 * Throws the refusal when the record has moved past the version the edit started from.
 */
export async function claimNextVersion(ctx: RequestContext, claim: VersionClaim): Promise<void> {
  if ((await bumpVersion(ctx.db, claim.table, claim.id, claim.fromVersion)) > 0) return;
  throw await staleVersionError(ctx, claim);
}

async function staleVersionError(ctx: RequestContext, claim: VersionClaim): Promise<ConflictError> {
  const last = await findLatestEntryOf(ctx.db, claim.recordType, String(claim.id));
  const by = last ? ` by ${last.user_name} at ${indiaTime(last.at)}` : '';
  const message = `${claim.label} was changed${by} after you opened it. Reload it to see the changes, then make yours again.`;
  return new ConflictError(message, { version: [message] });
}

/** '14:05 on 24/11/2026', India's clock. */
function indiaTime(iso: string): string {
  const at = new Date(iso);
  const india = new Date(at.getTime() + 330 * 60_000);
  const hh = String(india.getUTCHours()).padStart(2, '0');
  const mm = String(india.getUTCMinutes()).padStart(2, '0');
  return `${hh}:${mm} on ${formatDateDmy(todayIso(at))}`;
}
