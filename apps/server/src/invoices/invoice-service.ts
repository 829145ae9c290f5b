import { financialYearOf, nextSeriesNumber, todayIso } from '@bahi/domain';
import type {
  InvoiceDetail,
  InvoiceEdit,
  InvoiceInput,
  InvoiceListQuery,
  InvoiceListRow,
  InvoiceStatus,
} from '@bahi/domain/schemas';
import { recordChange } from '../audit/record-change';
import { refuseBillingDate, refuseOutsideBillingDay, withinBillingDay } from '../auth/billing-day';
import { inTransaction } from '../db/transactions';
import { ConflictError, fieldError, NotFoundError } from '../http/errors';
import { type RequestContext, withDb } from '../http/request-context';
import { isUniqueViolation } from '../http/unique-violation';
import { findSettings } from '../settings/settings-repository';
import { toInvoiceDetail, toInvoiceEdit, toInvoiceListRow } from './invoice-presenter';
import { duplicateNumberMessage, priceInvoice } from './invoice-pricing';
import { checkInvoiceChangeAgainstReceipts } from './invoice-receipt-rules';
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
  const rateTotals = await findRateTotalsOfInvoices(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) =>
      toInvoiceListRow(
        row,
        rateTotals.filter((total) => total.invoice_id === row.id),
      ),
    ),
    total,
  };
}

export async function getInvoiceDetail(ctx: RequestContext, id: number): Promise<InvoiceDetail> {
  const { db } = ctx;
  const [row, items, settings] = await Promise.all([
    findInvoiceById(db, id),
    findInvoiceItems(db, id),
    findSettings(db),
  ]);
  if (!row) throw notFound(id);
  refuseOutsideBillingDay(ctx, row.date, 'invoices');
  return toInvoiceDetail(row, items, settings);
}

export async function getInvoiceForEdit(ctx: RequestContext, id: number): Promise<InvoiceEdit> {
  const { db } = ctx;
  const [row, items] = await Promise.all([findInvoiceById(db, id), findInvoiceItems(db, id)]);
  if (!row) throw notFound(id);
  refuseOutsideBillingDay(ctx, row.date, 'invoices');
  return toInvoiceEdit(row, items);
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
    invoice_number: nextSeriesNumber(settings.invoice_prefix, financialYear, highest ? [highest] : []),
    financial_year: financialYear,
  };
}

/**
 * One transaction per write: a failed save leaves nothing behind. The unique index on
 * (financial year, number) decides a race between two saves of the same number. Stock needs no
 * write of its own: sold lines leave stock through their own rows, while their invoice is not
 * cancelled (view stock_ledger, migration 2026-11-22T1110).
 */
async function saveInvoice(
  ctx: RequestContext,
  input: InvoiceInput,
  existingId?: number,
): Promise<InvoiceDetail> {
  const { db } = ctx;
  refuseBillingDate(ctx, input.date);
  try {
    return await inTransaction(db, async (trx) => {
      const existing = existingId === undefined ? undefined : await lockInvoiceById(trx, existingId);
      if (existingId !== undefined && !existing) throw notFound(existingId);
      // Billing corrects an invoice only on the day it carries.
      if (existing) refuseOutsideBillingDay(ctx, existing.date, 'and changes invoices');
      const before = existing ? await getInvoiceDetail(withDb(ctx, trx), existing.id) : null;
      const priced = await priceInvoice(trx, input, existingId);
      let id: number;
      if (!existing) {
        id = await insertInvoice(trx, priced.header);
      } else {
        id = existing.id;
        priced.header.status = await checkInvoiceChangeAgainstReceipts(trx, existing, priced.header);
        // Lines go first: the header's new date, customer or status would otherwise be copied by
        // trigger onto lines about to be replaced (migration 2026-11-22T0800).
        await deleteInvoiceItems(trx, id);
        await updateInvoice(trx, id, priced.header, new Date().toISOString());
      }
      await insertInvoiceItems(trx, id, priced.items);
      const after = await getInvoiceDetail(withDb(ctx, trx), id);
      await recordChange(withDb(ctx, trx), {
        recordType: 'invoice',
        recordId: id,
        action: before ? 'update' : 'create',
        before,
        after,
      });
      return after;
    });
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
 * Marks an invoice Paid, Unpaid or Cancelled. Cancelling puts its lines back into stock (the
 * header's status reaches the lines' counts flag by trigger) and is refused while receipts are
 * applied to the invoice.
 */
export async function changeInvoiceStatus(
  ctx: RequestContext,
  id: number,
  status: InvoiceStatus,
): Promise<InvoiceDetail> {
  const { db } = ctx;
  return inTransaction(db, async (trx) => {
    const row = await lockInvoiceById(trx, id);
    if (!row) throw notFound(id);
    // Only cancelling is refused here: Paid and Unpaid stay free for staff to set by hand.
    if (status === 'Cancelled') await checkInvoiceChangeAgainstReceipts(trx, row, { ...row, status });
    const before = await getInvoiceDetail(withDb(ctx, trx), id);
    await updateInvoiceStatus(trx, id, status, new Date().toISOString());
    const after = await getInvoiceDetail(withDb(ctx, trx), id);
    const action = status === 'Cancelled' && before.status !== 'Cancelled' ? 'cancel' : 'status';
    await recordChange(withDb(ctx, trx), { recordType: 'invoice', recordId: id, action, before, after });
    return after;
  });
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
