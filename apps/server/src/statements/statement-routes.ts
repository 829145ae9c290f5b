import { customerStatementRoutes, supplierStatementRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { emailStatement } from './statement-email';
import { renderStatementPdf, statementFileName } from './statement-pdf';
import { getStatement } from './statement-service';
import { renderStatementXlsx } from './statement-xlsx';

// A customer's or supplier's statement of account: on screen, as PDF and Excel, and by e-mail.

export function registerStatementRoutes(api: ApiRouter): void {
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
