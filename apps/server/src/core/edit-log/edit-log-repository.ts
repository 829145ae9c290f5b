import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AuditLogTable } from '../db/schema-auth';
import { appendToChain } from './chain-writer';

// The edit log's writes and the one read every write path needs (who changed a record last).
// The table takes INSERT and SELECT only: the database refuses anything else. Inserts go through
// the hash chain's writer (chain-writer.ts). Listing and
// searching the log is the audit feature's (audit/audit-repository.ts).

export type AuditRow = Selectable<AuditLogTable>;

/** One entry, linked into the hash chain after the newest (chain-writer.ts). */
export function insertAuditEntry(db: Db, entry: Insertable<AuditLogTable>): Promise<void> {
  return appendToChain(db, [entry]);
}

/** The newest entry of one record: who changed it last, and when. */
export function findLatestEntryOf(
  db: Db,
  recordType: AuditRow['record_type'],
  recordId: string,
): Promise<Pick<AuditRow, 'user_name' | 'at'> | undefined> {
  return db
    .selectFrom('audit_log')
    .select(['user_name', 'at'])
    .where('record_type', '=', recordType)
    .where('record_id', '=', recordId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
