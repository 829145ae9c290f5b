import type { InvoiceDetail, SettableInvoiceStatus } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { retryOnDeadlock } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { claimNextVersion } from '../core/versions/version-guard';
import { refuseInFiledPeriod } from '../documents/period-lock';
import { lockProductsOfInvoice, refuseChangeWithNotes } from './invoice-change-guards';
import { refuseChangeOfReportedInvoice } from './invoice-e-invoice';
import { checkInvoiceChangeAgainstReceipts } from './invoice-receipt-rules';
import { findInvoiceById, lockInvoiceById, updateInvoiceStatus } from './invoice-repository';

import { getInvoiceDetail, invoiceNotFound } from './invoice-service';
import {
  invoiceStatusAction,
  refuseStatusActionUnlessAllowed,
  STATUS_ACTION_LOG,
  storedStatus,
} from './invoice-status-actions';

// Cancelling or restoring an invoice, and refusing to delete one.

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
      if (!row) throw invoiceNotFound(id);
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

/** Issued invoices keep their number for good (Rule 46): they are cancelled, never deleted. */
export async function refuseInvoiceDelete(ctx: RequestContext, id: number): Promise<never> {
  const { db } = ctx;
  const row = await findInvoiceById(db, id);
  if (!row) throw invoiceNotFound(id);
  throw new ConflictError(
    `Invoice ${row.invoice_number} has been issued and cannot be deleted; set its status to Cancelled instead`,
  );
}
