import { type BooksType, booksKey, twoBKey } from '@bahi/domain';
import type { Gstr2bDecisionAnswer, Gstr2bDecisionInput } from '@bahi/domain/schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import type { Gstr2bDecisionTable } from '../core/db/schema-gstr2b';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, fieldError, NotFoundError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { matchMonthsUpTo, monthOfPeriod } from './gstr2b-matching';
import {
  deleteDecisions,
  findDecision,
  findDecisionOn,
  findDocument,
  findFiled3bOn,
  insertDecision,
} from './gstr2b-repository';
import { lastDayOfPeriod } from './gstr2b-service';

// The accountant's decisions on a month's matching: accept a suggested match, link a 2B document
// to a document of the books by hand, keep a matched pair's credit for a later month (claim later),
// and undo any of them. Each is refused once the GSTR-3B whose credit it changes is marked filed.

const BOOKS_NAMES: Record<BooksType, string> = {
  purchase: 'purchase',
  purchase_return: 'purchase return',
  expense: 'expense',
};

function toAnswer(row: Selectable<Gstr2bDecisionTable>): Gstr2bDecisionAnswer {
  return {
    id: Number(row.id),
    period: row.period,
    kind: row.kind,
    supplier_gstin: row.supplier_gstin,
    number: row.number,
    action: row.action,
    books_type: row.books_type,
    books_id: Number(row.books_id),
    claim_period: row.claim_period,
    decided_at: row.decided_at,
  };
}

async function refuseFiled(db: Db, period: string | null): Promise<void> {
  if (!period) return;
  const filed = await findFiled3bOn(db, `${monthOfPeriod(period)}-01`);
  if (filed) {
    throw new ConflictError(
      `The GSTR-3B for ${filed.period} is marked filed: its credit can no longer change (the owner can unlock the period, with a reason)`,
    );
  }
}

function nextPeriod(period: string): string {
  const month = Number(period.slice(0, 2));
  const year = Number(period.slice(2));
  return month === 12 ? `01${year + 1}` : `${String(month + 1).padStart(2, '0')}${year}`;
}

export async function decideGstr2b(
  ctx: RequestContext,
  input: Gstr2bDecisionInput,
): Promise<Gstr2bDecisionAnswer> {
  return inTransaction(ctx.db, async (trx) => {
    const document = await findDocument(trx, input.two_b_id);
    if (!document) throw new NotFoundError(`There is no 2B document ${input.two_b_id}`);
    const period = document.period;
    const months = await matchMonthsUpTo(trx, lastDayOfPeriod(period));
    const matching = months.find((month) => month.period === period);
    const row = matching?.rows.find((candidate) => candidate.twoB === twoBKey(input.two_b_id));
    if (!matching || !row) throw new NotFoundError(`There is no 2B document ${input.two_b_id}`);
    if (row.decision) {
      throw new ConflictError(
        `${document.number} already has a decision (${row.decision.action}): undo it first`,
      );
    }
    let books: { type: BooksType; id: number };
    if (input.action === 'link') {
      if (!input.books) throw fieldError('books', 'Choose the document of the books to link it to');
      books = input.books;
      const key = booksKey(books.type, books.id);
      const candidate = matching.books.get(key);
      const name = `${BOOKS_NAMES[books.type]} ${books.id}`;
      if (!candidate || candidate.date > lastDayOfPeriod(period)) {
        throw fieldError(
          'books.id',
          `There is no ${name} with the supplier's GSTIN dated up to the end of ${period}`,
        );
      }
      if (candidate.kind !== document.kind) {
        throw fieldError(
          'books.type',
          document.kind === 'note'
            ? "A supplier's note goes with a purchase return"
            : "A supplier's invoice goes with a purchase or an expense",
        );
      }
      const earlier = months.find(
        (month) => month.period !== period && month.rows.some((other) => other.books === key && other.twoB),
      );
      if (earlier) throw new ConflictError(`The ${name} is matched in the 2B of ${earlier.period} already`);
    } else {
      const paired =
        row.books &&
        (row.status === 'suggested' || (input.action === 'claim_later' && row.status === 'exact'));
      if (!paired || !row.books) {
        throw fieldError(
          'action',
          input.action === 'accept'
            ? 'Only a suggested match can be accepted: link the document by hand instead'
            : 'Only a matched document can be claimed later: accept or link it first',
        );
      }
      const [type, id] = row.books.split(':');
      books = { type: type as BooksType, id: Number(id) };
    }
    const claimPeriod = input.action === 'claim_later' ? (input.claim_period ?? nextPeriod(period)) : null;
    if (claimPeriod && monthOfPeriod(claimPeriod) <= monthOfPeriod(period)) {
      throw fieldError('claim_period', `Claim period must be a month after ${period}`);
    }
    // Keeping for later the credit of a pair its own month did not take (a suggestion) changes only
    // the later month: it may come after the 2B's month is filed.
    if (!(input.action === 'claim_later' && row.status !== 'exact')) await refuseFiled(trx, period);
    await refuseFiled(trx, claimPeriod);
    const identity = {
      period,
      kind: document.kind,
      supplier_gstin: document.supplier_gstin,
      number: document.number,
    };
    if (await findDecisionOn(trx, identity, books)) {
      throw new ConflictError(`The ${BOOKS_NAMES[books.type]} is already linked to another 2B document`);
    }
    const saved = await insertDecision(trx, {
      ...identity,
      action: input.action,
      books_type: books.type,
      books_id: books.id,
      claim_period: claimPeriod,
      claim_month: claimPeriod ? monthOfPeriod(claimPeriod) : null,
      decided_at: new Date().toISOString(),
    });
    const answer = toAnswer(saved);
    await recordChange(withDb(ctx, trx), {
      recordType: 'gstr2b_decision',
      recordId: answer.id,
      action: 'create',
      before: null,
      after: answer,
    });
    return answer;
  });
}

export async function undoGstr2bDecision(ctx: RequestContext, id: number): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await findDecision(trx, id);
    if (!row) throw new NotFoundError(`There is no 2B decision ${id}`);
    await refuseFiled(trx, row.period);
    await refuseFiled(trx, row.claim_period);
    await deleteDecisions(trx, [id]);
    await recordChange(withDb(ctx, trx), {
      recordType: 'gstr2b_decision',
      recordId: id,
      action: 'delete',
      before: toAnswer(row),
      after: null,
    });
  });
}
