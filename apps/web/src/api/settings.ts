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
    onSuccess: async (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      // A new GSTIN (or none) adds to the registration history.
      await queryClient.invalidateQueries({ queryKey: GST_REGISTRATIONS_KEY });
    },
  });
}

const GST_REGISTRATIONS_KEY = ['settings', 'gst-registrations'];

/** The GSTIN the shop held from each date (returns are filed under the one of their period). */
export function useGstRegistrations() {
  return useQuery({
    queryKey: GST_REGISTRATIONS_KEY,
    queryFn: ({ signal }) => callApi(settingsRoutes.gstRegistrations, {}, signal),
  });
}
