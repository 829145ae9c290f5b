import { gstRateInputSchema, gstRateSchema, listQuerySchema, listResponseSchema } from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/route-schemas';
import { changeGstRate, createGstRate, getGstRate, listGstRates, removeGstRate } from './gst-rate-service';

const tags = ['GST rates'];

export function registerGstRateRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/gst-rates',
    {
      schema: {
        tags,
        summary: 'List GST rates, lowest first (search: the rate, e.g. 18)',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(gstRateSchema), ...errorResponses(400) },
      },
    },
    async (request) => listGstRates(db, request.query),
  );

  app.get(
    '/gst-rates/:id',
    {
      schema: {
        tags,
        summary: 'One GST rate',
        params: idParamsSchema,
        response: { 200: gstRateSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getGstRate(db, request.params.id),
  );

  app.post(
    '/gst-rates',
    {
      schema: {
        tags,
        summary: 'Add a GST rate to the master',
        body: gstRateInputSchema,
        response: { 201: gstRateSchema, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createGstRate(db, request.body)),
  );

  app.put(
    '/gst-rates/:id',
    {
      schema: {
        tags,
        summary: 'Change a GST rate (products using it follow)',
        params: idParamsSchema,
        body: gstRateInputSchema,
        response: { 200: gstRateSchema, ...errorResponses(400, 404, 422) },
      },
    },
    async (request) => changeGstRate(db, request.params.id, request.body),
  );

  app.delete(
    '/gst-rates/:id',
    {
      schema: {
        tags,
        summary: 'Delete a GST rate no product uses',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeGstRate(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
