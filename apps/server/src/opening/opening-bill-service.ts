import type { OpeningBill, OpeningBillValues } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, NotFoundError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import { OPENING_BILL_KIND } from '../documents/document-kinds';
import { toOpeningBill } from '../documents/opening-bills/opening-bill-presenter';
import {
  countAllocationsOfOpeningBill,
  deleteOpeningBill,
  findOpeningBillById,
  findOpeningBillsOfParty,
} from '../documents/opening-bills/opening-bill-repository';
import {
  checkOpeningEntries,
  insertOpeningEntries,
  type OpeningEntry,
} from '../documents/opening-bills/opening-entries';
import { findPartyById, type PartyKind } from '../documents/party-repository';

// Opening balances (docs/product.md, "Opening balances"): a party's bills still due from the old
// books and the advance it had paid, entered on its page or imported, dated before the books'
// start date. Each is one edit-log entry.

function partyLabel(kind: PartyKind): string {
  return kind === 'customers' ? 'Customer' : 'Supplier';
}

export async function listOpeningBills(ctx: RequestContext, kind: PartyKind, partyId: number) {
  const { db } = ctx;
  if (!(await findPartyById(db, kind, partyId)))
    throw new NotFoundError(`${partyLabel(kind)} ${partyId} not found`);
  const [rows, settings] = await Promise.all([findOpeningBillsOfParty(db, kind, partyId), findSettings(db)]);
  return { data: rows.map(toOpeningBill), books_start_date: settings.books_start_date };
}

/** Writes checked entries and one edit-log entry each; runs inside the caller's transaction. */
export async function writeOpeningEntries(
  ctx: RequestContext,
  kind: PartyKind,
  entries: readonly OpeningEntry[],
): Promise<OpeningBill[]> {
  const created: OpeningBill[] = [];
  for (const row of await insertOpeningEntries(ctx.db, kind, entries)) {
    const after = toOpeningBill(row);
    await recordChange(ctx, {
      recordType: OPENING_BILL_KIND.recordTypes[0],
      recordId: row.id,
      action: 'create',
      before: null,
      after,
    });
    created.push(after);
  }
  return created;
}

export async function createOpeningBill(
  ctx: RequestContext,
  kind: PartyKind,
  partyId: number,
  values: OpeningBillValues,
): Promise<OpeningBill> {
  return inTransaction(ctx.db, async (trx) => {
    if (!(await findPartyById(trx, kind, partyId))) {
      throw new NotFoundError(`${partyLabel(kind)} ${partyId} not found`);
    }
    const problems = await checkOpeningEntries(trx, kind, [{ party_id: partyId, values }]);
    const errors = problems.get(0);
    if (errors) throw new ValidationError(errors);
    const [created] = await writeOpeningEntries(withDb(ctx, trx), kind, [{ party_id: partyId, values }]);
    if (!created) throw new Error('No opening bill written');
    return created;
  });
}

/** Deletes an opening bill no voucher names (one that was settled stays, as the record of it). */
export async function removeOpeningBill(ctx: RequestContext, id: number): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await findOpeningBillById(trx, id);
    if (!row) throw new NotFoundError(`Opening balance ${id} not found`);
    const vouchers = await countAllocationsOfOpeningBill(trx, id);
    if (vouchers > 0 && row.kind === 'advance') {
      throw new ConflictError(
        `The opening advance is applied to ${vouchers === 1 ? 'a bill' : `${vouchers} bills`} and cannot be deleted`,
      );
    }
    if (vouchers > 0) {
      throw new ConflictError(
        `Opening bill ${row.number ?? ''} is settled by ${vouchers === 1 ? 'a voucher' : `${vouchers} voucher lines`} and cannot be deleted`,
      );
    }
    const before = toOpeningBill(row);
    await deleteOpeningBill(trx, id);
    await recordChange(withDb(ctx, trx), {
      recordType: OPENING_BILL_KIND.recordTypes[0],
      recordId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}
