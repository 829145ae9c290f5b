import { eDocumentSettingsRoutes, type RouteBodyInput } from '@bahi/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

// The shop's e-way bill and e-invoice settings, for Settings > E-way bills and e-invoices.

export const E_DOCUMENT_SETTINGS_KEY = ['settings', 'e-documents'] as const;

export type EDocumentSettingsBody = RouteBodyInput<typeof eDocumentSettingsRoutes.update>;

export function useEDocumentSettings() {
  return useQuery({
    queryKey: E_DOCUMENT_SETTINGS_KEY,
    queryFn: ({ signal }) => callApi(eDocumentSettingsRoutes.get, {}, signal),
  });
}

export function useSaveEDocumentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EDocumentSettingsBody) => callApi(eDocumentSettingsRoutes.update, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(E_DOCUMENT_SETTINGS_KEY, saved);
      // Every invoice's e-way bill status depends on the limits.
      void queryClient.invalidateQueries({ queryKey: ['eway-bill'] });
    },
  });
}
