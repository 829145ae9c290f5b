import { purchaseRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { cancelPurchase } from './purchase-cancel';
import { changePurchase } from './purchase-change';
import { recordPurchase } from './purchase-record';
import { getPurchaseDetail, listPurchases, suggestPurchaseNumber } from './purchase-service';

export function registerPurchaseRoutes(api: ApiRouter): void {
  api.add(purchaseRoutes.list, ({ ctx, query }) => listPurchases(ctx, query));
  api.add(purchaseRoutes.nextNumber, async ({ ctx, body }) => ({
    next_purchase_number: await suggestPurchaseNumber(ctx, body?.date),
  }));
  api.add(purchaseRoutes.create, ({ ctx, body }) => recordPurchase(ctx, body));
  api.add(purchaseRoutes.update, ({ ctx, params, body }) => changePurchase(ctx, params.purchaseId, body));
  api.add(purchaseRoutes.cancel, ({ ctx, params }) => cancelPurchase(ctx, params.purchaseId));
  api.add(purchaseRoutes.detail, ({ ctx, params }) => getPurchaseDetail(ctx, params.purchaseId));
}
