import { tallyRoutes } from '@bahi/domain/contract';
import type { TallySettingsInput } from '@bahi/domain/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { downloadBlob } from '../../lib/export/download-blob';

// The Tally export screen's calls. Keys start with 'reports', so saving any document refreshes
// the summary.

const KEY = ['reports', 'tally'] as const;

export function useTallySettings() {
  return useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: ({ signal }) => callApi(tallyRoutes.settings, undefined, signal),
  });
}

export function useSaveTallySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TallySettingsInput) => callApi(tallyRoutes.updateSettings, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useTallySummary(from: string, to: string) {
  return useQuery({
    queryKey: [...KEY, 'summary', from, to],
    queryFn: ({ signal }) => callApi(tallyRoutes.summary, { query: { from, to } }, signal),
    placeholderData: keepPreviousData,
  });
}

export async function downloadTallyMasters(): Promise<void> {
  downloadBlob('Tally_masters.xml', await callApi(tallyRoutes.masters, {}));
}

export async function downloadTallyVouchers(from: string, to: string): Promise<void> {
  downloadBlob(
    `Tally_vouchers_${from}_${to}.xml`,
    await callApi(tallyRoutes.vouchers, { query: { from, to } }),
  );
}
