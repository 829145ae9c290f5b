import { dashboardQuerySchema, dashboardSchema } from '../schemas/dashboard';
import { ACCESS } from './roles';
import { defineRoute } from './route';

export const dashboardRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/dashboard',
    tags: ['Dashboard'],
    summary:
      'Dashboard figures for a day (default today): customers, this month and today, unpaid, low stock, best products and customers of the month, latest invoices, twelve months of sales',
    query: dashboardQuerySchema,
    success: { status: 200, schema: dashboardSchema },
    errors: [400],
    roles: ACCESS.readers,
  }),
} as const;
