import { dashboardQuerySchema, dashboardSchema } from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { errorResponses } from '../http/route-schemas';
import { getDashboard } from './dashboard-service';

export function registerDashboardRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['Dashboard'],
        summary:
          'Dashboard figures for a day (default today): customers, this month and today, unpaid, low stock, best products and customers of the month, latest invoices, twelve months of sales',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errorResponses(400) },
      },
    },
    async (request) => getDashboard(db, request.query),
  );
}
