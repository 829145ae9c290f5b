import { reportRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { getHsnPartySummary, getHsnSummary } from './hsn-report-service';
import { getNearExpiryReport } from './near-expiry-report-service';
import { getOutstandingReport } from './outstanding-report-service';
import { getOverdueReport } from './overdue-report-service';
import { getProductReport } from './product-report-service';
import { getStockReport } from './stock-report-service';

export function registerReportRoutes(api: ApiRouter): void {
  api.add(reportRoutes.hsnSummary, ({ ctx, query }) => getHsnSummary(ctx, query));
  api.add(reportRoutes.hsnSummaryB2b, ({ ctx, query }) => getHsnPartySummary(ctx, query, 'b2b'));
  api.add(reportRoutes.hsnSummaryB2c, ({ ctx, query }) => getHsnPartySummary(ctx, query, 'b2c'));
  api.add(reportRoutes.productReport, ({ ctx, query }) => getProductReport(ctx, query));
  api.add(reportRoutes.stockReport, ({ ctx, query }) => getStockReport(ctx, query), { answer: 'asBuilt' });
  api.add(reportRoutes.nearExpiry, ({ ctx, query }) => getNearExpiryReport(ctx, query));
  api.add(reportRoutes.outstanding, ({ ctx, query }) => getOutstandingReport(ctx, query), {
    answer: 'asBuilt',
  });
  api.add(reportRoutes.overdue, ({ ctx, query }) => getOverdueReport(ctx, query));
}
