import { ACTION_ROLES, type GuardedAction, ROLE_LABELS, roleMay } from '@bahi/domain/contract';
import type { AuditAction } from '@bahi/domain/schemas';
import { ForbiddenError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';

// Cancelling an invoice and bringing a cancelled one back are actions of their own, whichever call
// asks for them (the status call, or a PUT of the whole invoice with a status): one rule decides who
// may (ACTION_ROLES), and the edit log names them 'cancel' and 'restore', never 'update'.

type StoredStatus = 'Unpaid' | 'Cancelled';

/** What the invoice's status column says for this question: cancelled or not. */
export function storedStatus(column: string): StoredStatus {
  return column === 'Cancelled' ? 'Cancelled' : 'Unpaid';
}

export type InvoiceStatusAction = Extract<GuardedAction, 'cancelInvoice' | 'restoreInvoice'>;

/** The action a change of status is, or null when the status stays (or a new invoice is Unpaid). */
export function invoiceStatusAction(from: StoredStatus | null, to: StoredStatus): InvoiceStatusAction | null {
  if (to === 'Cancelled' && from !== 'Cancelled') return 'cancelInvoice';
  if (to !== 'Cancelled' && from === 'Cancelled') return 'restoreInvoice';
  return null;
}

export const STATUS_ACTION_LOG: Record<InvoiceStatusAction, AuditAction> = {
  cancelInvoice: 'cancel',
  restoreInvoice: 'restore',
};

const ACTION_WORDS: Record<InvoiceStatusAction, string> = {
  cancelInvoice: 'cancel invoices',
  restoreInvoice: 'bring cancelled invoices back',
};

/** 403 unless the actor may take the action; the system actor (scripts) may. */
export function refuseStatusActionUnlessAllowed(ctx: RequestContext, action: InvoiceStatusAction): void {
  const { role } = ctx.actor;
  if (role === 'system') return;
  if (role !== 'anonymous' && roleMay(ACTION_ROLES[action], role)) return;
  const who = role === 'anonymous' ? 'anonymous' : ROLE_LABELS[role];
  throw new ForbiddenError(`The ${who} role may not ${ACTION_WORDS[action]}; ask an accountant or the owner`);
}
