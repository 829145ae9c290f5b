import {
  invoiceRefundRoutes,
  purchaseRefundRoutes,
  type RouteBodyInput,
  refundRoutes,
} from '@bahi/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BALANCE_QUERIES, refreshQueries } from './balance-queries';
import { callApi } from './client';

// Refunds of one invoice (paid back to the customer) or one purchase (received back from the
// supplier). A refund changes what the document and its party owe, so saving or removing one
// refreshes those too.

export type RefundedDocument = 'invoice' | 'purchase';

const ROUTES = { invoice: invoiceRefundRoutes, purchase: purchaseRefundRoutes } as const;
const CHANGED_BY_REFUNDS = ['refunds', 'invoices', 'purchases', ...BALANCE_QUERIES];

export type RefundBody = RouteBodyInput<typeof invoiceRefundRoutes.create>;

export function useDocumentRefunds(document: RefundedDocument, id: number) {
  return useQuery({
    queryKey: ['refunds', document, id],
    queryFn: ({ signal }) => callApi(ROUTES[document].list, { params: { id } }, signal),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    refreshQueries(queryClient, CHANGED_BY_REFUNDS);
  };
}

export function useSaveRefund(document: RefundedDocument, id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RefundBody; idempotencyKey: string }) =>
      callApi(ROUTES[document].create, { params: { id }, body, idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useRemoveRefund() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callApi(refundRoutes.remove, { params: { id } }),
    onSuccess: refresh,
  });
}
