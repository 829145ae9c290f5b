import { gstr2bRoutes, returnRoutes } from '@bahi/domain/contract';
import type { Gstr2bDecisionInput, Gstr2bFile } from '@bahi/domain/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../api/client';

// The GSTR-2B screen's calls. Keys start with 'reports', so an import or a decision refreshes the
// Returns screen's GSTR-3B too, and saving a purchase or an expense refreshes the matching.

const KEY = ['reports', 'returns'] as const;

export function useGstr2bMatching(period: string) {
  return useQuery({
    queryKey: [...KEY, 'gstr2b', period],
    queryFn: ({ signal }) => callApi(gstr2bRoutes.matching, { query: { period } }, signal),
    placeholderData: keepPreviousData,
  });
}

/** GSTR-3B of the month, for its Table 4 beside the matching. */
export function useGstr3bOfMonth(period: string) {
  return useQuery({
    queryKey: [...KEY, 'gstr3b', period],
    queryFn: ({ signal }) => callApi(returnRoutes.gstr3b, { query: { period } }, signal),
    placeholderData: keepPreviousData,
  });
}

function useRefreshingMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useImportGstr2b() {
  return useRefreshingMutation((body: Gstr2bFile) => callApi(gstr2bRoutes.import, { body }));
}

export function useDecideGstr2b() {
  return useRefreshingMutation((body: Gstr2bDecisionInput) => callApi(gstr2bRoutes.decide, { body }));
}

export function useUndoGstr2b() {
  return useRefreshingMutation((id: number) => callApi(gstr2bRoutes.undo, { params: { id } }));
}
