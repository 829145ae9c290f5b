import type { EwayBill, EwayCancelInput, EwayNumberInput, EwayPartBInput } from '@bahi/domain/schemas';
import type { RequestContext } from '../core/http/request-context';
import { findEDocumentSettings } from '../e-documents/e-document-settings-repository';
import {
  cancelEwayBill,
  type EwayLoaded,
  ewayJsonOf,
  readEwayBill,
  recordEwayNumber,
  saveEwayPartB,
} from '../e-documents/eway-bill-record';
import { findEwayBill } from '../e-documents/eway-bill-repository';
import type { EwayDocumentSource } from '../e-documents/eway-document-source';
import { findCustomerPinCode } from '../e-documents/party-place';
import { ewaySubjectOfInvoice } from './invoice-eway-document';
import { findInvoiceIdsByNumber, findStandingInvoiceIdsOn } from './invoice-eway-repository';
import { getInvoiceDetail } from './invoice-service';

// An invoice's e-way bill: the shared rules (e-documents/eway-bill-record.ts) applied to a sales
// invoice, whose bill starts as a supply.

export async function loadInvoiceEway(ctx: RequestContext, id: number) {
  const detail = await getInvoiceDetail(ctx, id);
  const [settings, bill, customer] = await Promise.all([
    findEDocumentSettings(ctx.db),
    findEwayBill(ctx.db, 'invoice', id),
    findCustomerPinCode(ctx.db, detail.customer_id),
  ]);
  return { detail, settings, bill, customerPin: customer?.pin_code ?? null };
}

/** The invoice as the shared e-way bill rules read it. */
export async function loadInvoiceEwaySubject(ctx: RequestContext, id: number): Promise<EwayLoaded> {
  const { detail, settings, customerPin } = await loadInvoiceEway(ctx, id);
  return { subject: ewaySubjectOfInvoice(detail, settings, customerPin), settings };
}

/** How the shared rules load invoice `id`. */
export const invoiceEwayLoader = (id: number) => (ctx: RequestContext) => loadInvoiceEwaySubject(ctx, id);

/** Invoices as the day's bulk file and the portal's answer read them (handed to eway-bills/ where the app is wired). */
export const invoiceEwaySource: EwayDocumentSource = {
  type: 'invoice',
  label: 'invoice',
  portalDocTypes: ['INV', 'BIL'],
  standingIdsOn: findStandingInvoiceIdsOn,
  idsByNumber: findInvoiceIdsByNumber,
  load: invoiceEwayLoader,
};

export function getInvoiceEwayBill(ctx: RequestContext, id: number): Promise<EwayBill> {
  return readEwayBill(ctx, invoiceEwayLoader(id));
}

export function saveInvoicePartB(ctx: RequestContext, id: number, input: EwayPartBInput): Promise<EwayBill> {
  return saveEwayPartB(ctx, invoiceEwayLoader(id), input);
}

export function invoiceEwayJson(ctx: RequestContext, id: number) {
  return ewayJsonOf(ctx, invoiceEwayLoader(id));
}

export function recordInvoiceEwayNumber(
  ctx: RequestContext,
  id: number,
  input: EwayNumberInput,
): Promise<EwayBill> {
  return recordEwayNumber(ctx, invoiceEwayLoader(id), input);
}

export function cancelInvoiceEwayBill(
  ctx: RequestContext,
  id: number,
  input: EwayCancelInput,
): Promise<EwayBill> {
  return cancelEwayBill(ctx, invoiceEwayLoader(id), input);
}
