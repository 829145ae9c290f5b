import { z } from 'zod';
import {
  filingInputSchema,
  filingSchema,
  gstr1PreviewSchema,
  gstr1UploadSchema,
  gstr3bSchema,
  returnQuerySchema,
  returnSettingsInputSchema,
  returnSettingsSchema,
  unlockInputSchema,
} from '../schemas/returns';
import { changeCall, createCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute } from './route';

// GST returns from the books: GSTR-1 (the portal's upload JSON, its preview with checks and
// tie-out) and GSTR-3B, for a return period MMYYYY (a quarter for quarterly filers).

const tags = ['Returns'] as const;

export const returnRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/returns/settings',
    tags,
    summary: 'How the shop files: monthly or quarterly, the HSN split period and the HSN digits required',
    success: { status: 200, schema: returnSettingsSchema },
    errors: [],
    roles: ACCESS.readers,
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/returns/settings',
    tags,
    summary: 'Replace the return settings',
    body: returnSettingsInputSchema,
    success: { status: 200, schema: returnSettingsSchema },
    errors: [400, 409, 422],
    roles: ACCESS.accounts,
  }),
  gstr1Preview: defineRoute({
    method: 'GET',
    path: '/gstr1/preview',
    tags,
    summary:
      'GSTR-1 of a period (period=MMYYYY) with what must be fixed before filing (each naming its record) and the tie-out with the books; 409 for a shop not registered under GST',
    query: returnQuerySchema,
    success: { status: 200, schema: gstr1PreviewSchema },
    errors: [400, 409, 422],
    roles: ACCESS.readers,
  }),
  gstr1: defineRoute({
    method: 'GET',
    path: '/gstr1',
    tags,
    summary:
      "GSTR-1 upload JSON in the portal's format, as the file GSTR1_{gstin}_{MMYYYY}.json; 422 listing what must be fixed first",
    query: returnQuerySchema,
    success: { status: 200, file: 'application/json', content: gstr1UploadSchema },
    errors: [400, 409, 422],
    roles: ACCESS.readers,
  }),
  gstr3b: defineRoute({
    method: 'GET',
    path: '/gstr3b',
    tags,
    summary:
      'GSTR-3B of a period (period=MMYYYY): outward supplies, input tax credit, the set-off worksheet and JSON',
    query: returnQuerySchema,
    success: { status: 200, schema: gstr3bSchema },
    errors: [400, 409, 422],
    roles: ACCESS.readers,
  }),
  filings: defineRoute({
    method: 'GET',
    path: '/returns/filings',
    tags,
    summary: 'The returns marked filed (or unlocked since), newest period first',
    success: { status: 200, schema: z.array(filingSchema) },
    errors: [],
    roles: ACCESS.readers,
  }),
  markFiled: createCall({
    path: '/returns/filings',
    tags,
    summary:
      "Mark a period's GSTR-1 or GSTR-3B filed (filing date and ARN): the period's documents are locked; a GSTR-3B keeps its credit ledger's closing balance",
    body: filingInputSchema,
    schema: filingSchema,
    errors: [400, 409, 422],
    roles: ACCESS.accounts,
  }),
  unlock: changeCall({
    method: 'POST',
    path: '/returns/filings/:id/unlock',
    tags,
    summary: 'Unlock a filed period with a reason (kept in the edit log), so its documents can be corrected',
    body: unlockInputSchema,
    schema: filingSchema,
    errors: [400, 404, 409, 422],
    roles: ACCESS.owner,
  }),
} as const;
