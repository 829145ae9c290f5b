import {
  paymentRoutes,
  type RouteBodyInput,
  receiptRoutes,
  voucherKindRouteSets,
  voucherRoutes,
} from '@bahi/domain/contract';
import type { VoucherKind } from '@bahi/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { voucherKindText } from '../lib/voucher-kinds';
import { callApi } from './client';
import { useIdempotencyKey } from './idempotency-key';

// Vouchers under /api/vouchers (the list of both kinds), /api/receipts and /api/payments. Every
// key starts with 'vouchers'; saving or removing one also refreshes invoices, purchases and party
// balances, which it changes.

const VOUCHERS = 'vouchers';

export type ReceiptPayload = RouteBodyInput<typeof receiptRoutes.create>;
export type PaymentPayload = RouteBodyInput<typeof paymentRoutes.create>;
export type VoucherPayload = ReceiptPayload | PaymentPayload;

/** Each kind's own calls: /api/receipts or /api/payments. */
const KIND_ROUTES = voucherKindRouteSets;

/** Where a kind's party has its open documents: a customer's invoices, a supplier's purchases. */
const OPEN_DOCUMENT_ROUTES = {
  receipt: voucherRoutes.openInvoices,
  payment: voucherRoutes.openPurchases,
} as const;

const BALANCE_ROUTES = {
  customers: voucherRoutes.customerBalance,
  suppliers: voucherRoutes.supplierBalance,
} as const;

export function useVoucher(kind: VoucherKind, id: number | null) {
  return useQuery({
    queryKey: [VOUCHERS, kind, 'detail', id],
    queryFn: ({ signal }) => callApi(KIND_ROUTES[kind].detail, { params: { id: id ?? 0 } }, signal),
    enabled: id !== null,
  });
}

export function useNextVoucherNumber(kind: VoucherKind) {
  return useQuery({
    queryKey: [VOUCHERS, kind, 'next-number'],
    queryFn: () => callApi(KIND_ROUTES[kind].nextNumber),
    // Another voucher may have been saved meanwhile: ask again whenever the form shows.
    staleTime: 0,
    select: (result) => result.voucher_number,
  });
}

export function useOpenDocuments(kind: VoucherKind, partyId: number | null) {
  return useQuery({
    queryKey: [VOUCHERS, kind, 'open-documents', partyId],
    queryFn: ({ signal }) => callApi(OPEN_DOCUMENT_ROUTES[kind], { params: { id: partyId ?? 0 } }, signal),
    enabled: partyId !== null,
    staleTime: 0,
    select: (result) => result.data,
  });
}

export function usePartyBalance(path: 'customers' | 'suppliers', id: number) {
  return useQuery({
    queryKey: [VOUCHERS, 'balance', path, id],
    queryFn: ({ signal }) => callApi(BALANCE_ROUTES[path], { params: { id } }, signal),
  });
}

function useRefreshAfterVoucherChange() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [VOUCHERS, 'invoices', 'purchases', 'customers', 'suppliers', 'dashboard']) {
      void queryClient.invalidateQueries({ queryKey: [key] });
    }
  };
}

/** POST /api/receipts or /api/payments: a receipt names its customer, a payment its supplier. */
export function useIssueVoucher() {
  const refresh = useRefreshAfterVoucherChange();
  const formKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (payload: VoucherPayload) =>
      'customer_id' in payload
        ? callApi(receiptRoutes.create, { body: payload, idempotencyKey: formKey.current() })
        : callApi(paymentRoutes.create, { body: payload, idempotencyKey: formKey.current() }),
    onSuccess: () => {
      formKey.renew();
      refresh();
    },
  });
}

export function useRemoveVoucher() {
  const refresh = useRefreshAfterVoucherChange();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: VoucherKind; id: number }) =>
      callApi(KIND_ROUTES[kind].remove, { params: { id } }),
    onSuccess: refresh,
  });
}

/** 'Receipt_RV-001.pdf', the name the server gives the file too. */
export function voucherPdfFileName(kind: VoucherKind, voucherNumber: string): string {
  return `${voucherKindText(kind).label}_${voucherNumber.replaceAll('/', '-')}.pdf`;
}

/** Fetches the server-rendered PDF and hands it to the browser as a download. */
export async function downloadVoucherPdf(
  kind: VoucherKind,
  id: number,
  voucherNumber: string,
): Promise<void> {
  const file = await callApi(KIND_ROUTES[kind].pdf, { params: { id } });
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = voucherPdfFileName(kind, voucherNumber);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
