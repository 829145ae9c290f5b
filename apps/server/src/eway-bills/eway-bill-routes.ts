import { eDocumentSettingsRoutes, ewayBillRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { changeEDocumentSettings, getEDocumentSettings } from '../e-documents/e-document-settings-service';
import { renderEwayBillPdf } from '../e-documents/eway-bill-pdf';
import type { EwayDocumentSource } from '../e-documents/eway-document-source';
import { dayEwayJson, importEwayAnswer } from './eway-bill-batch';
import {
  cancelInvoiceEwayBill,
  getInvoiceEwayBill,
  invoiceEwayJson,
  invoiceEwayLoader,
  invoiceEwaySource,
  recordInvoiceEwayNumber,
  saveInvoicePartB,
} from './eway-bill-service';

/**
 * `others`: the other kinds of document carrying bills (purchase returns), handed in where the app
 * is wired; the day's file and the portal's answer take invoices first, then these.
 */
export function registerEwayBillRoutes(api: ApiRouter, others: readonly EwayDocumentSource[]): void {
  const sources = [invoiceEwaySource, ...others];
  api.add(eDocumentSettingsRoutes.get, ({ ctx }) => getEDocumentSettings(ctx));
  api.add(eDocumentSettingsRoutes.update, ({ ctx, body }) => changeEDocumentSettings(ctx, body));
  api.add(ewayBillRoutes.get, ({ ctx, params }) => getInvoiceEwayBill(ctx, params.id));
  api.add(ewayBillRoutes.save, ({ ctx, params, body }) => saveInvoicePartB(ctx, params.id, body));
  api.add(ewayBillRoutes.json, async ({ ctx, params }) => {
    const { json, fileName } = await invoiceEwayJson(ctx, params.id);
    return { file: Buffer.from(JSON.stringify(json)), fileName };
  });
  api.add(ewayBillRoutes.dayJson, async ({ ctx, body }) => {
    const { json, fileName } = await dayEwayJson(ctx, body.date, sources);
    return { file: Buffer.from(JSON.stringify(json)), fileName };
  });
  api.add(ewayBillRoutes.recordNumber, ({ ctx, params, body }) =>
    recordInvoiceEwayNumber(ctx, params.id, body),
  );
  api.add(ewayBillRoutes.importAnswer, ({ ctx, body }) => importEwayAnswer(ctx, body, sources));
  api.add(ewayBillRoutes.cancel, ({ ctx, params, body }) => cancelInvoiceEwayBill(ctx, params.id, body));
  api.add(ewayBillRoutes.pdf, ({ ctx, params }) => renderEwayBillPdf(ctx, invoiceEwayLoader(params.id)));
}
