import type { Settings, SettingsInput } from '@bahi/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// The seller's own details (one record): GET and PUT /api/settings.
const SETTINGS_KEY = ['settings'];

export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<Settings>('settings', undefined, signal),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsInput) => api.put<Settings>('settings', values),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
