import type { paymentRoutes, receiptRoutes } from '@bahi/domain/contract';
import type { VoucherKind } from '@bahi/domain/schemas';
import type { ApiRouter } from '../core/http/api-router';
import type { paymentValues, receiptValues, VoucherValues } from './voucher-kinds';
import { renderVoucherPdf, voucherPdfFileName } from './voucher-pdf';
import {
  createVoucher,
  getVoucherDetail,
  listVouchers,
  removeVoucher,
  suggestVoucherNumber,
} from './voucher-service';

// The calls of one voucher kind: /api/receipts or /api/payments (list, next number, one, issue,
// remove, PDF). Both kinds share the service; only the body differs (customer_id or supplier_id).

export function registerVoucherKindRoutes(
  api: ApiRouter,
  kind: 'receipt',
  routes: typeof receiptRoutes,
  toValues: typeof receiptValues,
): void;
export function registerVoucherKindRoutes(
  api: ApiRouter,
  kind: 'payment',
  routes: typeof paymentRoutes,
  toValues: typeof paymentValues,
): void;
export function registerVoucherKindRoutes(
  api: ApiRouter,
  kind: VoucherKind,
  routes: typeof receiptRoutes | typeof paymentRoutes,
  toValues: (body: never) => VoucherValues,
): void {
  // The two sets differ only in their paths and body schema, and the body goes through toValues.
  const set = routes as typeof receiptRoutes;
  api.add(set.list, ({ ctx, query }) => listVouchers(ctx, { ...query, kind }));
  api.add(set.nextNumber, ({ ctx }) => suggestVoucherNumber(ctx, kind));
  api.add(set.detail, ({ ctx, params }) => getVoucherDetail(ctx, kind, params.id));
  api.add(set.create, ({ ctx, body }) => createVoucher(ctx, kind, toValues(body as never)));
  api.add(set.remove, ({ ctx, params }) => removeVoucher(ctx, kind, params.id));
  api.add(set.pdf, async ({ ctx, params }) => {
    const detail = await getVoucherDetail(ctx, kind, params.id);
    return { file: await renderVoucherPdf(detail), fileName: voucherPdfFileName(detail) };
  });
}
