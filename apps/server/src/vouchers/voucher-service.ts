import type {
  OpenDocument,
  VoucherDetail,
  VoucherKind,
  VoucherListQuery,
  VoucherListRow,
} from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { retryOnWriteConflict } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { fieldError, NotFoundError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import {
  datedWithinBillingDay,
  isBilling,
  refuseBillingDate,
  refuseOutsideBillingDay,
  withinBillingDay,
} from '../documents/billing-day';
import { claimNextSeq, peekNextSeq } from '../documents/document-series';
import { insertOpeningBillAllocations } from '../documents/opening-bills/opening-bill-repository';
import { findPartyById } from '../documents/party-repository';
import { sellerSnapshotOf } from '../documents/seller-snapshot';
import { formatVoucherNumber, kindInfoOf, type VoucherKindInfo, type VoucherValues } from './voucher-kinds';
import {
  findAllAllocationsOfVouchers,
  findOpenBillsOfParty,
  lockAndCheckOpeningBills,
  resolveOldestFirst,
} from './voucher-opening-bills';
import { toVoucherDetail, toVoucherListRow } from './voucher-presenter';
import {
  countVouchers,
  findAllocationsOfVouchers,
  findVoucherById,
  findVouchers,
  insertVoucher,
  insertVoucherAllocations,
  lockVoucherById,
  markVoucherRemoved,
} from './voucher-repository';
import { lockAndCheckDocuments } from './voucher-settlement';

function notFound(info: VoucherKindInfo, id: number): NotFoundError {
  return new NotFoundError(`${info.label} ${id} not found`);
}

export async function listVouchers(
  ctx: RequestContext,
  query: VoucherListQuery,
): Promise<{ data: VoucherListRow[]; total: number }> {
  const { db } = ctx;
  // Billing sees the day's receipts, never payments.
  const narrowed = isBilling(ctx) ? { ...withinBillingDay(ctx, query), kind: 'receipt' as const } : query;
  const filter = { ...narrowed, partyId: query.party_id };
  const [rows, total] = await Promise.all([findVouchers(db, filter), countVouchers(db, filter)]);
  const allocations = await findAllAllocationsOfVouchers(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) =>
      toVoucherListRow(
        row,
        allocations.filter((allocation) => allocation.voucher_id === row.id),
      ),
    ),
    total,
  };
}

export async function getVoucherDetail(
  ctx: RequestContext,
  kind: VoucherKind,
  id: number,
): Promise<VoucherDetail> {
  const { db } = ctx;
  const info = kindInfoOf(kind);
  const [row, allocations, settings] = await Promise.all([
    findVoucherById(db, kind, id),
    findAllAllocationsOfVouchers(db, [id]),
    findSettings(db),
  ]);
  if (!row) throw notFound(info, id);
  refuseOutsideBillingDay(ctx, row.date, 'receipts');
  return toVoucherDetail(row, allocations, settings);
}

export async function suggestVoucherNumber(
  ctx: RequestContext,
  kind: VoucherKind,
): Promise<{ voucher_number: string }> {
  const { db } = ctx;
  const info = kindInfoOf(kind);
  return { voucher_number: formatVoucherNumber(info, await peekNextSeq(db, kind, null)) };
}

/** A party's invoices (or purchases) and opening bills with something left to settle, oldest first. */
export async function listOpenDocuments(
  ctx: RequestContext,
  kind: VoucherKind,
  partyId: number,
): Promise<{ data: OpenDocument[] }> {
  const { db } = ctx;
  const info = kindInfoOf(kind);
  const party = await findPartyById(db, info.partyKind, partyId);
  if (!party) throw new NotFoundError(`${info.partyLabel} ${partyId} not found`);
  // Billing sees today's documents only; a receipt it takes settles older bills oldest first.
  return {
    data: datedWithinBillingDay(ctx, await findOpenBillsOfParty(db, info, partyId, party.credit_days)),
  };
}

