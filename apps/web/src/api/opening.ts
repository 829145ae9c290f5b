import {
  customerOpeningRoutes,
  customerStatementRoutes,
  openingBillRoutes,
  type RouteBodyInput,
  supplierOpeningRoutes,
  supplierStatementRoutes,
} from '@bahi/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BALANCE_QUERIES, refreshQueries } from './balance-queries';
import { callApi } from './client';

// Opening balances of a customer or supplier and its statement of account. An opening bill changes
// what the party owes, so saving or deleting one refreshes balances, vouchers and reports too.

export type PartyKind = 'customers' | 'suppliers';
const OPENING = { customers: customerOpeningRoutes, suppliers: supplierOpeningRoutes } as const;
export const STATEMENT_ROUTES = {
  customers: customerStatementRoutes,
  suppliers: supplierStatementRoutes,
} as const;
const CHANGED = ['opening-balances', 'statements', ...BALANCE_QUERIES];

export type OpeningBillBody = RouteBodyInput<typeof customerOpeningRoutes.create>;

export function useOpeningBills(kind: PartyKind, id: number) {
  return useQuery({
    queryKey: ['opening-balances', kind, id],
    queryFn: ({ signal }) => callApi(OPENING[kind].list, { params: { id } }, signal),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    refreshQueries(queryClient, CHANGED);
  };
}

export function useAddOpeningBill(kind: PartyKind, id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: OpeningBillBody) => callApi(OPENING[kind].create, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useRemoveOpeningBill() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callApi(openingBillRoutes.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useStatement(kind: PartyKind, id: number, from: string, to: string) {
  return useQuery({
    queryKey: ['statements', kind, id, from, to],
    queryFn: ({ signal }) =>
      callApi(STATEMENT_ROUTES[kind].get, { params: { id }, query: { from, to } }, signal),
  });
}

/** The books' start date, and whether it may still change (no invoice, purchase or voucher yet). */
export function useBooksStart() {
  return useQuery({
    queryKey: ['opening-balances', 'books-start'],
    queryFn: ({ signal }) => callApi(openingBillRoutes.booksStart, {}, signal),
  });
}

/** The body of PUT /api/settings/books-start: the date as the day field holds it (YYYY-MM-DD). */
export function booksStartBody(date: string): { books_start_date: string } {
  return { books_start_date: date };
}

export function useSetBooksStart() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (date: string) => callApi(openingBillRoutes.setBooksStart, { body: booksStartBody(date) }),
    onSuccess: refresh,
  });
}
