import { ewayBillRoutes, type RouteBodyInput } from '@bahi/domain/contract';
import type { EwayBill } from '@bahi/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { downloadBlob } from '../../../lib/export/download-blob';

// An invoice's e-way bill: read, Part B saved, the portal's JSON downloaded, the number recorded,
// a cancellation recorded, the print downloaded.

export const ewayBillKey = (id: number) => ['eway-bill', id] as const;

export type EwayPartBBody = RouteBodyInput<typeof ewayBillRoutes.save>;
export type EwayNumberBody = RouteBodyInput<typeof ewayBillRoutes.recordNumber>;
export type EwayCancelBody = RouteBodyInput<typeof ewayBillRoutes.cancel>;

export function useEwayBill(id: number) {
  return useQuery({
    queryKey: ewayBillKey(id),
    queryFn: ({ signal }) => callApi(ewayBillRoutes.get, { params: { id } }, signal),
  });
}

function useEwayWrite<B>(id: number, write: (body: B) => Promise<EwayBill>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => {
      queryClient.setQueryData(ewayBillKey(id), saved);
      // The invoice's PDF and list row show the number.
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}

export function useSavePartB(id: number) {
  return useEwayWrite(id, (body: EwayPartBBody) => callApi(ewayBillRoutes.save, { params: { id }, body }));
}

export function useRecordEwayNumber(id: number) {
  return useEwayWrite(id, (body: EwayNumberBody) =>
    callApi(ewayBillRoutes.recordNumber, { params: { id }, body }),
  );
}

export function useCancelEwayBill(id: number) {
  return useEwayWrite(id, (body: EwayCancelBody) => callApi(ewayBillRoutes.cancel, { params: { id }, body }));
}

export async function downloadEwayJson(id: number, invoiceNumber: string): Promise<void> {
  const file = await callApi(ewayBillRoutes.json, { params: { id } });
  downloadBlob(`EWB_${invoiceNumber.replaceAll('/', '-')}.json`, file);
}

export async function downloadEwayPrint(id: number, number: string | null): Promise<void> {
  const file = await callApi(ewayBillRoutes.pdf, { params: { id } });
  downloadBlob(`EWB_${number ?? 'draft'}.pdf`, file);
}
