import { invoiceRefundRoutes, purchaseRefundRoutes, refundRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { createRefund, listDocumentRefunds, removeRefund } from './refund-service';

export function registerRefundRoutes(api: ApiRouter): void {
  api.add(invoiceRefundRoutes.list, ({ ctx, params }) => listDocumentRefunds(ctx, 'invoices', params.id));
  api.add(invoiceRefundRoutes.create, ({ ctx, params, body }) =>
    createRefund(ctx, 'invoices', params.id, body),
  );
  api.add(purchaseRefundRoutes.list, ({ ctx, params }) => listDocumentRefunds(ctx, 'purchases', params.id));
  api.add(purchaseRefundRoutes.create, ({ ctx, params, body }) =>
    createRefund(ctx, 'purchases', params.id, body),
  );
  api.add(refundRoutes.remove, ({ ctx, params }) => removeRefund(ctx, params.id));
}
