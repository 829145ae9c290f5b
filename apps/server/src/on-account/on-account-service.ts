import { allocateOldestFirst, formatRupees, rupeesToPaise } from '@bahi/domain';
import type { ApplyOnAccountInput, OnAccountApplied, PartyOnAccount } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { inTransaction } from '../core/db/transactions';
import { retryOnWriteConflict } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { type FieldErrors, NotFoundError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { refuseOutsideBillingDay } from '../documents/billing-day';
import { rupees } from '../documents/document-presenter';
import { findPartyById } from '../documents/party-repository';
import type { SettledDocumentRow } from '../documents/settled-documents-repository';
import {
  findLastLineNumbers,
  findOnAccountSources,
  insertAdvanceApplications,
  insertVoucherLines,
  lockOpeningAdvances,
  lockVouchersOnAccount,
  type OnAccountSourceRow,
} from './on-account-repository';
import { type OnAccountKind, type OnAccountSideInfo, sideOf } from './on-account-sides';

// Applying a party's money on account to its bills: the money is already in the books (a voucher's
// unapplied part, or the opening advance), so nothing is received or paid, the party's balance does
// not move, and each chosen bill's outstanding falls by what is applied. The oldest money goes
// first. One transaction; each bill's change is in the edit log.

export async function partyOrNotFound(db: Db, side: OnAccountSideInfo, partyId: number): Promise<void> {
  if (!(await findPartyById(db, side.partyKind, partyId))) {
    throw new NotFoundError(`${side.partyLabel} ${partyId} not found`);
  }
}

export function presentOnAccount(partyId: number, sources: readonly OnAccountSourceRow[]): PartyOnAccount {
  return {
    party_id: partyId,
    on_account: rupees(sources.reduce((sum, source) => sum + source.left, 0)),
    sources: sources.map((source) => ({ ...source, left: rupees(source.left) })),
  };
}

export async function getOnAccount(ctx: RequestContext, kind: OnAccountKind, partyId: number) {
  const side = sideOf(kind);
  await partyOrNotFound(ctx.db, side, partyId);
  return presentOnAccount(partyId, await findOnAccountSources(ctx.db, side, partyId));
}

type Wanted = { document: SettledDocumentRow; amount: number; left: number };

/** The chosen bills, locked, each checked (422 per allocation) against the party and what it has left. */
async function lockAndCheckBills(
  ctx: RequestContext,
  side: OnAccountSideInfo,
  partyId: number,
  input: ApplyOnAccountInput,
): Promise<Wanted[]> {
  const ids = [...new Set(input.allocations.map((a) => a.document_id))].sort((a, b) => a - b);
  const documents = new Map((await side.lockDocuments(ctx.db, ids)).map((row) => [row.id, row]));
  const settled = new Map(
    (await side.sumSettled(ctx.db, ids)).map((row) => [Number(row.document_id), Number(row.settled)]),
  );
  const errors: FieldErrors = {};
  const wanted: Wanted[] = [];
  input.allocations.forEach((allocation, index) => {
    const field = `allocations.${index}`;
    const document = documents.get(allocation.document_id);
    const name = `${side.documentLabel} ${document?.number ?? allocation.document_id}`;
    const amount = rupeesToPaise(allocation.amount);
    if (!document) errors[`${field}.document_id`] = [`${name} does not exist`];
    else if (document.party_id !== partyId) {
      errors[`${field}.document_id`] = [`${name} belongs to another ${side.partyLabel.toLowerCase()}`];
    } else if (document.status === 'Cancelled') errors[`${field}.document_id`] = [`${name} is cancelled`];
    else {
      refuseOutsideBillingDay(ctx, document.date, 'invoices');
      const left = document.grand_total - (settled.get(document.id) ?? 0);
      if (amount > left) {
        errors[`${field}.amount`] = [
          left <= 0
            ? `${name} is already fully settled`
            : `${name} has only ${formatRupees(left)} ${side.balanceWords}`,
        ];
      }
      wanted.push({ document, amount, left });
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return wanted;
}

type Drawn = { source: OnAccountSourceRow; document: SettledDocumentRow; amount: number };

/** Each bill takes what it asks from the oldest money still on account. */
function drawOldestFirst(sources: readonly OnAccountSourceRow[], wanted: readonly Wanted[]): Drawn[] {
  const left = new Map(sources.map((source) => [source, source.left]));
  return wanted.flatMap(({ document, amount }) => {
    const { allocations } = allocateOldestFirst(
      amount,
      sources.map((source) => ({ key: source, date: source.date, outstanding: left.get(source) ?? 0 })),
    );
    for (const a of allocations) left.set(a.key, (left.get(a.key) ?? 0) - a.amount);
    return allocations.map((a) => ({ source: a.key, document, amount: a.amount }));
  });
}

async function writeDrawn(db: Db, side: OnAccountSideInfo, drawn: readonly Drawn[]): Promise<void> {
  const fromVouchers = drawn.filter((d) => d.source.kind === 'voucher');
  const lastLines = await findLastLineNumbers(db, [...new Set(fromVouchers.map((d) => d.source.id))]);
  await insertVoucherLines(
    db,
    side,
    fromVouchers.map((d) => {
      const line = (lastLines.get(d.source.id) ?? 0) + 1;
      lastLines.set(d.source.id, line);
      return { voucher_id: d.source.id, line_no: line, document_id: d.document.id, amount: d.amount };
    }),
  );
  await insertAdvanceApplications(
    db,
    side,
    drawn
      .filter((d) => d.source.kind === 'opening_advance')
      .map((d) => ({ opening_bill_id: d.source.id, document_id: d.document.id, amount: d.amount })),
    new Date().toISOString(),
  );
}

export async function applyOnAccount(
  ctx: RequestContext,
  kind: OnAccountKind,
  partyId: number,
  input: ApplyOnAccountInput,
): Promise<OnAccountApplied> {
  const side = sideOf(kind);
  return retryOnWriteConflict(ctx.db, () =>
    inTransaction(ctx.db, async (trx) => {
      const tx = withDb(ctx, trx);
      await partyOrNotFound(trx, side, partyId);
      const seen = await findOnAccountSources(trx, side, partyId);
      // Vouchers and advances before bills: the order a voucher's removal takes its locks in.
      await lockVouchersOnAccount(
        trx,
        seen
          .filter((s) => s.kind === 'voucher')
          .map((s) => s.id)
          .sort((a, b) => a - b),
      );
      await lockOpeningAdvances(
        trx,
        seen
          .filter((s) => s.kind === 'opening_advance')
          .map((s) => s.id)
          .sort((a, b) => a - b),
      );
      const sources = await findOnAccountSources(trx, side, partyId);
      const wanted = await lockAndCheckBills(tx, side, partyId, input);
      const onAccount = sources.reduce((sum, source) => sum + source.left, 0);
      const asked = wanted.reduce((sum, w) => sum + w.amount, 0);
      if (asked > onAccount) {
        throw new ValidationError({
          allocations: [`Only ${formatRupees(onAccount)} is on account; ${formatRupees(asked)} was asked`],
        });
      }
      const drawn = drawOldestFirst(sources, wanted);
      await writeDrawn(trx, side, drawn);
      const applied = drawn.map((d) => ({
        document_id: d.document.id,
        document_number: d.document.number,
        source_kind: d.source.kind,
        source_id: d.source.id,
        source_number: d.source.number,
        amount: rupees(d.amount),
      }));
      for (const w of wanted) {
        await recordChange(tx, {
          recordType: side.recordType,
          recordId: w.document.id,
          action: 'on_account',
          before: { balance: rupees(w.left) },
          after: {
            balance: rupees(w.left - w.amount),
            applied: applied.filter((a) => a.document_id === w.document.id),
          },
        });
      }
      // A voucher whose money went to bills has new lines: its own history says so too.
      for (const source of sources.filter((s) => s.kind === 'voucher')) {
        const lines = applied.filter((a) => a.source_kind === 'voucher' && a.source_id === source.id);
        if (lines.length === 0) continue;
        const drawnFrom = drawn.filter((d) => d.source === source).reduce((sum, d) => sum + d.amount, 0);
        await recordChange(tx, {
          recordType: side.voucherKind,
          recordId: source.id,
          action: 'on_account',
          before: { on_account: rupees(source.left) },
          after: { on_account: rupees(source.left - drawnFrom), applied: lines },
        });
      }
      return { ...presentOnAccount(partyId, await findOnAccountSources(trx, side, partyId)), applied };
    }),
  );
}
