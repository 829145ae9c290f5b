import { eInvoiceRoutes, ewayBillRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { renderEwayBillPdf } from '../e-documents/eway-bill-pdf';
import { cancelInvoiceIrn, getInvoiceEInvoice, inv01OfInvoice } from './invoice-e-invoice';
import {
  cancelInvoiceEwayBill,
  getInvoiceEwayBill,
  invoiceEwayJson,
  invoiceEwayLoader,
  recordInvoiceEwayNumber,
  saveInvoicePartB,
} from './invoice-eway';

// One invoice's e-way bill and e-invoice. A day's files and the portal's and IRP's answers for
// many documents are eway-bills/'s and e-invoices/', which take invoices as handed in.
export function registerInvoiceEDocumentRoutes(api: ApiRouter): void {
  api.add(ewayBillRoutes.get, ({ ctx, params }) => getInvoiceEwayBill(ctx, params.id));
  api.add(ewayBillRoutes.save, ({ ctx, params, body }) => saveInvoicePartB(ctx, params.id, body));
  api.add(ewayBillRoutes.json, async ({ ctx, params }) => {
    const { json, fileName } = await invoiceEwayJson(ctx, params.id);
    return { file: Buffer.from(JSON.stringify(json)), fileName };
  });
  api.add(ewayBillRoutes.recordNumber, ({ ctx, params, body }) =>
    recordInvoiceEwayNumber(ctx, params.id, body),
  );
  api.add(ewayBillRoutes.cancel, ({ ctx, params, body }) => cancelInvoiceEwayBill(ctx, params.id, body));
  api.add(ewayBillRoutes.pdf, ({ ctx, params }) => renderEwayBillPdf(ctx, invoiceEwayLoader(params.id)));
  api.add(eInvoiceRoutes.get, ({ ctx, params }) => getInvoiceEInvoice(ctx, params.id));
  api.add(eInvoiceRoutes.json, async ({ ctx, params }) => {
    const json = await inv01OfInvoice(ctx, params.id);
    return {
      file: Buffer.from(JSON.stringify([json])),
      fileName: `EINV_${json.DocDtls.No.replaceAll('/', '-')}.json`,
    };
  });
  api.add(eInvoiceRoutes.cancel, ({ ctx, params, body }) => cancelInvoiceIrn(ctx, params.id, body));
}
