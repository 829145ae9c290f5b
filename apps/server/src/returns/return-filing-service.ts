import { rupeesToPaise, todayIso } from '@bahi/domain';
import type { Filing, FilingInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, fieldError, NotFoundError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { keepBeforeUnlock, keepFiledGstr1 } from './gstr1-amendments-service';
import { gstr3bClosing } from './gstr3b-service';
import { periodOf, registeredSeller } from './return-books';
import {
  findFiling,
  findFilingById,
  insertFiling,
  listFilings,
  type ReturnFilingRow,
  updateFiling,
} from './return-filings-repository';

// Marking a return filed and unlocking it. A filed return locks the days of its period for every
// document (period-lock.ts); a GSTR-3B also keeps its credit ledger's closing balance, where the
// next periods' ledger starts; a GSTR-1 keeps what it reported per document, to find amendments
// (gstr1-amendments-service.ts). Both are in the edit log; only the owner unlocks, with a reason.

const RETURN_NAMES = { GSTR1: 'GSTR-1', GSTR3B: 'GSTR-3B' } as const;

function toFiling(row: ReturnFilingRow): Filing {
  return {
    id: Number(row.id),
    return_type: row.return_type,
    period: row.period,
    period_from: row.period_from,
    period_to: row.period_to,
    status: row.status,
    filed_on: row.filed_on,
    arn: row.arn,
    unlock_reason: row.unlock_reason,
    updated_at: row.updated_at,
  };
}

export async function getFilings(ctx: RequestContext): Promise<Filing[]> {
  return (await listFilings(ctx.db)).map(toFiling);
}

export async function markFiled(ctx: RequestContext, input: FilingInput): Promise<Filing> {
  const range = await periodOf(ctx.db, input.period);
  if (range.to >= todayIso()) {
    throw fieldError('period', `The period ${range.fp} has not ended yet: its return cannot be filed`);
  }
  if (input.filed_on <= range.to) {
    throw fieldError('filed_on', `Filing date must be after the period ends (${range.to})`);
  }
  return inTransaction(ctx.db, async (trx) => {
    const tx = withDb(ctx, trx);
    await registeredSeller(trx, range);
    const existing = await findFiling(trx, input.return_type, range.fp);
    if (existing?.status === 'filed') {
      throw new ConflictError(
        `${RETURN_NAMES[input.return_type]} for ${range.fp} is already marked filed (ARN ${existing.arn})`,
      );
    }
    const closing = input.return_type === 'GSTR3B' ? await gstr3bClosing(tx, range.fp) : undefined;
    // Before the row exists: the first filing records the amendments this return carried.
    if (input.return_type === 'GSTR1') await keepFiledGstr1(trx, range, !existing);
    const values = {
      status: 'filed' as const,
      filed_on: input.filed_on,
      arn: input.arn,
      unlock_reason: null,
      ...(closing && {
        closing_credit_igst: rupeesToPaise(closing.credit.igst),
        closing_credit_cgst: rupeesToPaise(closing.credit.cgst),
        closing_credit_sgst: rupeesToPaise(closing.credit.sgst),
        closing_reduction_igst: rupeesToPaise(closing.reduction.igst),
        closing_reduction_cgst: rupeesToPaise(closing.reduction.cgst),
        closing_reduction_sgst: rupeesToPaise(closing.reduction.sgst),
      }),
      updated_at: new Date().toISOString(),
    };
    const row = existing
      ? await updateFiling(trx, existing.id, { ...values, version: Number(existing.version) + 1 })
      : await insertFiling(trx, {
          ...values,
          return_type: input.return_type,
          period: range.fp,
          period_from: range.from,
          period_to: range.to,
        });
    const after = toFiling(row);
    await recordChange(tx, {
      recordType: 'return_filing',
      recordId: after.id,
      action: existing ? 'update' : 'create',
      before: existing ? toFiling(existing) : null,
      after,
    });
    return after;
  });
}

export async function unlockFiling(ctx: RequestContext, id: number, reason: string): Promise<Filing> {
  return inTransaction(ctx.db, async (trx) => {
    const existing = await findFilingById(trx, id);
    if (!existing) throw new NotFoundError(`Return filing ${id} not found`);
    if (existing.status !== 'filed') {
      throw new ConflictError(`${RETURN_NAMES[existing.return_type]} for ${existing.period} is not locked`);
    }
    if (existing.return_type === 'GSTR1') {
      await keepBeforeUnlock(trx, {
        fp: existing.period,
        from: existing.period_from,
        to: existing.period_to,
      });
    }
    const row = await updateFiling(trx, id, {
      status: 'unlocked',
      unlock_reason: reason,
      version: Number(existing.version) + 1,
      updated_at: new Date().toISOString(),
    });
    const after = toFiling(row);
    await recordChange(withDb(ctx, trx), {
      recordType: 'return_filing',
      recordId: id,
      action: 'unlock',
      before: toFiling(existing),
      after,
    });
    return after;
  });
}
