import { financialYearOf, rupeesToPaise } from '@bahi/domain';
import type { InvoiceDetail, InvoiceInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { retryOnDeadlock, retryOnWriteConflict } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { fieldError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { isUniqueViolation } from '../core/http/unique-violation';
import { findSettings } from '../core/shop/settings-repository';
import { claimNextVersion } from '../core/versions/version-guard';
import { refuseBillingDate, refuseOutsideBillingDay } from '../documents/billing-day';
import { refuseInFiledPeriod } from '../documents/period-lock';
import { refuseKeptSellerOfAnotherRegistration, sellerSnapshotOf } from '../documents/seller-snapshot';
import { assignInvoiceBatches, onTypedLines } from './invoice-batches';
import { lockProductsOfInvoice, refuseChangeWithNotes } from './invoice-change-guards';
import { checkCreditOfInvoice, recordCreditOverride } from './invoice-credit-check';
import { refuseChangeOfReportedInvoice } from './invoice-e-invoice';
import { numberForNewInvoice } from './invoice-number-choice';
import { duplicateNumberMessage, priceInvoice } from './invoice-pricing';
import {
  checkInvoiceChangeAgainstReceipts,
  checkReceivedNow,
  settledOfInvoice,
} from './invoice-receipt-rules';
import {
  deleteInvoiceItems,
  insertInvoice,
  insertInvoiceItems,
  lockInvoiceById,
  updateInvoice,
} from './invoice-repository';
import { getInvoiceDetail, invoiceNotFound } from './invoice-service';
import {
  invoiceStatusAction,
  refuseStatusActionUnlessAllowed,
  STATUS_ACTION_LOG,
  storedStatus,
} from './invoice-status-actions';

// Saving an invoice, new or changed, in one transaction (saveInvoice below says what it checks).

/** Money received with the invoice, as a receipt applied to it alone. */
export type ReceiptWithInvoice = {
  date: string;
  party_id: number;
  amount: number;
  mode: NonNullable<InvoiceInput['received_now']>['mode'];
  cheque_number: string | null;
  reference: string | null;
  allocate: 'manual';
  allocations: { document_id: number; amount: number }[];
  opening_allocations: never[];
};

/**
 * Issues the receipt in the caller's transaction, with its own number and edit-log entry: the
 * vouchers feature's, handed in where the app is wired.
 */
export type IssueReceipt = (ctx: RequestContext, receipt: ReceiptWithInvoice) => Promise<unknown>;

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
  typed: InvoiceInput,
  issueReceipt: IssueReceipt,
  existingId?: number,
): Promise<InvoiceDetail> {
  const { db } = ctx;
  refuseBillingDate(ctx, typed.date);
  // A number left as suggested may lose a race to another clerk's save: the transaction then
  // starts over and takes the next free one. A typed number's clash is the clerk's to resolve.
  const suggestedNew = existingId === undefined && typed.invoice_number_suggested;
  const retry = suggestedNew ? retryOnWriteConflict : retryOnDeadlock;
  let numbered = typed;
  try {
    return await retry(db, () =>
      saveOnce(ctx, typed, issueReceipt, existingId, (input) => {
        numbered = input;
      }),
    );
  } catch (error) {
    // Inside the caller's transaction (an idempotent create) the race is the caller's to rerun.
    if (!isUniqueViolation(error) || (suggestedNew && db.isTransaction)) throw error;
    const financialYear = financialYearOf(numbered.date).label;
    throw fieldError('invoice_number', duplicateNumberMessage(numbered.invoice_number, financialYear));
  }
}

/** One attempt, in one transaction; `numbered` learns the number a new invoice is saved under. */
async function saveOnce(
  ctx: RequestContext,
  typed: InvoiceInput,
  issueReceipt: IssueReceipt,
  existingId: number | undefined,
  numbered: (input: InvoiceInput) => void,
): Promise<InvoiceDetail> {
  return inTransaction(ctx.db, async (trx) => {
    const existing = existingId === undefined ? undefined : await lockInvoiceById(trx, existingId);
    if (existingId !== undefined && !existing) throw invoiceNotFound(existingId);
    const input = existing
      ? typed
      : { ...typed, invoice_number: await numberForNewInvoice(withDb(ctx, trx), typed) };
    numbered(input);
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
    // A product that tracks batches sells from its batches: a line may become one per batch.
    const batched = await assignInvoiceBatches(
      trx,
      { ...input, status },
      existingId ?? 0,
      settings.allow_negative_stock === 1,
    );
    const priced = await priceInvoice(trx, { ...input, items: batched.items, status }, existingId, {
      seller: settings,
      productsById: batched.productsById,
    }).catch((error: unknown) => {
      throw onTypedLines(error, batched.sourceIndex);
    });
    const alreadySettled = existing ? await settledOfInvoice(trx, existing.id) : 0;
    if (existing) await checkInvoiceChangeAgainstReceipts(trx, existing, priced.header);
    const received = input.received_now ? rupeesToPaise(input.received_now.amount) : 0;
    if (received > 0) checkReceivedNow(priced.header, alreadySettled, received);
    // Over the customer's credit limit or with bills past due: asked, and refused for Billing.
    const creditOverride = await checkCreditOfInvoice(ctx, trx, {
      customer: priced.customer,
      existing: existing
        ? { customer_id: existing.customer_id, grand_total: Number(existing.grand_total) }
        : null,
      grandTotal: priced.header.grand_total,
      alreadySettled,
      receivedNow: received,
      cancelled: status === 'Cancelled',
      confirmed: input.confirm_credit,
    });
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
      await issueReceipt(withDb(ctx, trx), {
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
    if (creditOverride)
      await recordCreditOverride(withDb(ctx, trx), id, after.invoice_number, creditOverride);
    return after;
  });
}

export function createInvoice(
  ctx: RequestContext,
  input: InvoiceInput,
  issueReceipt: IssueReceipt,
): Promise<InvoiceDetail> {
  return saveInvoice(ctx, input, issueReceipt);
}

export function changeInvoice(
  ctx: RequestContext,
  id: number,
  input: InvoiceInput,
  issueReceipt: IssueReceipt,
): Promise<InvoiceDetail> {
  return saveInvoice(ctx, input, issueReceipt, id);
}
