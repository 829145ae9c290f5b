import { financialYearOf, nextSeriesNumber, rupeesToPaise, todayIso } from '@bahi/domain';
import type {
  InvoiceDetail,
  InvoiceEdit,
  InvoiceInput,
  InvoiceListQuery,
  InvoiceListRow,
  SettableInvoiceStatus,
} from '@bahi/domain/schemas';
import { refuseBillingDate, refuseOutsideBillingDay, withinBillingDay } from '../auth/billing-day';
import type { Db } from '../core/db/database';
import { lockProductsInIdOrder } from '../core/db/row-locks';
import { inTransaction } from '../core/db/transactions';
import { retryOnDeadlock } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, fieldError, NotFoundError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { isUniqueViolation } from '../core/http/unique-violation';
import { invoiceFirstNumber } from '../core/shop/seller-rules';
import { findSettings } from '../core/shop/settings-repository';
import { claimNextVersion } from '../core/versions/version-guard';
import { refuseKeptSellerOfAnotherRegistration, sellerSnapshotOf } from '../documents/seller-snapshot';
import { refuseChangeOfReportedInvoice } from '../e-invoices/e-invoice-service';
import { countNotesOfInvoice, findNotesOfInvoice } from '../notes/note-repository';
import { refuseInFiledPeriod } from '../returns/period-lock';
import { createVoucher } from '../vouchers/voucher-service';
import { findPaymentOfInvoice, findPaymentsOfInvoices, findReceiptsOfInvoice } from './invoice-payments';
import { toInvoiceDetail, toInvoiceEdit, toInvoiceListRow } from './invoice-presenter';
import { duplicateNumberMessage, priceInvoice } from './invoice-pricing';
import {
  checkInvoiceChangeAgainstReceipts,
  checkReceivedNow,
  settledOfInvoice,
} from './invoice-receipt-rules';
import {
  countInvoices,
  deleteInvoiceItems,
  findHighestSeriesNumber,
  findInvoiceById,
  findInvoiceItems,
  findInvoices,
  findRateTotalsOfInvoices,
  insertInvoice,
  insertInvoiceItems,
  lockInvoiceById,
  updateInvoice,
  updateInvoiceStatus,
} from './invoice-repository';
import {
  invoiceStatusAction,
  refuseStatusActionUnlessAllowed,
  STATUS_ACTION_LOG,
  storedStatus,
} from './invoice-status-actions';

function notFound(id: number): NotFoundError {
  return new NotFoundError(`Invoice ${id} not found`);
}

export async function listInvoices(
  ctx: RequestContext,
  query: InvoiceListQuery,
): Promise<{ data: InvoiceListRow[]; total: number }> {
  const { db } = ctx;
  const filter = { ...withinBillingDay(ctx, query), customerId: query.customer_id };
  const [rows, total] = await Promise.all([findInvoices(db, filter), countInvoices(db, filter)]);
  const [rateTotals, payments] = await Promise.all([
    findRateTotalsOfInvoices(
      db,
      rows.map((row) => row.id),
    ),
    findPaymentsOfInvoices(db, rows),
  ]);
  return {
    data: rows.flatMap((row) => {
      const payment = payments.get(row.id);
      if (!payment) return [];
      return [
        toInvoiceListRow(
          row,
          rateTotals.filter((total) => total.invoice_id === row.id),
          payment,
        ),
      ];
    }),
    total,
  };
}

export async function getInvoiceDetail(ctx: RequestContext, id: number): Promise<InvoiceDetail> {
  const { db } = ctx;
  const [row, items, settings, receipts, notes] = await Promise.all([
    findInvoiceById(db, id),
    findInvoiceItems(db, id),
    findSettings(db),
    findReceiptsOfInvoice(db, id),
    findNotesOfInvoice(db, id),
  ]);
  if (!row) throw notFound(id);
  refuseOutsideBillingDay(ctx, row.date, 'invoices');
  return toInvoiceDetail(row, items, settings, await findPaymentOfInvoice(db, row), receipts, notes);
}

export async function getInvoiceForEdit(ctx: RequestContext, id: number): Promise<InvoiceEdit> {
  const { db } = ctx;
  const [row, items, settings] = await Promise.all([
    findInvoiceById(db, id),
    findInvoiceItems(db, id),
    findSettings(db),
  ]);
  if (!row) throw notFound(id);
  refuseOutsideBillingDay(ctx, row.date, 'invoices');
  return toInvoiceEdit(row, items, settings, await findPaymentOfInvoice(db, row));
}

