import { ACTION_ROLES, ROLE_LABELS, roleMay } from '@bahi/domain/contract';
import { ForbiddenError } from '../../core/http/errors';
import type { RequestContext } from '../../core/http/request-context';
import type { PartyKind } from '../../documents/party-repository';

// A customer's credit limit and credit days are the owner's and the accountants' decision
// (ACTION_ROLES.setCreditTerms), whichever call sets them. Billing adds customers at the counter
// but may not give them credit terms: a new customer with a limit or days from Billing is refused
// (403) as an edit of those fields is; left blank, the customer is added without them.

type CreditTerms = { credit_limit?: number | null; credit_days?: number | null };

const isSet = (value: number | null | undefined) => value !== undefined && value !== null;

/** 403 unless the actor may set credit terms, when this write sets or changes them. */
export function refuseCreditTermsUnlessAllowed(
  ctx: RequestContext,
  kind: PartyKind,
  input: CreditTerms,
  before: CreditTerms | null,
): void {
  if (kind !== 'customers') return;
  const { role } = ctx.actor;
  if (role === 'system' || (role !== 'anonymous' && roleMay(ACTION_ROLES.setCreditTerms, role))) return;
  // Left out of a PUT, a term keeps its saved value: that sets nothing.
  const changes = (field: keyof CreditTerms) =>
    input[field] !== undefined && (before ? input[field] !== before[field] : isSet(input[field]));
  if (!changes('credit_limit') && !changes('credit_days')) return;
  const who = role === 'anonymous' ? 'anonymous' : ROLE_LABELS[role];
  throw new ForbiddenError(
    `The ${who} role may not set a customer's credit limit or credit days; leave them blank, and ask an accountant or the owner`,
  );
}
