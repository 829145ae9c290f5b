import { percentToBasisPoints } from '@bahi/domain';
import type { GstRate, GstRateValues, ListQuery } from '@bahi/domain/schemas';
import { inTransaction } from '../../core/db/transactions';
import { recordChange, recordDeleted } from '../../core/edit-log/record-change';
import { ConflictError, fieldError, NotFoundError } from '../../core/http/errors';
import { type RequestContext, withDb } from '../../core/http/request-context';
import { isUniqueViolation } from '../../core/http/unique-violation';
import { claimNextVersion } from '../../core/versions/version-guard';
import { describeReferences } from '../references';
import {
  countGstRates,
  deleteGstRate,
  findGstRateByBasisPoints,
  findGstRateById,
  findGstRateReferences,
  findGstRates,
  type GstRateRow,
  insertGstRate,
  updateGstRate,
} from './gst-rate-repository';

export function formatRate(rateBp: number): string {
  return `${rateBp / 100}%`;
}

function toGstRate(row: GstRateRow): GstRate {
  return { id: row.id, gst_rate: row.rate_bp / 100, created_at: row.created_at, version: row.version };
}

function duplicateRate(rateBp: number) {
  return fieldError('gst_rate', `GST Rate ${formatRate(rateBp)} already exists`);
}

export async function listGstRates(
  ctx: RequestContext,
  query: ListQuery,
): Promise<{ data: GstRate[]; total: number }> {
  const { db } = ctx;
  const [rows, total] = await Promise.all([findGstRates(db, query), countGstRates(db, query)]);
  return { data: rows.map(toGstRate), total };
}

export async function getGstRate(ctx: RequestContext, id: number): Promise<GstRate> {
  const { db } = ctx;
  const row = await findGstRateById(db, id);
  if (!row) throw new NotFoundError(`GST Rate ${id} not found`);
  return toGstRate(row);
}

/** Saves a new or changed rate; a rate already in the master (other than this one) is refused. */
async function saveGstRate(ctx: RequestContext, id: number | null, values: GstRateValues): Promise<GstRate> {
  const rateBp = percentToBasisPoints(values.gst_rate);
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const existing = await findGstRateByBasisPoints(trx, rateBp);
      if (existing && existing.id !== id) throw duplicateRate(rateBp);
      const before = id === null ? undefined : await findGstRateById(trx, id);
      if (id !== null && !before) throw new NotFoundError(`GST Rate ${id} not found`);
      if (id !== null && before) {
        await claimNextVersion(withDb(ctx, trx), {
          table: 'gst_rates',
          recordType: 'gst_rate',
          id,
          label: `GST Rate ${formatRate(before.rate_bp)}`,
          fromVersion: values.version,
        });
      }
      const row = id === null ? await insertGstRate(trx, rateBp) : await updateGstRate(trx, id, rateBp);
      if (!row) throw new NotFoundError(`GST Rate ${id} not found`);
      const after = toGstRate(row);
      await recordChange(withDb(ctx, trx), {
        recordType: 'gst_rate',
        recordId: after.id,
        action: id === null ? 'create' : 'update',
        before: before ? toGstRate(before) : null,
        after,
      });
      return after;
    });
  } catch (error) {
    // Two requests adding the same rate at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw duplicateRate(rateBp);
    throw error;
  }
}

export function createGstRate(ctx: RequestContext, values: GstRateValues): Promise<GstRate> {
  return saveGstRate(ctx, null, values);
}

export function changeGstRate(ctx: RequestContext, id: number, values: GstRateValues): Promise<GstRate> {
  return saveGstRate(ctx, id, values);
}

export async function removeGstRate(ctx: RequestContext, id: number): Promise<void> {
  const { db } = ctx;
  await inTransaction(db, async (trx) => {
    const row = await findGstRateById(trx, id);
    if (!row) throw new NotFoundError(`GST Rate ${id} not found`);
    const refusal = describeReferences(
      `GST Rate ${formatRate(row.rate_bp)}`,
      await findGstRateReferences(trx, id),
    );
    if (refusal) throw new ConflictError(refusal);
    await deleteGstRate(trx, id);
    await recordDeleted(withDb(ctx, trx), 'gst_rate', id, toGstRate(row));
  });
}
