import { listResponseSchema } from '../schemas/common';
import {
  purchaseReturnDetailSchema,
  purchaseReturnInputSchema,
  purchaseReturnListQuerySchema,
  purchaseReturnListRowSchema,
  purchaseReturnStatusInputSchema,
  returnablePurchaseSchema,
} from '../schemas/purchase-returns';
import { ACCESS } from './roles';
import { defineRoute, idParamsSchema } from './route';

// Purchase returns: goods sent back to a supplier against one purchase; issued, listed, printed
// and cancelled (never deleted). Every amount is worked out by the server at the purchase line's
// own GST rate.

const tags = ['Purchase returns'] as const;
const path = '/purchase-returns';

export const purchaseReturnRoutes = {
  returnLines: defineRoute({
    method: 'GET',
    path: '/purchases/:id/return-lines',
    tags,
    summary: 'What each line of a purchase can still be sent back after earlier live returns',
    params: idParamsSchema,
    success: { status: 200, schema: returnablePurchaseSchema },
    errors: [400, 404],
    roles: ACCESS.accounts,
  }),
  list: defineRoute({
    method: 'GET',
    path,
    tags,
    summary:
      "List purchase returns, newest date first; search matches the return's number, the purchase's numbers or the supplier; from/to filter the return date",
    query: purchaseReturnListQuerySchema,
    success: { status: 200, schema: listResponseSchema(purchaseReturnListRowSchema) },
    errors: [400],
    roles: ACCESS.readers,
  }),
  detail: defineRoute({
    method: 'GET',
    path: `${path}/:id`,
    tags,
    summary: "One purchase return with the purchase's numbers and date, the supplier, GST and HSN summaries",
    params: idParamsSchema,
    success: { status: 200, schema: purchaseReturnDetailSchema },
    errors: [400, 404],
    roles: ACCESS.readers,
  }),
  create: defineRoute({
    method: 'POST',
    path,
    tags,
    summary:
      "Send goods back against one purchase: they leave stock, and input tax credit and what the supplier is owed fall; tax at the purchase lines' own rates",
    body: purchaseReturnInputSchema,
    success: { status: 201, schema: purchaseReturnDetailSchema },
    errors: [400, 404, 422],
    roles: ACCESS.accounts,
    idempotent: true,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: `${path}/:id/status`,
    tags,
    summary:
      'Cancel a purchase return (kept, never deleted): its goods come back into stock and its amounts leave the books',
    params: idParamsSchema,
    body: purchaseReturnStatusInputSchema,
    success: { status: 200, schema: purchaseReturnDetailSchema },
    errors: [400, 404, 409, 422],
    roles: ACCESS.accounts,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: `${path}/:id/pdf`,
    tags,
    summary:
      'The purchase return as an A4 PDF file named Purchase_Return_{number}.pdf (/ in the number becomes -)',
    params: idParamsSchema,
    success: { status: 200, file: 'application/pdf' },
    errors: [400, 404],
    roles: ACCESS.readers,
  }),
} as const;
