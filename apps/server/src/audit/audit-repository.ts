import type { AuditQuery } from '@bahi/domain/schemas';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AuditLogTable } from '../db/schema-auth';
import { appendToChain } from './chain/chain-writer';

// The edit log's table takes INSERT and SELECT only: the database refuses anything else. Entries
// go in through the hash chain's writer (chain/chain-writer.ts), which links each to the one before.

export type AuditRow = Selectable<AuditLogTable>;

export function insertAuditEntry(db: Db, entry: Insertable<AuditLogTable>): Promise<void> {
  return appendToChain(db, [entry]);
}

export type AuditFilters = Omit<AuditQuery, 'offset' | 'limit'>;

function filtered(db: Db, filters: AuditFilters) {
  let query = db.selectFrom('audit_log');
  if (filters.from) query = query.where('day', '>=', filters.from);
  if (filters.to) query = query.where('day', '<=', filters.to);
  if (filters.user_id !== undefined) query = query.where('user_id', '=', filters.user_id);
  if (filters.record_type) query = query.where('record_type', '=', filters.record_type);
  if (filters.record_id) query = query.where('record_id', '=', filters.record_id);
  return query;
}

/** A page of entries, newest first (ids grow with time). */
export function findAuditEntries(
  db: Db,
  filters: AuditFilters,
  page: { offset: number; limit: number },
): Promise<AuditRow[]> {
  return filtered(db, filters)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAuditEntries(db: Db, filters: AuditFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
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
