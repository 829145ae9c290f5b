import { dashboardQuerySchema, dashboardSchema } from '../schemas/dashboard';
import { listCall } from './calls';
import { ACCESS } from './roles';

export const dashboardRoutes = {
  get: listCall({
    path: '/dashboard',
    tags: ['Dashboard'],
    summary:
      'Dashboard figures for a day (default today): customers, this month and today, unpaid, low stock, best products and customers of the month, latest invoices, twelve months of sales',
    query: dashboardQuerySchema,
    page: dashboardSchema,
    roles: ACCESS.readers,
  }),
} as const;
