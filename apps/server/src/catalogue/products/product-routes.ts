import {
  listQuerySchema,
  listResponseSchema,
  productInputSchema,
  productLookupSchema,
  productSchema,
} from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/route-schemas';
import {
  changeProduct,
  createProduct,
  getProduct,
  listProducts,
  lookupProducts,
  removeProduct,
} from './product-service';

const tags = ['Products'];

export function registerProductRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary:
          'List products, newest first, with category name and current GST rate (search: name contains)',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(productSchema), ...errorResponses(400) },
      },
    },
    async (request) => listProducts(db, request.query),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product',
        params: idParamsSchema,
        response: { 200: productSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getProduct(db, request.params.id),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Add a product; gst_rate must be a rate of the GST rate master',
        body: productInputSchema,
        response: { 201: productSchema, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(db, request.body)),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Replace a product (fields left out take their defaults)',
        params: idParamsSchema,
        body: productInputSchema,
        response: { 200: productSchema, ...errorResponses(400, 404, 422) },
      },
    },
    async (request) => changeProduct(db, request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product nothing refers to',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeProduct(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/products',
    {
      schema: {
        tags: ['Admin lookups'],
        summary: 'Every product, by name, for the purchase form picker',
        response: { 200: z.object({ data: z.array(productLookupSchema) }), ...errorResponses(400) },
      },
    },
    async () => lookupProducts(db),
  );
}