/**
 * Issues a voucher in one transaction: checks and locks what it settles, takes the next number of
 * its series and writes it with the seller's particulars of the day. An invoice's payment status
 * follows from what receipts apply to it (invoices/invoice-payments.ts), so nothing else changes.
 */
export async function createVoucher(
  ctx: RequestContext,
  kind: VoucherKind,
  input: VoucherValues,
): Promise<VoucherDetail> {
  const { db } = ctx;
  const info = kindInfoOf(kind);
  refuseBillingDate(ctx, input.date);
  return retryOnWriteConflict(db, () =>
    inTransaction(db, async (trx) => {
      const party = await findPartyById(trx, info.partyKind, input.party_id);
      if (!party) throw fieldError(info.partyField, `${info.partyLabel} ${input.party_id} does not exist`);
      const values = await resolveOldestFirst(trx, info, input);
      await lockAndCheckOpeningBills(trx, info, values);
      await lockAndCheckDocuments(trx, info, values);
      const seq = await claimNextSeq(trx, kind, null);
      const voucherId = await insertVoucher(trx, {
        kind,
        seq,
        voucher_number: formatVoucherNumber(info, seq),
        date: values.date,
        customer_id: kind === 'receipt' ? party.id : null,
        supplier_id: kind === 'payment' ? party.id : null,
        party_name: party.name,
        party_gstin: party.gstin,
        party_email: party.email,
        party_phone: party.phone,
        party_address: party.address,
        party_state_code: party.state_code,
        amount: values.amount,
        mode: values.mode,
        cheque_number: values.cheque_number,
        reference: values.reference,
        seller_snapshot: sellerSnapshotOf(await findSettings(trx)),
      });
      // Opening bills are the voucher's first lines: they are older than any bill in the books.
      const openingLines = values.opening_allocations.length;
      await insertOpeningBillAllocations(
        trx,
        voucherId,
        values.opening_allocations.map((allocation, index) => ({ line_no: index + 1, ...allocation })),
      );
      await insertVoucherAllocations(
        trx,
        voucherId,
        values.allocations.map((allocation, index) => ({
          line_no: openingLines + index + 1,
          invoice_id: kind === 'receipt' ? allocation.document_id : null,
          purchase_id: kind === 'payment' ? allocation.document_id : null,
          amount: allocation.amount,
        })),
      );
      const after = await getVoucherDetail(withDb(ctx, trx), kind, voucherId);
      await recordChange(withDb(ctx, trx), {
        recordType: kind,
        recordId: voucherId,
        action: 'create',
        before: null,
        after,
      });
      return after;
    }),
  );
}

/**
 * Removes a voucher in one transaction: it stops counting (its row and number stay, so the number
 * is never issued again); what it settled is owed again.
 */
export async function removeVoucher(ctx: RequestContext, kind: VoucherKind, id: number): Promise<void> {
  const { db } = ctx;
  const info = kindInfoOf(kind);
  await retryOnWriteConflict(db, () =>
    inTransaction(db, async (trx) => {
      const row = await lockVoucherById(trx, kind, id);
      if (!row || row.removed_at !== null) throw notFound(info, id);
      const before = await getVoucherDetail(withDb(ctx, trx), kind, id);
      const allocations = await findAllocationsOfVouchers(trx, [id]);
      // Lock what it settled, in the order every writer uses, before it stops counting for them.
      await info.lockDocuments(
        trx,
        [...new Set(allocations.map((allocation) => Number(allocation.document_id)))].sort((a, b) => a - b),
      );
      const removedAt = new Date().toISOString();
      await markVoucherRemoved(trx, id, removedAt);
      // The row stays (its number is never reused); the log keeps what it was.
      await recordChange(withDb(ctx, trx), {
        recordType: kind,
        recordId: id,
        action: 'delete',
        before,
        after: { removed_at: removedAt },
      });
    }),
  );
}
