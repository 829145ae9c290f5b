import { eDocumentDueRoutes, eInvoiceRoutes, ewayBillRoutes } from '@bahi/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { downloadBlob } from '../../../lib/export/download-blob';

// A day's upload files for both portals, and the report of numbers still to get (one document's
// e-invoice calls are in components/e-documents/e-invoice-api.ts, shared with the notes).

export function useNumbersDue() {
  return useQuery({
    queryKey: ['e-documents-due'],
    queryFn: ({ signal }) => callApi(eDocumentDueRoutes.due, {}, signal),
  });
}

export async function downloadDayInv01(date: string): Promise<void> {
  const file = await callApi(eInvoiceRoutes.dayJson, { body: { date } });
  downloadBlob(`EINV_${date}.json`, file);
}

export async function downloadDayEway(date: string): Promise<void> {
  const file = await callApi(ewayBillRoutes.dayJson, { body: { date } });
  downloadBlob(`EWB_${date}.json`, file);
}
