import { customerOnAccountRoutes, type RouteBodyInput, supplierOnAccountRoutes } from '@bahi/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BALANCE_QUERIES, refreshQueries } from './balance-queries';
import { callApi } from './client';
import type { PartyKind } from './opening';

// A party's money on account (its vouchers' unapplied parts and its opening advance) and applying
// it to its bills. Applying changes what each bill owes, so it refreshes documents, vouchers,
// balances, statements and reports.

const ROUTES = { customers: customerOnAccountRoutes, suppliers: supplierOnAccountRoutes } as const;
const CHANGED = ['on-account', 'invoices', 'purchases', 'opening-balances', 'statements', ...BALANCE_QUERIES];

export type ApplyOnAccountBody = RouteBodyInput<typeof customerOnAccountRoutes.apply>;

export function useOnAccount(kind: PartyKind, partyId: number | null) {
  return useQuery({
    queryKey: ['on-account', kind, partyId],
    queryFn: ({ signal }) => callApi(ROUTES[kind].read, { params: { id: partyId ?? 0 } }, signal),
    enabled: partyId !== null,
    staleTime: 0,
  });
}

export function useApplyOnAccount(kind: PartyKind, partyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyOnAccountBody) => callApi(ROUTES[kind].apply, { params: { id: partyId }, body }),
    onSuccess: () => {
      refreshQueries(queryClient, CHANGED);
    },
  });
}

/** Takes the party's opening advance back off one of its bills. */
export function useTakeBackAdvance(kind: PartyKind, partyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) =>
      callApi(ROUTES[kind].takeBack, { params: { id: partyId }, body: { document_id: documentId } }),
    onSuccess: () => {
      refreshQueries(queryClient, CHANGED);
    },
  });
}
