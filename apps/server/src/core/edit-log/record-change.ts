import { todayIso } from '@bahi/domain';
import type { AuditAction, RecordType } from '@bahi/domain/schemas';
import type { Insertable } from 'kysely';
import type { AuditLogTable } from '../db/schema-auth';
import type { RequestContext } from '../http/request-context';
import { insertAuditEntry } from './edit-log-repository';

// The edit log (CGST Rules, rule 56(8): a log of every entry edited or deleted). Every write use
// case calls recordChange inside its own transaction, with the context that carries the
// transaction (withDb(ctx, trx)): the change and its log entry commit together or not at all.
// There is no switch to turn it off.

export type Change = {
  recordType: RecordType;
  recordId: number | string;
  action: AuditAction;
  /** The record as the API shows it before the change; null for a create. */
  before: unknown;
  /** The record after the change; null for a delete. */
  after: unknown;
};

export async function recordChange(ctx: RequestContext, change: Change): Promise<void> {
  await insertAuditEntry(ctx.db, auditEntry(ctx, change));
}

/**
 * The edit log's entry of one change: who made it, from where, in which request. Built apart so
 * that a bulk write (an import's thousands of records) can insert its entries a few hundred at once.
 */
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
    before: toJson(change.before),
    after: toJson(change.after),
  };
}

function toJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

// The three everyday entries, so that a use case says in one line what it logged.

/** The entry of a record just created. */
export function recordCreated(
  ctx: RequestContext,
  recordType: RecordType,
  recordId: number | string,
  after: unknown,
) {
  return recordChange(ctx, { recordType, recordId, action: 'create', before: null, after });
}

/** The entry of a record changed in place. */
export function recordUpdated(
  ctx: RequestContext,
  recordType: RecordType,
  recordId: number | string,
  before: unknown,
  after: unknown,
) {
  return recordChange(ctx, { recordType, recordId, action: 'update', before, after });
}

/** The entry of a record removed; `after` is what remains of it, if anything (a voided row). */
export function recordDeleted(
  ctx: RequestContext,
  recordType: RecordType,
  recordId: number | string,
  before: unknown,
  after: unknown = null,
) {
  return recordChange(ctx, { recordType, recordId, action: 'delete', before, after });
}
