import {
  eDocumentDueRoutes,
  eInvoiceRoutes,
  ewayBillRoutes,
  type RouteBodyInput,
} from '@bahi/domain/contract';
import type { EInvoice } from '@bahi/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { downloadBlob } from '../../../lib/export/download-blob';

// An invoice's e-invoice (read, its INV-01 file, the IRP's answer imported, the IRN's cancellation),
// a day's upload files for both portals, and the report of numbers still to get.

export const eInvoiceKey = (id: number) => ['e-invoice', id] as const;
export type IrnCancelBody = RouteBodyInput<typeof eInvoiceRoutes.cancel>;

export function useEInvoice(id: number) {
  return useQuery({
    queryKey: eInvoiceKey(id),
    queryFn: ({ signal }) => callApi(eInvoiceRoutes.get, { params: { id } }, signal),
  });
}

export function useNumbersDue() {
  return useQuery({
    queryKey: ['e-documents-due'],
    queryFn: ({ signal }) => callApi(eDocumentDueRoutes.due, {}, signal),
  });
}

/** After an IRN or a number is recorded: the invoice pages, the list's columns and the report change. */
function useRefreshAfterRecord() {
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

export function useCancelIrn(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterRecord();
  return useMutation({
    mutationFn: (body: IrnCancelBody) => callApi(eInvoiceRoutes.cancel, { params: { id }, body }),
    onSuccess: (saved: EInvoice) => {
      queryClient.setQueryData(eInvoiceKey(id), saved);
      refresh();
    },
  });
}

const safeName = (text: string) => text.replaceAll('/', '-');

export async function downloadInv01(id: number, invoiceNumber: string): Promise<void> {
  const file = await callApi(eInvoiceRoutes.json, { params: { id } });
  downloadBlob(`EINV_${safeName(invoiceNumber)}.json`, file);
}

export async function downloadDayInv01(date: string): Promise<void> {
  const file = await callApi(eInvoiceRoutes.dayJson, { body: { date } });
  downloadBlob(`EINV_${date}.json`, file);
}

export async function downloadDayEway(date: string): Promise<void> {
  const file = await callApi(ewayBillRoutes.dayJson, { body: { date } });
  downloadBlob(`EWB_${date}.json`, file);
}
