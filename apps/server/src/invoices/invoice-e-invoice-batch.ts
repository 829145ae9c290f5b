import type { Inv01, IrpAnswer } from '@bahi/domain';
import { HttpError, ValidationError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { recordIrpAnswer } from '../e-documents/e-invoice-record';
import { findEInvoice } from '../e-documents/e-invoice-repository';
import { findEwayBill } from '../e-documents/eway-bill-repository';
import { eInvoicingApplies, getInvoiceEInvoice, inv01OfInvoice } from './invoice-e-invoice';
import { loadInvoiceEway, recordInvoiceEwayNumber } from './invoice-eway';
import { findInvoiceIdsByNumber, findStandingInvoiceIdsOn } from './invoice-eway-repository';

// Invoices in the e-invoice batch (e-invoices/e-invoice-batch.ts, which gets these where the app is
// wired): a day's B2B invoices still to report, and the IRP's answer recorded on the invoice it names.

/** The day's B2B invoices still to report, as INV-01; each refusal named under the invoice's number. */
export async function dayInvoiceInv01s(
  ctx: RequestContext,
  date: string,
): Promise<{ documents: Inv01[]; errors: Record<string, string[]> }> {
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
  return { documents, errors };
}

/**
 * Records the IRN of the invoice numbered as the answer's document, and the e-way bill the IRP
 * generated with it when it did; false when no invoice carries that number.
 */
export async function recordInvoiceIrpAnswer(ctx: RequestContext, answer: IrpAnswer): Promise<boolean> {
  const [invoice] = await findInvoiceIdsByNumber(ctx.db, answer.docNo);
  if (!invoice) return false;
  const { id } = invoice;
  const target = { type: 'invoice' as const, id, label: 'Invoice' };
  if (!(await recordIrpAnswer(ctx, target, answer, () => getInvoiceEInvoice(ctx, id)))) return true;
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
  return true;
}
