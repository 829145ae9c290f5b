// An invoice's payment status follows the money: what live receipts applied to it against what it
// asks. Only Cancelled is set by hand; it wins over any figure.

export const PAYMENT_STATUSES = ['Unpaid', 'Partly paid', 'Paid', 'Cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Amounts in paise. */
export function paymentStatusOf(document: {
  cancelled: boolean;
  payable: number;
  received: number;
}): PaymentStatus {
  if (document.cancelled) return 'Cancelled';
  // An invoice whose credit notes took off all it asked owes nothing: Paid, though nothing came in.
  if (document.received <= 0 && document.payable > 0) return 'Unpaid';
  return document.received >= document.payable ? 'Paid' : 'Partly paid';
}

/** Whole days from an ISO date to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** The age bucket of a document issued `days` days ago; one dated ahead of today counts as 0. */
export function ageBucketOf(days: number): AgeBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/** The ISO date `days` days after (before, when negative) another. */
export function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The earliest invoice date of the first three age buckets as of a day, newest first: a document
 * dated on or after the first is 0–30 days old, and so on; older ones are 90+.
 */
export function ageBucketCutoffs(asOf: string): [string, string, string] {
  return [addDaysIso(asOf, -30), addDaysIso(asOf, -60), addDaysIso(asOf, -90)];
}

/**
 * Ageing by due date as of a day: the earliest due date of "not yet due" (due that day or later)
 * and of the first three overdue buckets (1–30, 31–60, 61–90 days past due); older ones are 90+.
 */
export function dueAgeCutoffs(asOf: string): [string, string, string, string] {
  return [asOf, addDaysIso(asOf, -30), addDaysIso(asOf, -60), addDaysIso(asOf, -90)];
}
