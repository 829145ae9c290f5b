import { formatDateDmy, todayIso } from '@bahi/domain';
import { ForbiddenError, fieldError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';

// The Billing role works the counter: it issues invoices and receipts and sees the day's work,
// and no more. "The day" is India's day (todayIso), the date printed on the document: Billing
// issues documents dated today, sees and prints those, and may correct an invoice only on the
// day it carries. Everything older belongs to the accountant (docs/product.md, "Users and roles").

export function isBilling(ctx: RequestContext): boolean {
  return ctx.actor.role === 'billing';
}

/** A list query narrowed to India's today for Billing; unchanged for everyone else. */
export function withinBillingDay<Q extends { from?: string | undefined; to?: string | undefined }>(
  ctx: RequestContext,
  query: Q,
): Q {
  if (!isBilling(ctx)) return query;
  const today = todayIso();
  return { ...query, from: today, to: today };
}

/** Documents of a list built apart from the list queries, narrowed to today's for Billing. */
export function datedWithinBillingDay<Row extends { date: string }>(ctx: RequestContext, rows: Row[]): Row[] {
  if (!isBilling(ctx)) return rows;
  const today = todayIso();
  return rows.filter((row) => row.date === today);
}

/** Billing may open a document only when it is dated today. */
export function refuseOutsideBillingDay(ctx: RequestContext, date: string, what: string): void {
  if (isBilling(ctx) && date !== todayIso()) {
    throw new ForbiddenError(
      `The Billing role sees ${what} dated today only; ask an accountant for older ones`,
    );
  }
}

/** Billing issues (and corrects) documents dated today only: the date field says so. */
export function refuseBillingDate(ctx: RequestContext, date: string): void {
  if (isBilling(ctx) && date !== todayIso()) {
    throw fieldError(
      'date',
      `The Billing role issues documents dated today (${formatDateDmy(todayIso())}) only`,
    );
  }
}
