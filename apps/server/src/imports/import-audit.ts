import { todayIso } from '@bahi/domain';
import type { Insertable } from 'kysely';
import type { Change } from '../audit/record-change';
import type { AuditLogTable } from '../db/schema-auth';
import type { RequestContext } from '../http/request-context';

// The edit log's entry of one imported record, as recordChange writes it (who, from where, which
// request), made in memory so that an import's thousands of entries go in a few INSERTs.

export function auditEntry(ctx: RequestContext, change: Change, at = new Date()): Insertable<AuditLogTable> {
  return {
    at: at.toISOString(),
    day: todayIso(at),
    user_id: ctx.actor.id,
    user_name: ctx.actor.name,
    token_name: ctx.actor.tokenName,
    ip: ctx.from.ip,
    user_agent: ctx.from.userAgent,
    request_id: ctx.requestId,
    record_type: change.recordType,
    record_id: String(change.recordId),
    action: change.action,
    before: change.before === null || change.before === undefined ? null : JSON.stringify(change.before),
    after: change.after === null || change.after === undefined ? null : JSON.stringify(change.after),
  };
}
