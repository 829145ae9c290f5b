import { customerOpeningRoutes, openingBillRoutes, supplierOpeningRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { getBooksStart, setBooksStart } from './books-start-service';
import { createOpeningBill, listOpeningBills, removeOpeningBill } from './opening-bill-service';

export function registerOpeningRoutes(api: ApiRouter): void {
  for (const [kind, routes] of [
    ['customers', customerOpeningRoutes],
    ['suppliers', supplierOpeningRoutes],
  ] as const) {
    const set = routes as typeof customerOpeningRoutes;
    api.add(set.list, ({ ctx, params }) => listOpeningBills(ctx, kind, params.id));
    api.add(set.create, ({ ctx, params, body }) => createOpeningBill(ctx, kind, params.id, body));
  }
  api.add(openingBillRoutes.remove, ({ ctx, params }) => removeOpeningBill(ctx, params.id));
  api.add(openingBillRoutes.booksStart, ({ ctx }) => getBooksStart(ctx));
  api.add(openingBillRoutes.setBooksStart, ({ ctx, body }) => setBooksStart(ctx, body.books_start_date));
}
