import { reportRoutes } from '@bahi/domain/contract';
import type { OutstandingQuery } from '@bahi/domain/schemas';
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
