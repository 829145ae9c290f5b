import type { Paise } from './money';
import { addDaysIso } from './payment-status';

// Applying money received (or paid) to a party's open bills, oldest first: each bill in turn takes
// all it still asks until the money runs out; what is left stays on account as an advance. The
// receipt and payment forms show this before saving, and the server applies it when asked.

export type OpenBill<K> = { key: K; date: string; outstanding: Paise };
export type OldestFirstResult<K> = { allocations: { key: K; amount: Paise }[]; onAccount: Paise };

/** `bills` in any order; ties on date keep the order given (opening bills before invoices). */
export function allocateOldestFirst<K>(amount: Paise, bills: readonly OpenBill<K>[]): OldestFirstResult<K> {
  const ordered = bills
    .map((bill, index) => ({ bill, index }))
    .sort((a, b) => (a.bill.date === b.bill.date ? a.index - b.index : a.bill.date < b.bill.date ? -1 : 1));
  const allocations: { key: K; amount: Paise }[] = [];
  let left = amount;
  for (const { bill } of ordered) {
    if (left <= 0) break;
    if (bill.outstanding <= 0) continue;
    const applied = Math.min(left, bill.outstanding);
    allocations.push({ key: bill.key, amount: applied });
    left -= applied;
  }
  return { allocations, onAccount: left };
}

/** A bill's due date: its own when it has one, else its date plus the party's credit days. */
export function dueDateOf(date: string, creditDays: number | null, own: string | null = null): string | null {
  if (own) return own;
  if (creditDays === null || creditDays === undefined) return null;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const due = new Date(Date.UTC(year, month - 1, day + creditDays));
  return due.toISOString().slice(0, 10);
}

/**
 * The first date whose bills are not yet past due on `today` under these credit days: a bill
 * dated before it has its due date (dueDateOf) before today. Lets a query read only the bills
 * that can be past due, by their date.
 */
export function firstDateNotPastDue(today: string, creditDays: number): string {
  return addDaysIso(today, -creditDays);
}
