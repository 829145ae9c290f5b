import {
  gstr2bDecisionInputSchema,
  gstr2bDecisionSchema,
  gstr2bFileSchema,
  gstr2bImportSchema,
  gstr2bMatchingSchema,
} from '../schemas/gstr2b';
import { returnQuerySchema } from '../schemas/returns';
import { ACCESS } from './roles';
import { defineRoute, idParamsSchema } from './route';

// GSTR-2B: the month's file from the portal, its matching against the purchases, purchase returns
// and expenses of the books, and the accountant's decisions (accept, link, claim later, undo).

const tags = ['Returns'] as const;

/** Room for a large shop's 2B (a few thousand documents) as JSON. */
const GSTR2B_BODY_LIMIT = 16 * 1024 * 1024;

export const gstr2bRoutes = {
  import: defineRoute({
    method: 'POST',
    path: '/gstr2b',
    tags,
    summary:
      "Import a month's GSTR-2B JSON as downloaded from the portal (the body is the file). Re-importing a month replaces its 2B in one transaction and keeps the decisions whose document is still there",
    body: gstr2bFileSchema,
    bodyLimit: GSTR2B_BODY_LIMIT,
    success: { status: 200, schema: gstr2bImportSchema },
    errors: [400, 409, 422],
    roles: ACCESS.accounts,
  }),
  matching: defineRoute({
    method: 'GET',
    path: '/gstr2b',
    tags,
    summary:
      "A month's 2B matched against the books (period=MMYYYY): exact, suggested, mismatch (with the differing fields), missing in 2B, missing in the books, the decisions taken and the credit each pair brings",
    query: returnQuerySchema,
    success: { status: 200, schema: gstr2bMatchingSchema },
    errors: [400, 409, 422],
    roles: ACCESS.readers,
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/gstr2b/decisions',
    tags,
    summary:
      'Accept a suggested match, link a 2B document to a document of the books by hand, or keep a matched pair\'s credit for a later month ("claim later")',
    body: gstr2bDecisionInputSchema,
    success: { status: 201, schema: gstr2bDecisionSchema },
    errors: [400, 404, 409, 422],
    roles: ACCESS.accounts,
  }),
  undo: defineRoute({
    method: 'DELETE',
    path: '/gstr2b/decisions/:id',
    tags,
    summary: 'Undo a decision: the 2B document goes back to what the matching rules make of it',
    params: idParamsSchema,
    success: { status: 204 },
    errors: [400, 404, 409],
    roles: ACCESS.accounts,
  }),
} as const;
