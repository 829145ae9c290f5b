import type { AuditEntry, AuditQuery } from '@bahi/domain/schemas';
import type { AuditRow } from '../core/edit-log/edit-log-repository';
import type { RequestContext } from '../core/http/request-context';
import { auditCsv } from './audit-csv';
import { countAuditEntries, findAuditEntries } from './audit-repository';

/** The CSV export holds at most this many entries; narrower filters export the rest. */
export const CSV_LIMIT = 100_000;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at,
    user_id: row.user_id === null ? null : Number(row.user_id),
    user_name: row.user_name,
    token_name: row.token_name,
    ip: row.ip,
    user_agent: row.user_agent,
    record_type: row.record_type as AuditEntry['record_type'],
    record_id: row.record_id,
    action: row.action as AuditEntry['action'],
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  };
}

export async function listAuditEntries(
  ctx: RequestContext,
  query: AuditQuery,
): Promise<{ data: AuditEntry[]; total: number }> {
  const { offset, limit, ...filters } = query;
  const [rows, total] = await Promise.all([
    findAuditEntries(ctx.db, filters, { offset, limit }),
    countAuditEntries(ctx.db, filters),
  ]);
  return { data: rows.map(toAuditEntry), total };
}

export async function exportAuditEntries(ctx: RequestContext, query: AuditQuery): Promise<string> {
  const { offset: _offset, limit: _limit, ...filters } = query;
  const rows = await findAuditEntries(ctx.db, filters, { offset: 0, limit: CSV_LIMIT });
  return auditCsv(rows.map(toAuditEntry));
}
