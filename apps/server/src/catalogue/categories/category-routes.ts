import {
  categoryInputSchema,
  categorySchema,
  listQuerySchema,
  listResponseSchema,
} from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/route-schemas';
import {
  changeCategory,
  createCategory,
  getCategory,
  listCategories,
  removeCategory,
} from './category-service';

const tags = ['Categories'];

export function registerCategoryRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'List categories, newest first (search: name contains)',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(categorySchema), ...errorResponses(400) },
      },
    },
    async (request) => listCategories(db, request.query),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'One category',
        params: idParamsSchema,
        response: { 200: categorySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getCategory(db, request.params.id),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Add a category (names are unique, ignoring case)',
        body: categoryInputSchema,
        response: { 201: categorySchema, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createCategory(db, request.body)),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename a category',
        params: idParamsSchema,
        body: categoryInputSchema,
        response: { 200: categorySchema, ...errorResponses(400, 404, 422) },
      },
    },
    async (request) => changeCategory(db, request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category no product belongs to',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeCategory(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
