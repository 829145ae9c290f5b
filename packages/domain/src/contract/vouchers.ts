import { z } from 'zod';
import { listResponseSchema } from '../schemas/common';
import {
  nextVoucherNumberSchema,
  openDocumentSchema,
  partyBalanceSchema,
  voucherDetailSchema,
  voucherListQuerySchema,
  voucherListRowSchema,
} from '../schemas/voucher-detail';
import { paymentInputSchema, receiptInputSchema, type VoucherKind } from '../schemas/vouchers';
import { createCall, listCall, pdfCall, readCall } from './calls';
import { ACCESS, type RouteRoles } from './roles';
import { defineRoute, idParamsSchema } from './route';

// Receipt and payment vouchers: the list of both kinds, each kind's own calls (/receipts and
// /payments answer the same ones), and the open documents and balances of customers and suppliers.

const tags = ['Vouchers'] as const;

/** A party's documents not fully settled, oldest first. */
export const openDocumentListSchema = z.object({ data: z.array(openDocumentSchema) });

/** The calls of one voucher kind: list, next number, one, issue, remove, PDF. */
export function voucherKindRoutes<const P extends string, const K extends VoucherKind, B extends z.ZodType>(
  path: P,
  kind: K,
  body: B,
  roles: { read: RouteRoles; issue: RouteRoles; remove: RouteRoles },
) {
  const label = kind;
  const one = `${path}/:id` as const;
  return {
    list: listCall({
      path,
      tags,
      summary: `List ${label}s, newest date first (party_id: one ${kind === 'receipt' ? 'customer' : 'supplier'})`,
      query: voucherListQuerySchema,
      page: listResponseSchema(voucherListRowSchema),
      roles: roles.read,
    }),
    nextNumber: defineRoute({
      method: 'GET',
      path: `${path}/next-number`,
      tags,
      summary: `The number the next ${label} will most likely get (another save may take it first)`,
      success: { status: 200, schema: nextVoucherNumberSchema },
      errors: [],
      roles: roles.issue,
    }),
    detail: readCall({
      path: one,
      tags,
      summary: `One ${label} with seller, party, amount in words and what it settles`,
      schema: voucherDetailSchema,
      roles: roles.read,
    }),
    create: {
      ...createCall({
        path,
        tags,
        summary: `Issue a ${label}; the server gives it the next number of its series`,
        body,
        schema: voucherDetailSchema,
        errors: [400, 422],
        roles: roles.issue,
      }),
      idempotent: true,
    },
    remove: defineRoute({
      method: 'DELETE',
      path: one,
      tags,
      summary: `Remove a ${label}: it stops counting, its number is never reused`,
      params: idParamsSchema,
      success: { status: 204 },
      errors: [400, 404],
      roles: roles.remove,
    }),
    pdf: pdfCall({
      path: `${path}/:id/pdf`,
      tags,
      summary: `The ${label} voucher as an A4 PDF file`,
      roles: roles.read,
    }),
  } as const;
}

// Billing takes receipts at the counter; removing one, and every payment, is the accounts' work.
export const receiptRoutes = voucherKindRoutes('/receipts', 'receipt', receiptInputSchema, {
  read: ACCESS.anyone,
  issue: ACCESS.billing,
  remove: ACCESS.accounts,
});
export const paymentRoutes = voucherKindRoutes('/payments', 'payment', paymentInputSchema, {
  read: ACCESS.readers,
  issue: ACCESS.accounts,
  remove: ACCESS.accounts,
});

const openDocumentsSummary = (words: string) =>
  `${words}, oldest first, with what is settled and what is left`;

export const voucherRoutes = {
  list: listCall({
    path: '/vouchers',
    tags,
    summary:
      'List receipts and payments, newest date first; kind and party_id narrow it; search matches the number, party, reference or cheque number; from/to filter the voucher date',
    query: voucherListQuerySchema,
    page: listResponseSchema(voucherListRowSchema),
    roles: ACCESS.anyone,
  }),
  openInvoices: readCall({
    path: '/customers/:id/open-invoices',
    tags,
    summary: openDocumentsSummary("A customer's invoices not cancelled and not fully received"),
    schema: openDocumentListSchema,
    roles: ACCESS.anyone,
  }),
  openPurchases: readCall({
    path: '/suppliers/:id/open-purchases',
    tags,
    summary: openDocumentsSummary("A supplier's purchases not fully paid"),
    schema: openDocumentListSchema,
    roles: ACCESS.readers,
  }),
  customerBalance: readCall({
    path: '/customers/:id/balance',
    tags,
    summary: 'Outstanding balance: invoiced (not cancelled) minus received',
    schema: partyBalanceSchema,
    roles: ACCESS.anyone,
  }),
  supplierBalance: readCall({
    path: '/suppliers/:id/balance',
    tags,
    summary: 'Outstanding balance: purchased minus paid',
    schema: partyBalanceSchema,
    roles: ACCESS.readers,
  }),
} as const;

/** Each voucher kind's calls. */
export const voucherKindRouteSets = { receipt: receiptRoutes, payment: paymentRoutes } as const;
