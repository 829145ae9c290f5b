import type {
  OpenDocument,
  PartyBalance,
  VoucherDetail,
  VoucherKind,
  VoucherListRow,
} from '@bahi/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { defineResource } from '../../api/resource';
import { requestFile } from '../invoices/api/request-file';
import { voucherKindText } from './voucher-kinds';

// Vouchers under /api/vouchers (the list of both kinds), /api/receipts and /api/payments. Every
// key starts with 'vouchers'; saving or removing one also refreshes invoices, purchases and party
// balances, which it changes.

const VOUCHERS = 'vouchers';

export const vouchersResource = defineResource<VoucherListRow, never>(VOUCHERS);

export function useVoucher(kind: VoucherKind, id: number | null) {
  return useQuery({
    queryKey: [VOUCHERS, kind, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<VoucherDetail>(`${voucherKindText(kind).apiPath}/${id}`, undefined, signal),
    enabled: id !== null,
  });
}

export function useNextVoucherNumber(kind: VoucherKind) {
  return useQuery({
    queryKey: [VOUCHERS, kind, 'next-number'],
    queryFn: () => api.get<{ voucher_number: string }>(`${voucherKindText(kind).apiPath}/next-number`),
    // Another voucher may have been saved meanwhile: ask again whenever the form shows.
    staleTime: 0,
    select: (result) => result.voucher_number,
  });
}

export function useOpenDocuments(kind: VoucherKind, partyId: number | null) {
  return useQuery({
    queryKey: [VOUCHERS, kind, 'open-documents', partyId],
    queryFn: ({ signal }) =>
      api.get<{ data: OpenDocument[] }>(
        voucherKindText(kind).openDocumentsPath(partyId ?? 0),
        undefined,
        signal,
      ),
    enabled: partyId !== null,
    staleTime: 0,
    select: (result) => result.data,
  });
}

export function usePartyBalance(path: 'customers' | 'suppliers', id: number) {
  return useQuery({
    queryKey: [VOUCHERS, 'balance', path, id],
    queryFn: ({ signal }) => api.get<PartyBalance>(`${path}/${id}/balance`, undefined, signal),
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

export function useIssueVoucher(kind: VoucherKind) {
  const refresh = useRefreshAfterVoucherChange();
  return useMutation({
    mutationFn: (payload: unknown) => api.post<VoucherDetail>(voucherKindText(kind).apiPath, payload),
    onSuccess: refresh,
  });
}

export function useRemoveVoucher() {
  const refresh = useRefreshAfterVoucherChange();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: VoucherKind; id: number }) =>
      api.delete(`${voucherKindText(kind).apiPath}/${id}`),
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
  const file = await requestFile(`/api/${voucherKindText(kind).apiPath}/${id}/pdf`);
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
