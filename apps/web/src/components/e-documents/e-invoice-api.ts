import {
  creditNoteEInvoiceRoutes,
  debitNoteEInvoiceRoutes,
  eInvoiceRoutes,
  type RouteBodyInput,
} from '@bahi/domain/contract';
import type { EInvoice } from '@bahi/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callRoute } from '../../api/client';
import { downloadBlob } from '../../lib/export/download-blob';

// A document's e-invoice (an invoice's, a credit note's or a debit note's): read, its INV-01
// file, the IRP's answer imported (one import for every kind) and the IRN's cancellation. The
// three kinds' calls take and answer the same shapes, so one set of hooks serves them all.

export type EInvoiceDocumentKind = 'invoice' | 'credit-note' | 'debit-note';

const CALLS = {
  invoice: eInvoiceRoutes,
  'credit-note': creditNoteEInvoiceRoutes,
  'debit-note': debitNoteEInvoiceRoutes,
} as const;

export const eInvoiceKey = (kind: EInvoiceDocumentKind, id: number) => ['e-invoice', kind, id] as const;
export type IrnCancelBody = RouteBodyInput<typeof eInvoiceRoutes.cancel>;

export function useEInvoice(kind: EInvoiceDocumentKind, id: number) {
  return useQuery({
    queryKey: eInvoiceKey(kind, id),
    queryFn: ({ signal }) => callRoute(CALLS[kind].get, { params: { id } }, signal) as Promise<EInvoice>,
  });
}

/** After an IRN or a number is recorded: the document pages, the list's columns and the report change. */
export function useRefreshAfterRecord() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [['e-invoice'], ['eway-bill'], ['invoices'], ['e-documents-due']]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

export function useImportIrpAnswer() {
  const refresh = useRefreshAfterRecord();
  return useMutation({
    mutationFn: (content: string) => callApi(eInvoiceRoutes.importAnswer, { body: { content } }),
    onSuccess: refresh,
  });
}

export function useCancelIrn(kind: EInvoiceDocumentKind, id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterRecord();
  return useMutation({
    mutationFn: (body: IrnCancelBody) =>
      callRoute(CALLS[kind].cancel, { params: { id }, body }) as Promise<EInvoice>,
    onSuccess: (saved: EInvoice) => {
      queryClient.setQueryData(eInvoiceKey(kind, id), saved);
      refresh();
    },
  });
}

export async function downloadInv01(kind: EInvoiceDocumentKind, id: number, number: string): Promise<void> {
  const file = (await callRoute(CALLS[kind].json, { params: { id } })) as Blob;
  downloadBlob(`EINV_${number.replaceAll('/', '-')}.json`, file);
}