/** The next number of the default series ({prefix}/{FY}/{seq}) for the financial year of a date. */
export async function suggestInvoiceNumber(
  ctx: RequestContext,
  date = todayIso(),
): Promise<{ invoice_number: string; financial_year: string }> {
  const { db } = ctx;
  const settings = await findSettings(db);
  const financialYear = financialYearOf(date).label;
  const head = `${settings.invoice_prefix}/${financialYear}/`;
  const highest = await findHighestSeriesNumber(db, financialYear, head);
  return {
    invoice_number: nextSeriesNumber(
      settings.invoice_prefix,
      financialYear,
      highest ? [highest] : [],
      invoiceFirstNumber(settings, financialYear),
    ),
    financial_year: financialYear,
  };
}

/**
 * One transaction per write: a failed save leaves nothing behind. The unique index on
 * (financial year, number) decides a race between two saves of the same number. Stock needs no
 * write of its own: sold lines leave stock through their own rows, while their invoice is not
 * cancelled (view stock_ledger, migration 2026-11-22T1110). Money "Received now" becomes a
 * receipt applied to the invoice in the same transaction, so status, balance and receipts agree.
 * A new invoice keeps the seller's particulars of the day; an edit keeps the ones it was issued
 * with unless the request asks to refresh them.
 */
