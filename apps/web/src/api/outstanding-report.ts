import { reportRoutes } from '@bahi/domain/contract';
import type { OutstandingQuery, OverdueQuery } from '@bahi/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from './client';

// GET /api/outstanding-report: what each customer or supplier has left to settle, by age. Its key
// starts with 'reports', so saving an invoice or a voucher refreshes it.

export function useOutstandingReport(query: OutstandingQuery) {
  return useQuery({
    queryKey: ['reports', 'outstanding-report', query],
    queryFn: ({ signal }) => callApi(reportRoutes.outstanding, { query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/outstanding-report/overdue: the bills past their due date, longest overdue first. */
export function useOverdueReport(query: OverdueQuery) {
  return useQuery({
    queryKey: ['reports', 'outstanding-overdue', query],
    queryFn: ({ signal }) => callApi(reportRoutes.overdue, { query }, signal),
    placeholderData: keepPreviousData,
  });
}
