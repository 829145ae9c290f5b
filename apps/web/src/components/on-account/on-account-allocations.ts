import { allocateOldestFirst, rupeesToPaise } from '@bahi/domain';
import type { ApplyOnAccountBody } from '../../api/on-account';

// The party page's "apply money on account" table as data: the amount typed against each open
// bill (blank: not chosen), what is sent, and the server's messages put back on their rows.

export type OpenBill = { id: number; date: string; balance: number };

/** Spreads what is on account over the bills oldest first, as amounts to type (rupees, 2 decimals). */
export function fillOldestFirst(onAccount: number, bills: readonly OpenBill[]): Record<number, string> {
  const { allocations } = allocateOldestFirst(
    rupeesToPaise(onAccount),
    bills.map((bill) => ({ key: bill.id, date: bill.date, outstanding: rupeesToPaise(bill.balance) })),
  );
  return Object.fromEntries(allocations.map((a) => [a.key, (a.amount / 100).toFixed(2)]));
}

/** The bills with an amount typed, in the table's order, as the call's body. */
export function applyBody(bills: readonly OpenBill[], amounts: Record<number, string>): ApplyOnAccountBody {
  return {
    allocations: bills
      .filter((bill) => (amounts[bill.id] ?? '').trim() !== '')
      .map((bill) => ({ document_id: bill.id, amount: (amounts[bill.id] ?? '').trim() })),
  };
}

/**
 * The server names a problem by the allocation's place in the body (allocations.1.amount); the
 * table shows it on that bill's row. What names no allocation (allocations) comes back as `general`.
 */
export function problemsByBill(
  body: ApplyOnAccountBody,
  fieldErrors: Record<string, readonly string[]>,
): { rows: Record<number, string>; general: string | null } {
  const rows: Record<number, string> = {};
  let general: string | null = null;
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const match = /^allocations\.(\d+)\./.exec(field);
    const allocation = match ? body.allocations[Number(match[1])] : undefined;
    const message = messages[0] ?? '';
    if (allocation) rows[Number(allocation.document_id)] = message;
    else general = general ?? message;
  }
  return { rows, general };
}
