import { settingsRoutes } from '@bahi/domain/contract';
import type { SettingsImageKind } from '@bahi/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

// The shop's logo and signature, for Settings > Logo and signature.

const KEY = ['settings', 'images'] as const;

export function useSettingsImages() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => callApi(settingsRoutes.images, {}, signal) });
}

export function useUploadSettingsImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, dataUrl }: { kind: SettingsImageKind; dataUrl: string }) =>
      callApi(settingsRoutes.putImage, { params: { kind }, body: { data_url: dataUrl } }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

export function useRemoveSettingsImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: SettingsImageKind) => callApi(settingsRoutes.removeImage, { params: { kind } }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

/** A file as a data: URL, the form the server takes it in. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
