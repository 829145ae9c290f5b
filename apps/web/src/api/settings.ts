import { settingsRoutes } from '@bahi/domain/contract';
import type { SettingsInput } from '@bahi/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client';

// The seller's own details (one record): GET and PUT /api/settings.
const SETTINGS_KEY = ['settings'];

export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => callApi(settingsRoutes.get, {}, signal),
  });
}

/** "Explore with sample data", and wiping it: every cached list and report is stale after either. */
export function useStartDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(settingsRoutes.startDemo, {}),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries();
      queryClient.setQueryData(SETTINGS_KEY, saved);
    },
  });
}

export function useWipeDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(settingsRoutes.wipeDemo, {}),
    onSuccess: async (saved) => {
      queryClient.removeQueries();
      queryClient.setQueryData(SETTINGS_KEY, saved);
    },
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsInput) => callApi(settingsRoutes.update, { body: values }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
