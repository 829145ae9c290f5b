import {
  applyOnAccountInputSchema,
  onAccountAppliedSchema,
  partyOnAccountSchema,
  takeBackAdvanceInputSchema,
} from '../schemas/on-account';
import { readCall } from './calls';
import { ACCESS, type RouteRoles } from './roles';
import { defineRoute, idParamsSchema } from './route';

// A party's money on account (what its vouchers left unapplied, and its opening advance), and
// applying it to chosen bills: the invoice (purchase) form and detail offer it, the party's page too.

const tags = ['Vouchers'] as const;

function partyOnAccountRoutes<const P extends '/customers/:id/on-account' | '/suppliers/:id/on-account'>(
  path: P,
  words: { party: string; bills: string },
  roles: { read: RouteRoles; apply: RouteRoles },
) {
  return {
    read: readCall({
      path,
      tags,
      summary: `The ${words.party}'s money on account, and where it comes from, oldest first`,
      schema: partyOnAccountSchema,
      roles: roles.read,
    }),
    apply: defineRoute({
      method: 'POST',
      path,
      tags,
      summary: `Apply the ${words.party}'s money on account to chosen ${words.bills}, oldest money first: no new money, each bill's outstanding lowered`,
      params: idParamsSchema,
      body: applyOnAccountInputSchema,
      success: { status: 200, schema: onAccountAppliedSchema },
      errors: [400, 404, 422],
      roles: roles.apply,
    }),
    takeBack: defineRoute({
      method: 'POST',
      path: `${path}/take-back`,
      tags,
      summary: `Take the ${words.party}'s opening advance back off one of its ${words.bills}: the bill owes it again, the advance is on account again`,
      params: idParamsSchema,
      body: takeBackAdvanceInputSchema,
      success: { status: 200, schema: partyOnAccountSchema },
      errors: [400, 404, 422],
      roles: ACCESS.accounts,
    }),
  } as const;
}

// Billing applies a customer's advance on the bill it is making, as it takes receipts at the counter.
export const customerOnAccountRoutes = partyOnAccountRoutes(
  '/customers/:id/on-account',
  { party: 'customer', bills: 'invoices' },
  { read: ACCESS.anyone, apply: ACCESS.billing },
);
export const supplierOnAccountRoutes = partyOnAccountRoutes(
  '/suppliers/:id/on-account',
  { party: 'supplier', bills: 'purchases' },
  { read: ACCESS.readers, apply: ACCESS.accounts },
);
