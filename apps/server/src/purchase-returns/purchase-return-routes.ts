import { purchaseReturnRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
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
    return { file: await renderPurchaseReturnPdf(detail), fileName: purchaseReturnPdfFileName(detail) };
  });
}
