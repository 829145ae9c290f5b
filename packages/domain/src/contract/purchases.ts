import { z } from 'zod';
import { listResponseSchema } from '../schemas/common';
import { optionalDocumentDate } from '../schemas/fields';
import { listQuerySchema } from '../schemas/list-query';
import { purchaseInputSchema } from '../schemas/purchase';
import {
  addPurchaseResponseSchema,
  nextPurchaseNumberSchema,
  purchaseDetailSchema,
  purchaseListRowSchema,
} from '../schemas/purchase-detail';
import { createCall, listCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute } from './route';

// Purchases: the list under /purchases; the number, recording and one purchase under /admin.

const tags = ['Purchases'] as const;

/** The :purchaseId of /admin/purchases/:purchaseId (GET, PUT, cancel): a purchase number or an id. */
export const purchaseKeyParamsSchema = z.object({
  purchaseId: z.string().min(1, 'purchaseId is required').max(40, 'purchaseId is too long'),
});

/** POST /admin/next-purchase-number: the purchase date, today when left out (no body at all too). */
export const nextPurchaseNumberBodySchema = z
  .object({
    date: optionalDocumentDate('date'),
  })
  .nullish();

export const purchaseRoutes = {
  list: listCall({
    path: '/purchases',
    tags,
    summary:
      'List purchases, newest first; search matches purchase number, supplier invoice number or supplier',
    query: listQuerySchema,
    page: listResponseSchema(purchaseListRowSchema),
    roles: ACCESS.readers,
  }),
  nextNumber: defineRoute({
    method: 'POST',
    path: '/admin/next-purchase-number',
    tags,
    summary: 'Suggest the next purchase number (PUR/{FY}/{seq}) for today or the given date',
    body: nextPurchaseNumberBodySchema,
    success: { status: 200, schema: nextPurchaseNumberSchema },
    errors: [400, 422],
    roles: ACCESS.accounts,
  }),
  create: {
    ...createCall({
      path: '/admin/add-purchases',
      tags,
      summary: 'Record a purchase; amounts are computed by the server and stock rises by each quantity',
      body: purchaseInputSchema,
      schema: addPurchaseResponseSchema,
      errors: [400, 422],
      roles: ACCESS.accounts,
    }),
    idempotent: true,
  },
  update: defineRoute({
    method: 'PUT',
    path: '/admin/purchases/:purchaseId',
    tags,
    summary:
      'Correct a purchase (header and rows, same rules as recording it); amounts are recomputed and stock follows',
    params: purchaseKeyParamsSchema,
    body: purchaseInputSchema,
    success: { status: 200, schema: purchaseDetailSchema },
    errors: [400, 404, 409, 422],
    roles: ACCESS.accounts,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/admin/purchases/:purchaseId/cancel',
    tags,
    summary:
      'Cancel a purchase: its stock goes back out and it leaves reports and balances; it is kept, never deleted',
    params: purchaseKeyParamsSchema,
    success: { status: 200, schema: purchaseDetailSchema },
    errors: [400, 404, 409],
    roles: ACCESS.accounts,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/admin/purchases/:purchaseId',
    tags,
    summary: 'One purchase by its number (PUR/25-26/0001, URL-encoded) or id',
    params: purchaseKeyParamsSchema,
    success: { status: 200, schema: purchaseDetailSchema },
    errors: [400, 404],
    roles: ACCESS.readers,
  }),
} as const;
