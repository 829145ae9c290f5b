import {
  buildInv01,
  checkEInvoice,
  eInvoiceStatusOf,
  type Inv01,
  problemsByField,
  withinCancelWindow,
} from '@bahi/domain';
import type { EInvoice, InvoiceDetail, IrnCancelInput } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import type { EDocumentSettingsRow } from '../e-documents/e-document-settings-repository';
import { loadInvoiceEway } from '../eway-bills/eway-bill-service';
import { cancelEInvoiceRow, type EInvoiceRow, findEInvoice } from './e-invoice-repository';
import { eInvoiceDocumentOfInvoice } from './e-invoice-source';

// An invoice's e-invoice: whether it goes to the IRP (a B2B invoice dated on or after the
// setting's date), its INV-01 JSON after the IRP's checks, and the IRN's cancellation.

const IRN_CANCEL_REASONS: Record<number, string> = {
  1: 'Duplicate',
  2: 'Data entry mistake',
  3: 'Order cancelled',
  4: 'Others',
};

/** The date from which documents go to the IRP, when this invoice is one of them. */
export function eInvoicingApplies(detail: InvoiceDetail, settings: EDocumentSettingsRow): boolean {
  return Boolean(
    settings.einvoice_from && detail.date >= settings.einvoice_from && detail.status !== 'Cancelled',
  );
}

function toEInvoice(
  detail: InvoiceDetail,
  settings: EDocumentSettingsRow,
  customerPin: string | null,
  row: EInvoiceRow | undefined,
): EInvoice {
  const applies = eInvoicingApplies(detail, settings) && detail.customer.gstin !== null;
  const live = row?.status === 'ACT';
  const status = eInvoiceStatusOf(applies, row?.status);
  return {
    document_id: detail.id,
    document_number: detail.invoice_number,
    status,
    problems: applies && !live ? checkEInvoice(eInvoiceDocumentOfInvoice(detail, settings, customerPin)) : [],
    irn: row?.irn ?? null,
    ack_no: row?.ack_no ?? null,
    ack_date: row?.ack_date ?? null,
    signed_qr_code: row?.signed_qr_code ?? null,
    cancelled_at: row?.cancelled_at ?? null,
    cancel_reason: row?.cancel_reason_code
      ? [IRN_CANCEL_REASONS[row.cancel_reason_code], row.cancel_remark].filter(Boolean).join(': ')
      : null,
  };
}

async function loadInvoiceEInvoice(ctx: RequestContext, id: number) {
  const loaded = await loadInvoiceEway(ctx, id);
  return { ...loaded, row: await findEInvoice(ctx.db, 'invoice', id) };
}

export async function getInvoiceEInvoice(ctx: RequestContext, id: number): Promise<EInvoice> {
  const { detail, settings, customerPin, row } = await loadInvoiceEInvoice(ctx, id);
  return toEInvoice(detail, settings, customerPin, row);
}

/** The INV-01 of one invoice, or 409 (not reported / already has an IRN) or 422 naming each field. */
export async function inv01OfInvoice(ctx: RequestContext, id: number, prefix = ''): Promise<Inv01> {
  const { detail, settings, customerPin, row } = await loadInvoiceEInvoice(ctx, id);
  if (!settings.einvoice_from)
    throw new ConflictError('E-invoicing is off: set the date it applies from in Settings');
  if (!eInvoicingApplies(detail, settings)) {
    throw new ConflictError(
      `Invoice ${detail.invoice_number} is not reported: e-invoicing applies from ${settings.einvoice_from}`,
    );
  }
  if (row?.status === 'ACT')
    throw new ConflictError(`Invoice ${detail.invoice_number} already has IRN ${row.irn}`);
  const document = eInvoiceDocumentOfInvoice(detail, settings, customerPin);
  const problems = checkEInvoice(document);
  if (problems.length > 0) throw new ValidationError(problemsByField(problems, prefix));
  return buildInv01(document);
}

/** An invoice with a live IRN is reported as it stands: it is not edited or cancelled in Bahi. */
export async function refuseChangeOfReportedInvoice(
  db: Db,
  invoice: { id: number; invoice_number: string },
  what: 'changed' | 'cancelled',
): Promise<void> {
  const row = await findEInvoice(db, 'invoice', invoice.id);
  if (row?.status !== 'ACT') return;
  throw new ConflictError(
    what === 'changed'
      ? `Invoice ${invoice.invoice_number} has IRN ${row.irn} and cannot be changed; cancel the IRN within 24 hours, or issue a credit or debit note`
      : `Invoice ${invoice.invoice_number} has IRN ${row.irn}; record the IRN's cancellation first (within 24 hours), or issue a credit note`,
  );
}

/** Records the IRN's cancellation: within 24 hours of acknowledgement and with no live e-way bill. */
export function cancelInvoiceIrn(ctx: RequestContext, id: number, input: IrnCancelInput): Promise<EInvoice> {
  return inTransaction(ctx.db, async (trx) => {
    const trxCtx = withDb(ctx, trx);
    const { detail, settings, customerPin, row, bill } = await loadInvoiceEInvoice(trxCtx, id);
    if (row?.status !== 'ACT')
      throw new ConflictError(`Invoice ${detail.invoice_number} has no IRN to cancel`);
    const at = new Date().toISOString();
    if (!withinCancelWindow(row.ack_date, at)) {
      throw new ConflictError(
        `IRN of invoice ${detail.invoice_number} was acknowledged more than 24 hours ago: the IRP no longer cancels it; issue a credit note instead`,
      );
    }
    if (bill?.ewb_number && !bill.cancelled_at) {
      throw new ConflictError(
        `E-way bill ${bill.ewb_number} stands on invoice ${detail.invoice_number}: cancel it first`,
      );
    }
    const before = toEInvoice(detail, settings, customerPin, row);
    await cancelEInvoiceRow(trx, row.id, {
      cancelled_at: at,
      cancel_reason_code: input.reason_code,
      cancel_remark: input.remark,
    });
    const after = toEInvoice(detail, settings, customerPin, await findEInvoice(trx, 'invoice', id));
    await recordChange(trxCtx, {
      recordType: 'e_invoice',
      recordId: row.id,
      action: 'cancel',
      before,
      after,
    });
    return after;
  });
}
