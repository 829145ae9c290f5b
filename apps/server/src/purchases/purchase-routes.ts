import { purchaseRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../http/api-router';
import { getPurchaseDetail, listPurchases, recordPurchase, suggestPurchaseNumber } from './purchase-service';

export function registerPurchaseRoutes(api: ApiRouter): void {
  api.add(purchaseRoutes.list, ({ ctx, query }) => listPurchases(ctx, query));
  api.add(purchaseRoutes.nextNumber, async ({ ctx, body }) => ({
    next_purchase_number: await suggestPurchaseNumber(ctx, body?.date),
  }));
  api.add(purchaseRoutes.create, ({ ctx, body }) => recordPurchase(ctx, body));
  api.add(purchaseRoutes.detail, ({ ctx, params }) => getPurchaseDetail(ctx, params.purchaseId));
}
