import { type Inv01, type IrpAnswer, parsePortalInstant, readIrpAnswer } from '@bahi/domain';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, HttpError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import {
  findEwayBill,
  findInvoiceIdsByNumber,
  findStandingInvoiceIdsOn,
} from '../eway-bills/eway-bill-repository';
import { loadInvoiceEway, recordInvoiceEwayNumber } from '../eway-bills/eway-bill-service';
import { findEInvoice, insertEInvoice, replaceEInvoice } from './e-invoice-repository';
import { eInvoicingApplies, getInvoiceEInvoice, inv01OfInvoice } from './e-invoice-service';

// A day's B2B invoices in one INV-01 list, and the IRP's answer for many documents read back.

export async function dayInv01Json(ctx: RequestContext, date: string): Promise<Inv01[]> {
  const documents: Inv01[] = [];
  const errors: Record<string, string[]> = {};
  for (const { id } of await findStandingInvoiceIdsOn(ctx.db, date)) {
    const { detail, settings } = await loadInvoiceEway(ctx, id);
    if (!detail.customer.gstin || !eInvoicingApplies(detail, settings)) continue;
    if ((await findEInvoice(ctx.db, 'invoice', id))?.status === 'ACT') continue;
    try {
      documents.push(await inv01OfInvoice(ctx, id, `${detail.invoice_number}.`));
    } catch (error) {
      if (!(error instanceof ValidationError) || !error.errors) throw error;
      Object.assign(errors, error.errors);
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (documents.length === 0) throw new ConflictError(`No B2B invoice of ${date} is waiting for an IRN`);
  return documents;
}

function answerEntries(content: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new ValidationError({ content: ['The file is not JSON'] });
  }
  if (Array.isArray(parsed)) return parsed;
  const holder = parsed as Record<string, unknown>;
  return Array.isArray(holder?.data) ? holder.data : [parsed];
}

/** Records every IRN of the answer in one transaction: nothing is recorded when one fails. */
export function importIrpAnswer(ctx: RequestContext, content: string) {
  const answers: IrpAnswer[] = answerEntries(content).map((raw, index) => {
    const answer = readIrpAnswer(raw);
    if (typeof answer === 'string') throw new ValidationError({ content: [`Entry ${index + 1}: ${answer}`] });
    return answer;
  });
  return inTransaction(ctx.db, async (trx) => {
    const trxCtx = withDb(ctx, trx);
    const recorded = [];
    for (const answer of answers) {
      const [invoice] = await findInvoiceIdsByNumber(trx, answer.docNo);
      if (!invoice) throw new ValidationError({ content: [`No invoice numbered ${answer.docNo}`] });
      await recordAnswer(trxCtx, invoice.id, answer);
      recorded.push({ document_number: answer.docNo, irn: answer.irn });
    }
    return { recorded };
  });
}

async function recordAnswer(ctx: RequestContext, id: number, answer: IrpAnswer): Promise<void> {
  const ackDate = parsePortalInstant(answer.ackDate);
  if (!ackDate)
    throw new ValidationError({
      content: [`${answer.docNo}: AckDt ${answer.ackDate} is not a date and time`],
    });
  const row = await findEInvoice(ctx.db, 'invoice', id);
  if (row?.status === 'ACT' && row.irn === answer.irn) return;
  if (row?.status === 'ACT') throw new ConflictError(`Invoice ${answer.docNo} already has IRN ${row.irn}`);
  const before = await getInvoiceEInvoice(ctx, id);
  const at = new Date().toISOString();
  const values = {
    document_type: 'invoice' as const,
    document_id: id,
    irn: answer.irn,
    ack_no: answer.ackNo,
    ack_date: ackDate,
    signed_qr_code: answer.signedQrCode,
    status: answer.status,
    cancelled_at: answer.status === 'CNL' ? at : null,
    cancel_reason_code: null,
    cancel_remark: null,
    updated_at: at,
  };
  if (row) await replaceEInvoice(ctx.db, row.id, values);
  else await insertEInvoice(ctx.db, { ...values, created_at: at });
  const saved = await findEInvoice(ctx.db, 'invoice', id);
  await recordChange(ctx, {
    recordType: 'e_invoice',
    recordId: saved?.id ?? id,
    action: row ? 'update' : 'create',
    before: row ? before : null,
    after: await getInvoiceEInvoice(ctx, id),
  });
  const bill = await findEwayBill(ctx.db, 'invoice', id);
  if (answer.ewb && !(bill?.ewb_number === answer.ewb.number && !bill.cancelled_at)) {
    try {
      await recordInvoiceEwayNumber(ctx, id, {
        ewb_number: answer.ewb.number,
        ewb_date: answer.ewb.date,
        valid_until: answer.ewb.validUntil,
      });
    } catch (error) {
      if (error instanceof HttpError)
        throw new ValidationError({ content: [`${answer.docNo}: ${error.message}`] });
      throw error;
    }
  }
}
