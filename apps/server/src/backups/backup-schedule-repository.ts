import type { Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import type { BackupScheduleTable } from '../core/db/schema-backups';

export type BackupScheduleRow = Selectable<BackupScheduleTable>;

// One row, id 1, created by the migration.
const SCHEDULE_ID = 1;

export function findBackupSchedule(db: Db): Promise<BackupScheduleRow> {
  return db.selectFrom('backup_schedule').selectAll().where('id', '=', SCHEDULE_ID).executeTakeFirstOrThrow();
}

export function updateBackupSchedule(
  db: Db,
  values: { daily_hour: number; keep_days: number },
  updatedAt: string,
): Promise<BackupScheduleRow> {
  return db
    .updateTable('backup_schedule')
    .set({ ...values, updated_at: updatedAt })
    .where('id', '=', SCHEDULE_ID)
    .returningAll()
    .executeTakeFirstOrThrow();
}
