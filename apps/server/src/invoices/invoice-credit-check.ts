import { creditProblemOf, describeCreditProblem, paiseToRupees } from '@bahi/domain';
import { ACTION_ROLES, ROLE_LABELS, roleMay } from '@bahi/domain/contract';
import type { Db } from '../core/db/database';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, ForbiddenError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { findCreditPosition, lockCustomerForCredit } from '../documents/customer-credit';
import type { PartyRow } from '../documents/party-repository';

// Credit terms on the invoice save. A bill that takes the customer over their credit limit, or is
// made while their bills are past due, is not saved at once: the owner or an accountant is asked
// (409 naming confirm_credit) and may confirm; the Billing role is refused (403) and asks one of
// them. What was overridden goes into the edit log beside the invoice's own entry.

/** What the edit log keeps of an override (rupees). */
export type CreditOverride = {
  customer_id: number;
  credit_limit: number | null;
  owed_before: number;
  owed_after: number;
  past_due: number;
  message: string;
};

type InvoiceCreditCase = {
  /** The invoice's customer, as read in the save's transaction. */
  customer: PartyRow;
  /** The invoice as it stood before this save (an edit), else null. */
  existing: { customer_id: number; grand_total: number } | null;
  /** The saved invoice's grand total, paise. */
  grandTotal: number;
  /** What receipts already applied to the invoice, paise (they move with it to another customer). */
  alreadySettled: number;
  /** Money received with this save, paise. */
  receivedNow: number;
  cancelled: boolean;
  confirmed: boolean;
};

/** What the save adds to what the customer owes: a correction adds only its difference. */
function addedBySave(c: InvoiceCreditCase): number {
  if (!c.existing) return c.grandTotal - c.receivedNow;
  if (c.existing.customer_id === c.customer.id) return c.grandTotal - c.existing.grand_total - c.receivedNow;
  return c.grandTotal - c.alreadySettled - c.receivedNow;
}

/** Throws unless the save may go ahead; answers the override to log when it goes ahead over credit. */
export async function checkCreditOfInvoice(
  ctx: RequestContext,
  db: Db,
  c: InvoiceCreditCase,
): Promise<CreditOverride | null> {
  if (c.cancelled) return null;
  const { customer } = c;
  if (customer.credit_limit !== null || customer.credit_days !== null)
    await lockCustomerForCredit(db, customer.id);
  const position = await findCreditPosition(db, customer);
  const problem = creditProblemOf(position, addedBySave(c));
  if (!problem) return null;
  const message = describeCreditProblem(problem, position.limit);
  const { role } = ctx.actor;
  if (role !== 'system' && (role === 'anonymous' || !roleMay(ACTION_ROLES.overrideCredit, role))) {
    const who = role === 'anonymous' ? 'anonymous' : ROLE_LABELS[role];
    throw new ForbiddenError(
      `${message} The ${who} role may not bill over credit; ask an accountant or the owner to save this invoice`,
    );
  }
  if (!c.confirmed && role !== 'system') {
    throw new ConflictError(`${message} Confirm to save it anyway.`, { confirm_credit: [message] });
  }
  return {
    customer_id: customer.id,
    credit_limit: position.limit === null ? null : paiseToRupees(position.limit),
    owed_before: paiseToRupees(position.outstanding),
    owed_after: paiseToRupees(problem.projected),
    past_due: paiseToRupees(problem.pastDue),
    message,
  };
}

/** The edit log's entry of an override, on the invoice, after its own entry. */
export async function recordCreditOverride(
  ctx: RequestContext,
  invoiceId: number,
  invoiceNumber: string,
  override: CreditOverride,
): Promise<void> {
  await recordChange(ctx, {
    recordType: 'invoice',
    recordId: invoiceId,
    action: 'credit_override',
    before: null,
    after: { invoice_number: invoiceNumber, ...override },
  });
}
