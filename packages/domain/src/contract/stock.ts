import { productBatchesQuerySchema, productBatchesSchema } from '../schemas/batches';
import { listResponseSchema } from '../schemas/common';
import { productStockQuerySchema, stockQuerySchema, stockRowSchema } from '../schemas/stock';
import { listCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute, idParamsSchema } from './route';

const tags = ['Stock'] as const;

export const stockRoutes = {
  list: listCall({
    path: '/stock',
    tags,
    summary:
      'Quantity on hand per product by name (opening + purchased − sold on invoices not cancelled), now or as of a day',
    query: stockQuerySchema,
    page: listResponseSchema(stockRowSchema),
    roles: ACCESS.anyone,
  }),
  product: defineRoute({
    method: 'GET',
    path: '/products/:id/stock',
    tags,
    summary: 'Quantity on hand of one product, now or as of the end of a day',
    params: idParamsSchema,
    query: productStockQuerySchema,
    success: { status: 200, schema: stockRowSchema },
    errors: [400, 404],
    roles: ACCESS.anyone,
  }),
  batches: defineRoute({
    method: 'GET',
    path: '/products/:id/batches',
    tags,
    summary:
      "A product's batches holding stock at the end of a day (an invoice's date), earliest expiry first, each with its expiry, MRP and whether it has expired",
    params: idParamsSchema,
    query: productBatchesQuerySchema,
    success: { status: 200, schema: productBatchesSchema },
    errors: [400, 404],
    roles: ACCESS.anyone,
  }),
} as const;
