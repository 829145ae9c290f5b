import { purchaseReturnEwayBillRoutes, purchaseReturnRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { findPrintedEDocuments } from '../e-documents/e-document-print';
import { renderEwayBillPdf } from '../e-documents/eway-bill-pdf';
import {
  cancelEwayBill,
  ewayJsonOf,
  readEwayBill,
  recordEwayNumber,
  saveEwayPartB,
} from '../e-documents/eway-bill-record';
import { purchaseReturnEwayLoader } from './purchase-return-eway';
import { cancelPurchaseReturn, createPurchaseReturn, getReturnablePurchase } from './purchase-return-issue';
import { purchaseReturnPdfFileName, renderPurchaseReturnPdf } from './purchase-return-pdf';
import { getPurchaseReturnDetail, listPurchaseReturns } from './purchase-return-service';

export function registerPurchaseReturnRoutes(api: ApiRouter): void {
  api.add(purchaseReturnRoutes.returnLines, ({ ctx, params }) => getReturnablePurchase(ctx, params.id));
  api.add(purchaseReturnRoutes.list, ({ ctx, query }) => listPurchaseReturns(ctx, query));
  api.add(purchaseReturnRoutes.detail, ({ ctx, params }) => getPurchaseReturnDetail(ctx, params.id));
  api.add(purchaseReturnRoutes.create, ({ ctx, body }) => createPurchaseReturn(ctx, body));
  api.add(purchaseReturnRoutes.setStatus, ({ ctx, params }) => cancelPurchaseReturn(ctx, params.id));
  api.add(purchaseReturnRoutes.pdf, async ({ ctx, params }) => {
    const detail = await getPurchaseReturnDetail(ctx, params.id);
    const eDocuments = await findPrintedEDocuments(ctx.db, 'purchase_return', detail.id);
    return {
      file: await renderPurchaseReturnPdf(detail, eDocuments),
      fileName: purchaseReturnPdfFileName(detail),
    };
  });
  registerPurchaseReturnEwayRoutes(api);
}

function registerPurchaseReturnEwayRoutes(api: ApiRouter): void {
  const calls = purchaseReturnEwayBillRoutes;
  const load = purchaseReturnEwayLoader;
  api.add(calls.get, ({ ctx, params }) => readEwayBill(ctx, load(params.id)));
  api.add(calls.save, ({ ctx, params, body }) => saveEwayPartB(ctx, load(params.id), body));
  api.add(calls.json, async ({ ctx, params }) => {
    const { json, fileName } = await ewayJsonOf(ctx, load(params.id));
    return { file: Buffer.from(JSON.stringify(json)), fileName };
  });
  api.add(calls.recordNumber, ({ ctx, params, body }) => recordEwayNumber(ctx, load(params.id), body));
  api.add(calls.cancel, ({ ctx, params, body }) => cancelEwayBill(ctx, load(params.id), body));
  api.add(calls.pdf, ({ ctx, params }) => renderEwayBillPdf(ctx, load(params.id)));
}
