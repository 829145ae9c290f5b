import { eInvoiceRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { dayInv01Json, type EInvoiceDocuments, importIrpAnswer } from './e-invoice-batch';

/**
 * A day's INV-01 file and the IRP's answer for many documents. `documents` comes from the invoices
 * and notes features, where the app is wired; each registers the calls of its own documents' IRN.
 */
export function registerEInvoiceRoutes(api: ApiRouter, documents: EInvoiceDocuments): void {
  api.add(eInvoiceRoutes.dayJson, async ({ ctx, body }) => {
    const json = await dayInv01Json(ctx, body.date, documents);
    return { file: Buffer.from(JSON.stringify(json)), fileName: `EINV_${body.date}.json` };
  });
  api.add(eInvoiceRoutes.importAnswer, ({ ctx, body }) => importIrpAnswer(ctx, body.content, documents));
}
