import {
  listResponseSchema,
  nextVoucherNumberSchema,
  type VoucherKind,
  voucherDetailSchema,
  voucherListQuerySchema,
  voucherListRowSchema,
} from '@bahi/domain/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { errorResponses, idParamsSchema, noContentSchema } from '../http/route-schemas';
import type { VoucherValues } from './voucher-kinds';
import { renderVoucherPdf, voucherPdfFileName } from './voucher-pdf';
import {
  createVoucher,
  getVoucherDetail,
  listVouchers,
  removeVoucher,
  suggestVoucherNumber,
} from './voucher-service';

// The calls of one voucher kind: /api/receipts or /api/payments (list, next number, one, issue,
// remove, PDF).

export type VoucherKindRoutesOptions<S extends z.ZodType> = {
  path: string;
  kind: VoucherKind;
  /** 'receipt' */
  label: string;
  bodySchema: S;
  toValues: (body: z.output<S>) => VoucherValues;
  db: Db;
};

export function registerVoucherKindRoutes<S extends z.ZodType>(
  api: FastifyInstance,
  options: VoucherKindRoutesOptions<S>,
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { path, kind, label, bodySchema, toValues, db } = options;
  const tags = ['Vouchers'];
  const listQuery = voucherListQuerySchema;

  app.get(
    path,
    {
      schema: {
        tags,
        summary: `List ${label}s, newest date first (party_id: one ${kind === 'receipt' ? 'customer' : 'supplier'})`,
        querystring: listQuery,
        response: { 200: listResponseSchema(voucherListRowSchema), ...errorResponses(400) },
      },
    },
    async (request) => listVouchers(db, { ...request.query, kind }),
  );

  app.get(
    `${path}/next-number`,
    {
      schema: {
        tags,
        summary: `The number the next ${label} will most likely get (another save may take it first)`,
        response: { 200: nextVoucherNumberSchema },
      },
    },
    async () => suggestVoucherNumber(db, kind),
  );

  app.get(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `One ${label} with seller, party, amount in words and what it settles`,
        params: idParamsSchema,
        response: { 200: voucherDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getVoucherDetail(db, kind, request.params.id),
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: `Issue a ${label}; the server gives it the next number of its series`,
        body: bodySchema,
        response: { 201: voucherDetailSchema, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVoucher(db, kind, toValues(request.body as z.output<S>))),
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Remove a ${label}: it stops counting, its number is never reused`,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await removeVoucher(db, kind, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${path}/:id/pdf`,
    {
      schema: {
        tags,
        summary: `The ${label} voucher as an A4 PDF file`,
        params: idParamsSchema,
        // The 200 answer is a binary file, which no JSON schema describes; only errors are JSON.
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const detail = await getVoucherDetail(db, kind, request.params.id);
      const pdf = await renderVoucherPdf(detail);
      // The typed reply only knows the JSON error bodies; the file goes out as plain bytes.
      const fileReply: FastifyReply = reply;
      return fileReply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${voucherPdfFileName(detail)}"`)
        .send(pdf);
    },
  );
}
