import { returnRoutes } from '@bahi/domain/contract';
import type { FilingInput, ReturnSettingsInput } from '@bahi/domain/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { downloadBlob } from '../../../lib/export/download-blob';

// The Returns screen's calls. Keys start with 'reports', so saving an invoice, a purchase or a
// product (which may fix a flagged record) refreshes them.

const KEY = ['reports', 'returns'] as const;

export function useReturnSettings() {
  return useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: ({ signal }) => callApi(returnRoutes.settings, undefined, signal),
  });
}

export function useSaveReturnSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnSettingsInput) => callApi(returnRoutes.updateSettings, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useGstr1Preview(period: string) {
  return useQuery({
    queryKey: [...KEY, 'gstr1', period],
    queryFn: ({ signal }) => callApi(returnRoutes.gstr1Preview, { query: { period } }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGstr3b(period: string) {
  return useQuery({
    queryKey: [...KEY, 'gstr3b', period],
    queryFn: ({ signal }) => callApi(returnRoutes.gstr3b, { query: { period } }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The upload file as the server names it (GSTR1_{gstin}_{MMYYYY}.json); refused while something needs fixing. */
export async function downloadGstr1(period: string, fileName: string): Promise<void> {
  downloadBlob(fileName, await callApi(returnRoutes.gstr1, { query: { period } }));
}

export function useFilings() {
  return useQuery({
    queryKey: [...KEY, 'filings'],
    queryFn: ({ signal }) => callApi(returnRoutes.filings, undefined, signal),
  });
}

export function useMarkFiled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FilingInput) => callApi(returnRoutes.markFiled, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useUnlockFiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi(returnRoutes.unlock, { params: { id }, body: { reason } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}
