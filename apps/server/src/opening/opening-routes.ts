import {
  customerOpeningRoutes,
  customerStatementRoutes,
  openingBillRoutes,
  supplierOpeningRoutes,
  supplierStatementRoutes,
} from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { emailStatement } from '../statements/statement-email';
import { renderStatementPdf, statementFileName } from '../statements/statement-pdf';
import { getStatement } from '../statements/statement-service';
import { renderStatementXlsx } from '../statements/statement-xlsx';
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
  for (const [kind, routes] of [
    ['customers', customerStatementRoutes],
    ['suppliers', supplierStatementRoutes],
  ] as const) {
    const set = routes as typeof customerStatementRoutes;
    api.add(set.get, ({ ctx, params, query }) => getStatement(ctx, kind, params.id, query));
    api.add(set.pdf, async ({ ctx, params, query }) => {
      const statement = await getStatement(ctx, kind, params.id, query);
      return {
        file: await renderStatementPdf(ctx, statement),
        fileName: statementFileName(statement, 'pdf'),
      };
    });
    api.add(set.xlsx, async ({ ctx, params, query }) => {
      const statement = await getStatement(ctx, kind, params.id, query);
      return { file: await renderStatementXlsx(statement), fileName: statementFileName(statement, 'xlsx') };
    });
    api.add(set.email, ({ ctx, params, query, body }) => emailStatement(ctx, kind, params.id, query, body));
  }
}
