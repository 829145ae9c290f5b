import {
  gstr1JsonSchema,
  gstr1PreviewSchema,
  gstr3bSchema,
  returnQuerySchema,
  returnSettingsInputSchema,
  returnSettingsSchema,
} from '../schemas/returns';
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
    success: { status: 200, file: 'application/json', content: gstr1JsonSchema },
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
} as const;
