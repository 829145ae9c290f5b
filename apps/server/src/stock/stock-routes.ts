import {
  listResponseSchema,
  productStockQuerySchema,
  stockQuerySchema,
  stockRowSchema,
} from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { errorResponses, idParamsSchema } from '../http/route-schemas';
import { getProductStock, listStock } from './stock-service';

const tags = ['Stock'];

export function registerStockRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/stock',
    {
      schema: {
        tags,
        summary:
          'Quantity on hand per product by name (opening + purchased − sold on invoices not cancelled), now or as of a day',
        querystring: stockQuerySchema,
        response: { 200: listResponseSchema(stockRowSchema), ...errorResponses(400) },
      },
    },
    async (request) => listStock(db, request.query),
  );

  app.get(
    '/products/:id/stock',
    {
      schema: {
        tags,
        summary: 'Quantity on hand of one product, now or as of the end of a day',
        params: idParamsSchema,
        querystring: productStockQuerySchema,
        response: { 200: stockRowSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getProductStock(db, request.params.id, request.query.as_of),
  );
}
