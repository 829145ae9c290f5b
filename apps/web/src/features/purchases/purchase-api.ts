import { isValidIsoDate } from '@bahi/domain';
import { purchaseRoutes, type RouteBodyInput, supplierRoutes } from '@bahi/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { type FormKey, useIdempotencyKey } from '../../api/idempotency-key';

// Purchases live under /api/purchases (the list) and /api/admin/... (number, save, detail). Every
// key starts with 'purchases', so a save refreshes the list.

/** The next number of the series for the financial year of the purchase date. */
export function useNextPurchaseNumber(date: string) {
  const valid = isValidIsoDate(date);
  return useQuery({
    queryKey: ['purchases', 'next-number', date],
    queryFn: () => callApi(purchaseRoutes.nextNumber, { body: { date } }),
    enabled: valid,
    // Someone else may have saved a purchase meanwhile: always ask again when the form opens.
    staleTime: 0,
    // A date typed halfway keeps the last number on screen rather than blanking it.
    placeholderData: keepPreviousData,
    select: (result) => result.next_purchase_number,
  });
}

/** POST a purchase; the form hands the Idempotency-Key kept with its draft, so it survives a reload. */
export function useAddPurchase(draftKey?: FormKey) {
  const queryClient = useQueryClient();
  const ownKey = useIdempotencyKey();
  const formKey = draftKey ?? ownKey;
  return useMutation({
    mutationFn: (payload: RouteBodyInput<typeof purchaseRoutes.create>) =>
      callApi(purchaseRoutes.create, { body: payload, idempotencyKey: formKey.current() }),
    onSuccess: () => {
      formKey.renew();
      // Stock on hand rose, so product lists and stock figures are stale too. Not awaited: the
      // form moves on to the saved purchase without waiting for those refetches.
      for (const key of ['purchases', 'products', 'stock']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}

// What a purchase's change moves: its list and detail, stock, and what is owed to suppliers.
const CHANGED_BY_PURCHASES = ['purchases', 'products', 'stock', 'suppliers', 'reports', 'dashboard'];

// Not awaited: the edit screen is keyed by the purchase's version, so waiting for the refetch would
// remount the form before the save's own callbacks (toast, move to the purchase) could run.
function useRefreshAfterPurchaseChange() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of CHANGED_BY_PURCHASES) void queryClient.invalidateQueries({ queryKey: [key] });
  };
}

/** Reads the purchases again (a correction met someone else's change: show what is saved now). */
export function useReloadPurchases() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['purchases'] });
}

/** PUT a corrected purchase; the answer is the purchase as saved. */
export function useUpdatePurchase(purchaseId: number) {
  const refresh = useRefreshAfterPurchaseChange();
  return useMutation({
    mutationFn: (payload: RouteBodyInput<typeof purchaseRoutes.update>) =>
      callApi(purchaseRoutes.update, { params: { purchaseId: String(purchaseId) }, body: payload }),
    onSuccess: refresh,
  });
}

/** Cancels a purchase (kept as Cancelled; its stock goes back out). */
export function useCancelPurchase() {
  const refresh = useRefreshAfterPurchaseChange();
  return useMutation({
    mutationFn: (purchaseId: number) =>
      callApi(purchaseRoutes.cancel, { params: { purchaseId: String(purchaseId) } }),
    onSuccess: refresh,
  });
}

/** The supplier of a purchase being edited, as the supplier picker holds one. */
export function usePurchaseSupplier(supplierId: number | undefined) {
  return useQuery({
    queryKey: ['suppliers', 'one', supplierId],
    queryFn: ({ signal }) => callApi(supplierRoutes.get, { params: { id: supplierId ?? 0 } }, signal),
    enabled: supplierId !== undefined,
  });
}

/** The form's address for correcting a purchase. */
export function editPurchasePath(purchaseNumber: string): string {
  return `${purchasePath(purchaseNumber)}/edit`;
}

/** A purchase by its number ('PUR/25-26/0001') or id. */
export function usePurchaseDetail(purchaseId: string) {
  return useQuery({
    queryKey: ['purchases', 'detail', purchaseId],
    queryFn: ({ signal }) => callApi(purchaseRoutes.detail, { params: { purchaseId } }, signal),
  });
}

/** The detail screen's address for a purchase number, with its slashes kept inside one segment. */
export function purchasePath(purchaseNumber: string): string {
  return `/purchase/${encodeURIComponent(purchaseNumber)}`;
}
