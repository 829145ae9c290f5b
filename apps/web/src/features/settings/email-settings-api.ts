import { emailRoutes, type RouteBodyInput } from '@bahi/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

// The shop's mail server, for Settings > E-mail.

const KEY = ['settings', 'email'] as const;

export type EmailSettingsBody = RouteBodyInput<typeof emailRoutes.updateSettings>;

export function useEmailSettings() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => callApi(emailRoutes.settings, {}, signal) });
}

export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailSettingsBody) => callApi(emailRoutes.updateSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
