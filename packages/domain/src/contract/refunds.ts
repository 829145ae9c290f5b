import { documentRefundsSchema, refundInputSchema, refundSchema } from '../schemas/refunds';
import { readCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute, idParamsSchema } from './route';

// Refunds: money paid back to a customer against an invoice its credit notes left overpaid, or
// received back from a supplier against a purchase its returns left overpaid. Removed, never
// deleted.

const tags = ['Refunds'] as const;

function documentRefundRoutes<const P extends '/invoices/:id/refunds' | '/purchases/:id/refunds'>(
  path: P,
  document: 'invoice' | 'purchase',
  party: 'customer' | 'supplier',
) {
  return {
    list: readCall({
      path,
      tags,
      summary: `The refunds of one ${document} (removed ones too), oldest first, and what is still overpaid on it`,
      schema: documentRefundsSchema,
      roles: ACCESS.readers,
    }),
    create: defineRoute({
      method: 'POST',
      path,
      tags,
      summary: `Record money ${party === 'customer' ? 'paid back to the customer' : 'received back from the supplier'} of one ${document}, up to what is overpaid on it`,
      params: idParamsSchema,
      body: refundInputSchema,
      success: { status: 201, schema: refundSchema },
      errors: [400, 404, 422],
      roles: ACCESS.accounts,
      idempotent: true,
    }),
  } as const;
}

export const invoiceRefundRoutes = documentRefundRoutes('/invoices/:id/refunds', 'invoice', 'customer');
export const purchaseRefundRoutes = documentRefundRoutes('/purchases/:id/refunds', 'purchase', 'supplier');

export const refundRoutes = {
  remove: defineRoute({
    method: 'DELETE',
    path: '/refunds/:id',
    tags,
    summary: 'Remove a refund: it stops counting, its number is never reused',
    params: idParamsSchema,
    success: { status: 200, schema: refundSchema },
    errors: [400, 404, 409],
    roles: ACCESS.accounts,
  }),
} as const;
