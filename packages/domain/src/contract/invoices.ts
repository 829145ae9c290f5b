import { listResponseSchema } from '../schemas/common';
import { invoiceInputSchema } from '../schemas/invoice';
import { invoiceDetailSchema } from '../schemas/invoice-detail';
import {
  invoiceEditSchema,
  invoiceListQuerySchema,
  invoiceListRowSchema,
  invoiceStatusInputSchema,
  nextInvoiceNumberQuerySchema,
  nextInvoiceNumberSchema,
} from '../schemas/invoice-list';
import { invoicePdfQuerySchema } from '../schemas/print';
import { changeCall, createCall, listCall, readCall } from './calls';
import { ACCESS, ACTION_ROLES } from './roles';
import { defineRoute, idParamsSchema } from './route';

const tags = ['Invoices'] as const;

export const invoiceRoutes = {
  list: listCall({
    path: '/invoices',
    tags,
    summary:
      'List invoices, newest date first; search matches the number, the customer name or a product on it; from/to filter the invoice date',
    query: invoiceListQuerySchema,
    page: listResponseSchema(invoiceListRowSchema),
    roles: ACCESS.anyone,
  }),
  nextNumber: listCall({
    path: '/invoices/next-number',
    tags,
    summary: 'Suggest the next number of the default series for the financial year of a date (default today)',
    query: nextInvoiceNumberQuerySchema,
    page: nextInvoiceNumberSchema,
    roles: ACCESS.billing,
  }),
  edit: readCall({
    path: '/invoices/:id',
    tags,
    summary: 'One invoice in the shape the edit form loads',
    schema: invoiceEditSchema,
    roles: ACCESS.anyone,
  }),
  detail: readCall({
    path: '/invoice/:id',
    tags,
    summary: 'One invoice with seller, customer, place of supply, GST and HSN summaries, amount in words',
    schema: invoiceDetailSchema,
    roles: ACCESS.anyone,
  }),
  create: {
    ...createCall({
      path: '/invoices',
      tags,
      summary: 'Issue an invoice; every amount is computed by the server from the lines',
      body: invoiceInputSchema,
      schema: invoiceDetailSchema,
      errors: [400, 422],
      roles: ACCESS.billing,
    }),
    idempotent: true,
  },
  update: changeCall({
    method: 'PUT',
    path: '/invoices/:id',
    tags,
    summary:
      "Replace an invoice (header and lines); amounts are recomputed. status left out keeps the invoice's; a status that cancels or restores it is that action, with its roles (403 otherwise)",
    body: invoiceInputSchema,
    schema: invoiceDetailSchema,
    errors: [400, 404, 422],
    roles: ACCESS.billing,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/invoices/:id/status',
    tags,
    summary:
      'Cancel an invoice (its goods return to stock; refused while receipts are applied) or bring a cancelled one back (Unpaid); Paid and Partly paid follow receipts and are refused here',
    params: idParamsSchema,
    body: invoiceStatusInputSchema,
    success: { status: 200, schema: invoiceDetailSchema },
    errors: [400, 404, 422],
    // The same rule as a PUT of the invoice asking for the status (ACTION_ROLES).
    roles: ACTION_ROLES.cancelInvoice,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/invoices/:id',
    tags,
    summary: 'Always refused (409): an issued invoice is cancelled, never deleted',
    params: idParamsSchema,
    success: { refused: true },
    errors: [400, 404, 409],
    roles: ACCESS.accounts,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/invoices/:id/pdf',
    tags,
    summary:
      'The invoice as a PDF file named Invoice_{number}.pdf (/ in the number becomes -): A4 unless format asks for A5 or an 80 mm thermal roll; the original unless copies asks for the duplicate, the triplicate or all three',
    params: idParamsSchema,
    query: invoicePdfQuerySchema,
    success: { status: 200, file: 'application/pdf' },
    errors: [400, 404],
    roles: ACCESS.anyone,
  }),
} as const;
