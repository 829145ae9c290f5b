import { eDocumentSettingsRoutes, ewayBillRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { changeEDocumentSettings, getEDocumentSettings } from '../e-documents/e-document-settings-service';
import type { EwayDocumentSource } from '../e-documents/eway-document-source';
import { dayEwayJson, importEwayAnswer } from './eway-bill-batch';

/**
 * The e-document settings, a day's bulk file and the portal's answer for many documents.
 * `sources`: the kinds of document carrying bills (invoices, then purchase returns), handed in
 * where the app is wired; the day's file and the portal's answer take them in that order. Each
 * kind registers the calls of its own documents' bills.
 */
export function registerEwayBillRoutes(api: ApiRouter, sources: readonly EwayDocumentSource[]): void {
  api.add(eDocumentSettingsRoutes.get, ({ ctx }) => getEDocumentSettings(ctx));
  api.add(eDocumentSettingsRoutes.update, ({ ctx, body }) => changeEDocumentSettings(ctx, body));
  api.add(ewayBillRoutes.dayJson, async ({ ctx, body }) => {
    const { json, fileName } = await dayEwayJson(ctx, body.date, sources);
    return { file: Buffer.from(JSON.stringify(json)), fileName };
  });
  api.add(ewayBillRoutes.importAnswer, ({ ctx, body }) => importEwayAnswer(ctx, body, sources));
}
