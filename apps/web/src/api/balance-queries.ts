import type { QueryClient } from '@tanstack/react-query';

/**
 * The queries that show what parties owe and the books' totals: the parties with their balances,
 * vouchers with what they leave on account, the dashboard and the reports. Anything that changes
 * what a bill owes refreshes them.
 */
export const BALANCE_QUERIES = ['customers', 'suppliers', 'vouchers', 'dashboard', 'reports'] as const;

/** Marks these queries (by their first key) stale, so what is on screen refetches. */
export function refreshQueries(queryClient: QueryClient, keys: readonly string[]): void {
  for (const key of keys) void queryClient.invalidateQueries({ queryKey: [key] });
}
