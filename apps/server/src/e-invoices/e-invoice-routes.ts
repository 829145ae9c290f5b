import { eInvoiceRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { dayInv01Json, importIrpAnswer, type NoteEInvoiceReader } from './e-invoice-batch';
import { cancelInvoiceIrn, getInvoiceEInvoice, inv01OfInvoice } from './e-invoice-service';

/** `noteEInvoice` comes from the notes feature, for answers that name a credit or debit note. */
export function registerEInvoiceRoutes(api: ApiRouter, noteEInvoice: NoteEInvoiceReader): void {
  api.add(eInvoiceRoutes.get, ({ ctx, params }) => getInvoiceEInvoice(ctx, params.id));
  api.add(eInvoiceRoutes.json, async ({ ctx, params }) => {
    const json = await inv01OfInvoice(ctx, params.id);
    return {
      file: Buffer.from(JSON.stringify([json])),
      fileName: `EINV_${json.DocDtls.No.replaceAll('/', '-')}.json`,
    };
  });
  api.add(eInvoiceRoutes.dayJson, async ({ ctx, body }) => {
    const json = await dayInv01Json(ctx, body.date);
    return { file: Buffer.from(JSON.stringify(json)), fileName: `EINV_${body.date}.json` };
  });
  api.add(eInvoiceRoutes.importAnswer, ({ ctx, body }) => importIrpAnswer(ctx, body.content, noteEInvoice));
  api.add(eInvoiceRoutes.cancel, ({ ctx, params, body }) => cancelInvoiceIrn(ctx, params.id, body));
}
