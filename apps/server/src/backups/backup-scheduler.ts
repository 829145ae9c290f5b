import type { Db } from '../core/db/database';
import { type ServerLog, startPeriodicTask } from '../core/periodic-task';
import type { BackupConfig } from './backup-config';
import { takeDailyBackupIfDue } from './backup-service';

// While the server runs it looks once a minute whether the daily backup is due (the hour set in
// Settings, India time; at start if the last scheduled one was missed). A backup that fails is
// logged and tried again an hour later rather than every minute.

const CHECK_EVERY_MS = 60_000;
const FIRST_CHECK_AFTER_MS = 5_000;
const RETRY_FAILED_AFTER_MS = 60 * 60_000;

export function startBackupScheduler(db: Db, config: BackupConfig, log: ServerLog): { stop: () => void } {
  const run = async () => {
    const backup = await takeDailyBackupIfDue(db, config);
    if (backup) log.info(`Daily backup ${backup.name}: ${backup.check.message}`);
  };
  return startPeriodicTask(
    {
      name: 'Daily backup',
      firstAfterMs: FIRST_CHECK_AFTER_MS,
      everyMs: CHECK_EVERY_MS,
      restAfterFailureMs: RETRY_FAILED_AFTER_MS,
      run,
    },
    log,
  );
}
