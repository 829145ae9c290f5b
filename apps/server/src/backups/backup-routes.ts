import { backupRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import type { BackupConfig } from './backup-config';
import { backUpNow, changeBackupSchedule, listBackups, openBackupFile } from './backup-service';

/** Settings > Backups: the list, a backup now, a backup's file, the daily schedule (Owner only). */
export function registerBackupRoutes(api: ApiRouter, config: BackupConfig | undefined): void {
  api.add(backupRoutes.list, ({ ctx }) => listBackups(ctx, config));
  api.add(backupRoutes.create, ({ ctx }) => backUpNow(ctx, config));
  api.add(backupRoutes.download, async ({ params }) => openBackupFile(config, params.name));
  api.add(backupRoutes.updateSchedule, ({ ctx, body }) => changeBackupSchedule(ctx, body));
}
