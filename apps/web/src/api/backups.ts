import { backupRoutes } from '@bahi/domain/contract';
import type { BackupScheduleValues } from '@bahi/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, routeUrl } from './client';

// Settings > Backups: the list with each backup's check, a backup now, the daily schedule.
const BACKUPS_KEY = ['backups'];

export function useBackups() {
  return useQuery({ queryKey: BACKUPS_KEY, queryFn: ({ signal }) => callApi(backupRoutes.list, {}, signal) });
}

export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(backupRoutes.create, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}

export function useSaveBackupSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BackupScheduleValues) => callApi(backupRoutes.updateSchedule, { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}

/** Where the browser downloads a backup from (a plain link: large files stream to disk). */
export function backupDownloadUrl(name: string): string {
  return routeUrl(backupRoutes.download, { params: { name } });
}
