import {
  invoiceDetailSchema,
  invoiceEditSchema,
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceListRowSchema,
  invoiceStatusInputSchema,
  listResponseSchema,
  nextInvoiceNumberQuerySchema,
  nextInvoiceNumberSchema,
} from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { errorResponses, idParamsSchema } from '../http/route-schemas';
import {
  changeInvoice,
  changeInvoiceStatus,
  createInvoice,
  getInvoiceDetail,
  getInvoiceForEdit,
  listInvoices,
  refuseInvoiceDelete,
  suggestInvoiceNumber,
} from './invoice-service';

const tags = ['Invoices'];

export function registerInvoiceRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        summary:
          'List invoices, newest date first; search matches the number, the customer name or a product on it; from/to filter the invoice date',
        querystring: invoiceListQuerySchema,
        response: { 200: listResponseSchema(invoiceListRowSchema), ...errorResponses(400) },
      },
    },
    async (request) => listInvoices(db, request.query),
  );

  app.get(
    '/invoices/next-number',
    {
      schema: {
        tags,
        summary:
          'Suggest the next number of the default series for the financial year of a date (default today)',
        querystring: nextInvoiceNumberQuerySchema,
        response: { 200: nextInvoiceNumberSchema, ...errorResponses(400) },
      },
    },
    async (request) => suggestInvoiceNumber(db, request.query.date),
  );

  app.get(
    '/invoices/:id',
    {
      schema: {
        tags,
        summary: 'One invoice in the shape the edit form loads',
        params: idParamsSchema,
        response: { 200: invoiceEditSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getInvoiceForEdit(db, request.params.id),
  );

  app.get(
    '/invoice/:id',
    {
      schema: {
        tags,
        summary: 'One invoice with seller, customer, place of supply, GST and HSN summaries, amount in words',
        params: idParamsSchema,
        response: { 200: invoiceDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getInvoiceDetail(db, request.params.id),
  );

  app.post(
    '/invoices',
    {
      schema: {
        tags,
        summary: 'Issue an invoice; every amount is computed by the server from the lines',
        body: invoiceInputSchema,
        response: { 201: invoiceDetailSchema, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createInvoice(db, request.body)),
  );

  app.put(
    '/invoices/:id',
    {
      schema: {
        tags,
        summary: 'Replace an invoice (header and lines); amounts are recomputed',
        params: idParamsSchema,
        body: invoiceInputSchema,
        response: { 200: invoiceDetailSchema, ...errorResponses(400, 404, 422) },
      },
    },
    async (request) => changeInvoice(db, request.params.id, request.body),
  );

  app.put(
    '/invoices/:id/status',
    {
      schema: {
        tags,
        summary: 'Mark an invoice Unpaid, Paid or Cancelled (cancelling returns its goods to stock)',
        params: idParamsSchema,
        body: invoiceStatusInputSchema,
        response: { 200: invoiceDetailSchema, ...errorResponses(400, 404, 422) },
      },
    },
    async (request) => changeInvoiceStatus(db, request.params.id, request.body.status),
  );

  app.delete(
    '/invoices/:id',
    {
      schema: {
        tags,
        summary: 'Always refused (409): an issued invoice is cancelled, never deleted',
        params: idParamsSchema,
        response: errorResponses(400, 404, 409),
      },
    },
    async (request) => refuseInvoiceDelete(db, request.params.id),
  );
}
