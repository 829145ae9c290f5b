import {
  addPurchaseResponseSchema,
  listQuerySchema,
  listResponseSchema,
  nextPurchaseNumberSchema,
  purchaseDetailSchema,
  purchaseInputSchema,
  purchaseListRowSchema,
} from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { errorResponses } from '../http/route-schemas';
import { getPurchaseDetail, listPurchases, recordPurchase, suggestPurchaseNumber } from './purchase-service';

const tags = ['Purchases'];

const purchaseKeyParamsSchema = z.object({
  purchaseId: z.string().min(1, 'purchaseId is required').max(40, 'purchaseId is too long'),
});

const nextNumberBodySchema = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date (YYYY-MM-DD)')
      .optional(),
  })
  .nullish();

export function registerPurchaseRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/purchases',
    {
      schema: {
        tags,
        summary:
          'List purchases, newest first; search matches purchase number, supplier invoice number or supplier',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(purchaseListRowSchema), ...errorResponses(400) },
      },
    },
    async (request) => listPurchases(db, request.query),
  );

  app.post(
    '/admin/next-purchase-number',
    {
      schema: {
        tags,
        summary: 'Suggest the next purchase number (PUR/{FY}/{seq}) for today or the given date',
        body: nextNumberBodySchema,
        response: { 200: nextPurchaseNumberSchema, ...errorResponses(400, 422) },
      },
    },
    async (request) => ({ next_purchase_number: await suggestPurchaseNumber(db, request.body?.date) }),
  );

  app.post(
    '/admin/add-purchases',
    {
      schema: {
        tags,
        summary: 'Record a purchase; amounts are computed by the server and stock rises by each quantity',
        body: purchaseInputSchema,
        response: { 201: addPurchaseResponseSchema, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await recordPurchase(db, request.body)),
  );

  app.get(
    '/admin/purchases/:purchaseId',
    {
      schema: {
        tags,
        summary: 'One purchase by its number (PUR/25-26/0001, URL-encoded) or id',
        params: purchaseKeyParamsSchema,
        response: { 200: purchaseDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getPurchaseDetail(db, request.params.purchaseId),
  );
}
