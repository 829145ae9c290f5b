import { paymentRoutes, receiptRoutes, voucherRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { registerVoucherKindRoutes } from './voucher-kind-routes';
import { paymentValues, receiptValues } from './voucher-kinds';
import { listOpenDocuments, listVouchers } from './voucher-service';

// Receipt and payment vouchers: the list of both, each kind's own calls, and the open documents of
// customers and suppliers (their balances are answered with the parties, party-routes.ts).
export function registerVoucherRoutes(api: ApiRouter): void {
  api.add(voucherRoutes.list, ({ ctx, query }) => listVouchers(ctx, query));
  registerVoucherKindRoutes(api, 'receipt', receiptRoutes, receiptValues);
  registerVoucherKindRoutes(api, 'payment', paymentRoutes, paymentValues);
  api.add(voucherRoutes.openInvoices, ({ ctx, params }) => listOpenDocuments(ctx, 'receipt', params.id));
  api.add(voucherRoutes.openPurchases, ({ ctx, params }) => listOpenDocuments(ctx, 'payment', params.id));
}
