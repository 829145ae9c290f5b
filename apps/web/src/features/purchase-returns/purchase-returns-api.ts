import { purchaseReturnRoutes, type RouteBodyInput } from '@bahi/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import type { OriginalDocument } from '../../components/correcting-document/original-document';
import { downloadBlob } from '../../lib/export/download-blob';

// Purchase returns: the purchase lines still open to a return, sending goods back, cancelling a
// return, one return, its PDF. A return changes stock, what the supplier is owed and the input tax
// credit, so a save refreshes those too.

export const PURCHASE_RETURNS_PATH = '/purchase-returns';

/** The purchase a return goes back against, as the return's screens name it. */
export function originalPurchase(
  purchase: { id: number; purchase_number: string; invoice_number: string | null; date: string },
  supplier: { name: string },
): OriginalDocument {
  return {
    word: 'purchase',
    number: purchase.purchase_number,
    suffix: purchase.invoice_number ? ` (supplier invoice ${purchase.invoice_number})` : '',
    date: purchase.date,
    party: supplier.name,
    path: `/purchase/${purchase.id}`,
  };
}

const CHANGED_BY_RETURNS = [
  'purchase-returns',
  'purchases',
  'products',
  'stock',
  'suppliers',
  'vouchers',
  'reports',
  'returns',
  'dashboard',
];

export function useReturnablePurchase(purchaseId: number) {
  return useQuery({
    queryKey: ['purchase-returns', 'lines', purchaseId],
    queryFn: ({ signal }) =>
      callApi(purchaseReturnRoutes.returnLines, { params: { id: purchaseId } }, signal),
    staleTime: 0,
  });
}

export function usePurchaseReturnDetail(id: number) {
  return useQuery({
    queryKey: ['purchase-returns', id],
    queryFn: ({ signal }) => callApi(purchaseReturnRoutes.detail, { params: { id } }, signal),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of CHANGED_BY_RETURNS) void queryClient.invalidateQueries({ queryKey: [key] });
  };
}

export type PurchaseReturnBody = RouteBodyInput<typeof purchaseReturnRoutes.create>;

export function useSavePurchaseReturn() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PurchaseReturnBody; idempotencyKey: string }) =>
      callApi(purchaseReturnRoutes.create, { body, idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useCancelPurchaseReturn() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(purchaseReturnRoutes.setStatus, { params: { id }, body: { status: 'Cancelled' } }),
    onSuccess: refresh,
  });
}

export async function downloadPurchaseReturnPdf(
  id: number,
  number: string,
  kind: 'return' | 'value',
): Promise<void> {
  const file = await callApi(purchaseReturnRoutes.pdf, { params: { id } });
  const prefix = kind === 'value' ? 'Value_Note' : 'Purchase_Return';
  downloadBlob(`${prefix}_${number.replaceAll('/', '-')}.pdf`, file);
}
