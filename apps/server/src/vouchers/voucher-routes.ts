import {
  listResponseSchema,
  openDocumentSchema,
  partyBalanceSchema,
  paymentInputSchema,
  receiptInputSchema,
  voucherListQuerySchema,
  voucherListRowSchema,
} from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPartyBalance } from '../catalogue/parties/party-balance-service';
import type { Db } from '../db/database';
import { errorResponses, idParamsSchema } from '../http/route-schemas';
import { registerVoucherKindRoutes } from './voucher-kind-routes';
import { paymentValues, receiptValues } from './voucher-kinds';
import { listOpenDocuments, listVouchers } from './voucher-service';

// Receipt and payment vouchers (issue 9): the list of both, each kind's own calls, and the
// outstanding balances and open documents of customers and suppliers.

const tags = ['Vouchers'];

export function registerVoucherRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/vouchers',
    {
      schema: {
        tags,
        summary:
          'List receipts and payments, newest date first; kind and party_id narrow it; search matches the number, party, reference or cheque number; from/to filter the voucher date',
        querystring: voucherListQuerySchema,
        response: { 200: listResponseSchema(voucherListRowSchema), ...errorResponses(400) },
      },
    },
    async (request) => listVouchers(db, request.query),
  );

  registerVoucherKindRoutes(api, {
    path: '/receipts',
    kind: 'receipt',
    label: 'receipt',
    bodySchema: receiptInputSchema,
    toValues: receiptValues,
    db,
  });
  registerVoucherKindRoutes(api, {
    path: '/payments',
    kind: 'payment',
    label: 'payment',
    bodySchema: paymentInputSchema,
    toValues: paymentValues,
    db,
  });

  for (const [path, kind, words] of [
    ['/customers/:id/open-invoices', 'receipt', "A customer's invoices not cancelled and not fully received"],
    ['/suppliers/:id/open-purchases', 'payment', "A supplier's purchases not fully paid"],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `${words}, oldest first, with what is settled and what is left`,
          params: idParamsSchema,
          response: { 200: z.object({ data: z.array(openDocumentSchema) }), ...errorResponses(400, 404) },
        },
      },
      async (request) => listOpenDocuments(db, kind, request.params.id),
    );
  }

  for (const [path, kind, words] of [
    ['/customers/:id/balance', 'customers', 'invoiced (not cancelled) minus received'],
    ['/suppliers/:id/balance', 'suppliers', 'purchased minus paid'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Outstanding balance: ${words}`,
          params: idParamsSchema,
          response: { 200: partyBalanceSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => getPartyBalance(db, kind, request.params.id),
    );
  }
}
