import { ewayBillRoutes, purchaseReturnEwayBillRoutes, type RouteBodyInput } from '@bahi/domain/contract';
import type { EwayBill } from '@bahi/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../api/client';
import { downloadBlob } from '../../lib/export/download-blob';

// A document's e-way bill (an invoice's or a purchase return's): read, Part B saved, the portal's
// JSON downloaded, the number recorded, a cancellation recorded, the print downloaded. Both kinds'
// calls take and answer the same shapes, so one set of hooks serves them; a bill names its kind.

export type EwayDocumentType = EwayBill['document_type'];

const CALLS = { invoice: ewayBillRoutes, purchase_return: purchaseReturnEwayBillRoutes } as const;
/** The list and detail queries that show a bill's number or status. */
const DOCUMENT_QUERIES = { invoice: ['invoices'], purchase_return: ['purchase-returns'] } as const;

export const ewayBillKey = (type: EwayDocumentType, id: number) => ['eway-bill', type, id] as const;

export type EwayPartBBody = RouteBodyInput<typeof ewayBillRoutes.save>;
export type EwayNumberBody = RouteBodyInput<typeof ewayBillRoutes.recordNumber>;
export type EwayCancelBody = RouteBodyInput<typeof ewayBillRoutes.cancel>;

export function useEwayBill(type: EwayDocumentType, id: number) {
  return useQuery({
    queryKey: ewayBillKey(type, id),
    queryFn: ({ signal }) => callRoute(CALLS[type].get, { params: { id } }, signal) as Promise<EwayBill>,
  });
}

function useEwayWrite<B>(bill: EwayBill, call: 'save' | 'recordNumber' | 'cancel') {
  const queryClient = useQueryClient();
  const type = bill.document_type;
  const id = bill.document_id;
  return useMutation({
    mutationFn: (body: B) => callRoute(CALLS[type][call], { params: { id }, body }) as Promise<EwayBill>,
    onSuccess: (saved) => {
      queryClient.setQueryData(ewayBillKey(type, id), saved);
      // The document's PDF, its list row and the numbers-due report show the number.
      for (const queryKey of [DOCUMENT_QUERIES[type], ['e-documents-due']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

export function useSavePartB(bill: EwayBill) {
  return useEwayWrite<EwayPartBBody>(bill, 'save');
}

export function useRecordEwayNumber(bill: EwayBill) {
  return useEwayWrite<EwayNumberBody>(bill, 'recordNumber');
}

export function useCancelEwayBill(bill: EwayBill) {
  return useEwayWrite<EwayCancelBody>(bill, 'cancel');
}

export async function downloadEwayJson(bill: EwayBill): Promise<void> {
  const file = (await callRoute(CALLS[bill.document_type].json, {
    params: { id: bill.document_id },
  })) as Blob;
  downloadBlob(`EWB_${bill.document_number.replaceAll('/', '-')}.json`, file);
}

export async function downloadEwayPrint(bill: EwayBill): Promise<void> {
  const file = (await callRoute(CALLS[bill.document_type].pdf, { params: { id: bill.document_id } })) as Blob;
  downloadBlob(`EWB_${bill.ewb_number ?? 'draft'}.pdf`, file);
}
