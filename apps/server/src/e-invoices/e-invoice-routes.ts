import { eInvoiceRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { dayInv01Json, importIrpAnswer, type NoteEInvoices } from './e-invoice-batch';
import { cancelInvoiceIrn, getInvoiceEInvoice, inv01OfInvoice } from './e-invoice-service';

/** `notes` comes from the notes feature: a day's notes and answers that name a note. */
export function registerEInvoiceRoutes(api: ApiRouter, notes: NoteEInvoices): void {
  api.add(eInvoiceRoutes.get, ({ ctx, params }) => getInvoiceEInvoice(ctx, params.id));
  api.add(eInvoiceRoutes.json, async ({ ctx, params }) => {
    const json = await inv01OfInvoice(ctx, params.id);
    return {
      file: Buffer.from(JSON.stringify([json])),
      fileName: `EINV_${json.DocDtls.No.replaceAll('/', '-')}.json`,
    };
  });
  api.add(eInvoiceRoutes.dayJson, async ({ ctx, body }) => {
    const json = await dayInv01Json(ctx, body.date, notes);
    return { file: Buffer.from(JSON.stringify(json)), fileName: `EINV_${body.date}.json` };
  });
  api.add(eInvoiceRoutes.importAnswer, ({ ctx, body }) => importIrpAnswer(ctx, body.content, notes));
  api.add(eInvoiceRoutes.cancel, ({ ctx, params, body }) => cancelInvoiceIrn(ctx, params.id, body));
}
