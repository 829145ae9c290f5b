import { reportRoutes } from '@bahi/domain/contract';
import type { NearExpiryQuery } from '@bahi/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from './client';

// GET /api/near-expiry-report: batches in stock expiring within N days, and those expired. Its key
// starts with 'reports', so saving a purchase or an invoice refreshes it.

export function useNearExpiryReport(query: NearExpiryQuery) {
  return useQuery({
    queryKey: ['reports', 'near-expiry-report', query],
    queryFn: ({ signal }) => callApi(reportRoutes.nearExpiry, { query }, signal),
    placeholderData: keepPreviousData,
  });
}