async function saveInvoice(
  ctx: RequestContext,
  input: InvoiceInput,
  existingId?: number,
): Promise<InvoiceDetail> {
  const { db } = ctx;
  refuseBillingDate(ctx, input.date);
  try {
    return await retryOnDeadlock(db, () =>
      inTransaction(db, async (trx) => {
        const existing = existingId === undefined ? undefined : await lockInvoiceById(trx, existingId);
        if (existingId !== undefined && !existing) throw notFound(existingId);
        await lockProductsOfInvoice(trx, input.items, existing?.id);
        // Billing corrects an invoice only on the day it carries.
        if (existing) refuseOutsideBillingDay(ctx, existing.date, 'and changes invoices');
        await refuseInFiledPeriod(trx, {
          label: `Invoice ${existing?.invoice_number ?? input.invoice_number}`,
          dates: [existing?.date, input.date],
        });
        if (existing) await refuseChangeWithNotes(trx, existing, 'changed');
        if (existing) await refuseChangeOfReportedInvoice(trx, existing, 'changed');
        const before = existing ? await getInvoiceDetail(withDb(ctx, trx), existing.id) : null;
        if (existing) {
          await claimNextVersion(withDb(ctx, trx), {
            table: 'invoices',
            recordType: 'invoice',
            id: existing.id,
            label: `Invoice ${existing.invoice_number}`,
            fromVersion: input.version,
          });
        }
        // Status left out keeps the invoice's; asking for another is cancelling or restoring it,
        // actions with their own roles, refused before anything is written.
        const stored = existing ? storedStatus(existing.status) : null;
        const status = input.status ?? stored ?? 'Unpaid';
        const statusAction = invoiceStatusAction(stored, status);
        if (statusAction) refuseStatusActionUnlessAllowed(ctx, statusAction);
        const settings = await findSettings(trx);
        // Before pricing: the lines are priced under today's registration, which must be the kept one.
        if (existing && !input.refresh_seller)
          refuseKeptSellerOfAnotherRegistration(existing.seller_snapshot, settings);
        const priced = await priceInvoice(trx, { ...input, status }, existingId);
        const alreadySettled = existing ? await settledOfInvoice(trx, existing.id) : 0;
        if (existing) await checkInvoiceChangeAgainstReceipts(trx, existing, priced.header);
        const received = input.received_now ? rupeesToPaise(input.received_now.amount) : 0;
        if (received > 0) checkReceivedNow(priced.header, alreadySettled, received);
        const sellerSnapshot =
          !existing || input.refresh_seller ? sellerSnapshotOf(settings) : existing.seller_snapshot;
        const header = { ...priced.header, seller_snapshot: sellerSnapshot };
        let id: number;
        if (!existing) {
          id = await insertInvoice(trx, header);
        } else {
          id = existing.id;
          // Lines go first: the header's new date, customer or status would otherwise be copied by
          // trigger onto lines about to be replaced (migration 2026-11-22T0800).
          await deleteInvoiceItems(trx, id);
          await updateInvoice(trx, id, header, new Date().toISOString());
        }
        await insertInvoiceItems(trx, id, priced.items);
        if (input.received_now && received > 0) {
          // The receipt records its own entry in the edit log.
          await createVoucher(withDb(ctx, trx), 'receipt', {
            date: input.date,
            party_id: input.customer_id,
            amount: received,
            mode: input.received_now.mode,
            cheque_number: input.received_now.cheque_number,
            reference: input.received_now.reference ?? `Received with invoice ${input.invoice_number}`,
            allocate: 'manual',
            allocations: [{ document_id: id, amount: received }],
            opening_allocations: [],
          });
        }
        const after = await getInvoiceDetail(withDb(ctx, trx), id);
        await recordChange(withDb(ctx, trx), {
          recordType: 'invoice',
          recordId: id,
          action: statusAction ? STATUS_ACTION_LOG[statusAction] : before ? 'update' : 'create',
          before,
          after,
        });
        return after;
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      const financialYear = financialYearOf(input.date).label;
      throw fieldError('invoice_number', duplicateNumberMessage(input.invoice_number, financialYear));
    }
    throw error;
  }
}

export function createInvoice(ctx: RequestContext, input: InvoiceInput): Promise<InvoiceDetail> {
  return saveInvoice(ctx, input);
}

export function changeInvoice(ctx: RequestContext, id: number, input: InvoiceInput): Promise<InvoiceDetail> {
  return saveInvoice(ctx, input, id);
}

/**
 * Cancels an invoice, or brings a cancelled one back (Unpaid: its payment status then follows its
 * receipts). Cancelling puts its lines back into stock (the header's status reaches the lines'
 * counts flag by trigger) and is refused while receipts are applied to the invoice. Paid and
 * Partly paid are never set by hand (the schema refuses them).
 */
export async function changeInvoiceStatus(
  ctx: RequestContext,
  id: number,
  status: SettableInvoiceStatus,
): Promise<InvoiceDetail> {
  const { db } = ctx;
  return retryOnDeadlock(db, () =>
    inTransaction(db, async (trx) => {
      const row = await lockInvoiceById(trx, id);
      if (!row) throw notFound(id);
      await lockProductsOfInvoice(trx, [], id);
      await refuseInFiledPeriod(trx, { label: `Invoice ${row.invoice_number}`, dates: [row.date] });
      const statusAction = invoiceStatusAction(storedStatus(row.status), status);
      if (statusAction) refuseStatusActionUnlessAllowed(ctx, statusAction);
      if (status === 'Cancelled') await checkInvoiceChangeAgainstReceipts(trx, row, { ...row, status });
      if (status === 'Cancelled') await refuseChangeWithNotes(trx, row, 'cancelled', true);
      if (status === 'Cancelled') await refuseChangeOfReportedInvoice(trx, row, 'cancelled');
      const before = await getInvoiceDetail(withDb(ctx, trx), id);
      // A cancel or restore is a change too: a form opened before it must not save over it.
      await claimNextVersion(withDb(ctx, trx), {
        table: 'invoices',
        recordType: 'invoice',
        id,
        label: `Invoice ${row.invoice_number}`,
        fromVersion: undefined,
      });
      await updateInvoiceStatus(trx, id, status, new Date().toISOString());
      const after = await getInvoiceDetail(withDb(ctx, trx), id);
      const action = statusAction ? STATUS_ACTION_LOG[statusAction] : 'status';
      await recordChange(withDb(ctx, trx), { recordType: 'invoice', recordId: id, action, before, after });
      return after;
    }),
  );
}

/** The products of the new lines and of the invoice's present ones, locked in id order (row-locks.ts). */
async function lockProductsOfInvoice(
  trx: Db,
  items: readonly { product_id: number }[],
  invoiceId: number | undefined,
): Promise<void> {
  const present = invoiceId === undefined ? [] : await findInvoiceItems(trx, invoiceId);
  await lockProductsInIdOrder(
    trx,
    [...items, ...present].map((item) => item.product_id),
  );
}

/**
 * Notes refer to the invoice's lines and amounts: an invoice with notes is not edited (a note
 * corrects it instead), and one with live notes is not cancelled until they are.
 */
async function refuseChangeWithNotes(
  db: Db,
  invoice: { id: number; invoice_number: string },
  what: 'changed' | 'cancelled',
  liveOnly = false,
): Promise<void> {
  const notes = await countNotesOfInvoice(db, invoice.id, liveOnly);
  if (notes === 0) return;
  throw new ConflictError(
    what === 'cancelled'
      ? `Invoice ${invoice.invoice_number} has credit or debit notes that are not cancelled; cancel them first`
      : `Invoice ${invoice.invoice_number} has credit or debit notes and cannot be changed; issue a note instead`,
  );
}

/** Issued invoices keep their number for good (Rule 46): they are cancelled, never deleted. */
export async function refuseInvoiceDelete(ctx: RequestContext, id: number): Promise<never> {
  const { db } = ctx;
  const row = await findInvoiceById(db, id);
  if (!row) throw notFound(id);
  throw new ConflictError(
    `Invoice ${row.invoice_number} has been issued and cannot be deleted; set its status to Cancelled instead`,
  );
}
