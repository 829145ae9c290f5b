import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Backup, BackupList, BackupSchedule, BackupScheduleValues } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { inTransaction } from '../core/db/transactions';
import { ConflictError, NotFoundError } from '../core/http/errors';
import { type RequestContext, systemContext, withDb } from '../core/http/request-context';
import { recordBackupTaken, recordScheduleChanged } from './backup-audit';
import type { BackupConfig } from './backup-config';
import { backupFilePath, readBackups, removeBackup } from './backup-files';
import { expiredBackups, isDailyBackupDue } from './backup-retention';
import {
  type BackupScheduleRow,
  findBackupSchedule,
  updateBackupSchedule,
} from './backup-schedule-repository';
import { withBackupLock, writeBackup } from './backup-writer';

// Use cases of Settings > Backups and of the daily schedule. The backups are files in the backup
// folder (BAHI_BACKUP_DIR); the schedule is a row of the database.

const NOT_CONFIGURED =
  'Backups are not set up on this server (it was started without a database file or URL)';

function configured(config: BackupConfig | undefined): BackupConfig {
  if (!config) throw new ConflictError(NOT_CONFIGURED);
  return config;
}

function toSchedule({ daily_hour, keep_days, updated_at }: BackupScheduleRow): BackupSchedule {
  return { daily_hour, keep_days, updated_at };
}

export async function listBackups(
  ctx: RequestContext,
  config: BackupConfig | undefined,
): Promise<BackupList> {
  const schedule = toSchedule(await findBackupSchedule(ctx.db));
  if (!config) return { directory: '', schedule, backups: [] };
  return { directory: config.dir, schedule, backups: readBackups(config.dir) };
}

/** Back up now (Settings, `npm run backup`): answers the backup with what its check found. */
export async function backUpNow(ctx: RequestContext, config: BackupConfig | undefined): Promise<Backup> {
  const { dir } = configured(config);
  const backup = await withBackupLock(dir, () => writeBackup(configured(config), 'manual'));
  await recordBackupTaken(ctx, backup);
  return backup;
}

export function openBackupFile(
  config: BackupConfig | undefined,
  name: string,
): { file: Readable; fileName: string; size: number } {
  const file = config ? backupFilePath(config.dir, name) : null;
  if (!file) throw new NotFoundError(`Backup ${name} not found`);
  return { file: fs.createReadStream(file), fileName: name, size: fs.statSync(file).size };
}

export async function changeBackupSchedule(
  ctx: RequestContext,
  values: BackupScheduleValues,
): Promise<BackupSchedule> {
  return inTransaction(ctx.db, async (trx) => {
    const before = toSchedule(await findBackupSchedule(trx));
    const after = toSchedule(await updateBackupSchedule(trx, values, new Date().toISOString()));
    await recordScheduleChanged(withDb(ctx, trx), before, after);
    return after;
  });
}

/**
 * The daily backup, when due (see isDailyBackupDue), then removal of the backups older than the
 * days kept. Due-ness is decided again under the lock, so two servers on one database take one.
 * Answers the backup taken, or null when none was due or another process is taking one.
 */
export async function takeDailyBackupIfDue(
  db: Db,
  config: BackupConfig,
  now = new Date(),
): Promise<Backup | null> {
  const schedule = await findBackupSchedule(db);
  if (!isDailyBackupDue(now, schedule.daily_hour, readBackups(config.dir))) return null;
  try {
    return await withBackupLock(config.dir, async () => {
      if (!isDailyBackupDue(now, schedule.daily_hour, readBackups(config.dir))) return null;
      const backup = await writeBackup(config, 'daily', now);
      await recordBackupTaken(systemContext(db, 'daily backup'), backup);
      for (const expired of expiredBackups(now, schedule.keep_days, readBackups(config.dir))) {
        removeBackup(config.dir, expired.name);
      }
      return backup;
    });
  } catch (error) {
    if (error instanceof ConflictError) return null;
    throw error;
  }
}
