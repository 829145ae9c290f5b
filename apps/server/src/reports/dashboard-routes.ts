import { dashboardRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { getDashboard } from './dashboard-service';

export function registerDashboardRoutes(api: ApiRouter): void {
  api.add(dashboardRoutes.get, ({ ctx, query }) => getDashboard(ctx, query));
}
