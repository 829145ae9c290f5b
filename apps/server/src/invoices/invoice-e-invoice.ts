import type { Inv01 } from '@bahi/domain';
import type { EInvoice, InvoiceDetail, IrnCancelInput } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { inTransaction } from '../core/db/transactions';
import { ConflictError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import type { EDocumentSettingsRow } from '../e-documents/e-document-settings-repository';
import {
  cancelIrnOf,
  type EInvoiceSubject,
  eInvoicingAppliesOn,
  inv01OfSubject,
  refuseChangeOfReported,
  toEInvoiceView,
} from '../e-documents/e-invoice-record';
import { findEInvoice } from '../e-documents/e-invoice-repository';
import { eInvoiceDocumentOfInvoice } from './invoice-e-invoice-document';
import { loadInvoiceEway } from './invoice-eway';

// An invoice's e-invoice: the shared rules (e-documents/e-invoice-record.ts) applied to a sales
// invoice, whose IRN cannot be cancelled while its e-way bill stands.

/** The date from which documents go to the IRP, when this invoice is one of them. */
export function eInvoicingApplies(detail: InvoiceDetail, settings: EDocumentSettingsRow): boolean {
  return eInvoicingAppliesOn(settings, detail.date, detail.status === 'Cancelled');
}

function subjectOfInvoice(
  detail: InvoiceDetail,
  settings: EDocumentSettingsRow,
  customerPin: string | null,
): EInvoiceSubject {
  return {
    type: 'invoice',
    id: detail.id,
    number: detail.invoice_number,
    label: 'Invoice',
    date: detail.date,
    cancelled: detail.status === 'Cancelled',
    buyerGstin: detail.customer.gstin,
    afterCancelWindow: 'issue a credit note instead',
    document: () => eInvoiceDocumentOfInvoice(detail, settings, customerPin),
  };
}

async function loadInvoiceEInvoice(ctx: RequestContext, id: number) {
  const loaded = await loadInvoiceEway(ctx, id);
  return {
    ...loaded,
    subject: subjectOfInvoice(loaded.detail, loaded.settings, loaded.customerPin),
    row: await findEInvoice(ctx.db, 'invoice', id),
  };
}

export async function getInvoiceEInvoice(ctx: RequestContext, id: number): Promise<EInvoice> {
  const { subject, settings, row } = await loadInvoiceEInvoice(ctx, id);
  return toEInvoiceView(subject, settings, row);
}

/** The INV-01 of one invoice, or 409 (not reported / already has an IRN) or 422 naming each field. */
export async function inv01OfInvoice(ctx: RequestContext, id: number, prefix = ''): Promise<Inv01> {
  const { subject, settings, row } = await loadInvoiceEInvoice(ctx, id);
  return inv01OfSubject(subject, settings, row, prefix);
}

/** An invoice with a live IRN is reported as it stands: it is not edited or cancelled in Bahi. */
export function refuseChangeOfReportedInvoice(
  db: Db,
  invoice: { id: number; invoice_number: string },
  what: 'changed' | 'cancelled',
): Promise<void> {
  return refuseChangeOfReported(db, 'invoice', invoice.id, (irn) =>
    what === 'changed'
      ? `Invoice ${invoice.invoice_number} has IRN ${irn} and cannot be changed; cancel the IRN within 24 hours, or issue a credit or debit note`
      : `Invoice ${invoice.invoice_number} has IRN ${irn}; record the IRN's cancellation first (within 24 hours), or issue a credit note`,
  );
}

/** Records the IRN's cancellation: within 24 hours of acknowledgement and with no live e-way bill. */
export function cancelInvoiceIrn(ctx: RequestContext, id: number, input: IrnCancelInput): Promise<EInvoice> {
  return inTransaction(ctx.db, async (trx) => {
    const trxCtx = withDb(ctx, trx);
    const { detail, settings, subject, bill } = await loadInvoiceEInvoice(trxCtx, id);
    return cancelIrnOf(trxCtx, subject, settings, input, () => {
      if (bill?.ewb_number && !bill.cancelled_at) {
        throw new ConflictError(
          `E-way bill ${bill.ewb_number} stands on invoice ${detail.invoice_number}: cancel it first`,
        );
      }
    });
  });
}
