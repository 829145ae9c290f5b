import type { AuditQuery } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { AuditRow } from '../core/edit-log/edit-log-repository';

// Listing and searching the edit log (Settings > Edit log). Writing it is core's
// (core/edit-log/): every feature records its changes there.

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
