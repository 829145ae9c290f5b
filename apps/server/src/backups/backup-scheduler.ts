import type { Db } from '../core/db/database';
import type { BackupConfig } from './backup-config';
import { takeDailyBackupIfDue } from './backup-service';

// While the server runs it looks once a minute whether the daily backup is due (the hour set in
// Settings, India time; at start if the last scheduled one was missed). A backup that fails is
// logged and tried again an hour later rather than every minute.

const CHECK_EVERY_MS = 60_000;
const FIRST_CHECK_AFTER_MS = 5_000;
const RETRY_FAILED_AFTER_MS = 60 * 60_000;

type Log = { info: (message: string) => void; error: (message: string) => void };

export function startBackupScheduler(db: Db, config: BackupConfig, log: Log): { stop: () => void } {
  let running = false;
  let failedAt = 0;
  const check = async () => {
    if (running || Date.now() - failedAt < RETRY_FAILED_AFTER_MS) return;
    running = true;
    try {
      const backup = await takeDailyBackupIfDue(db, config);
      if (backup) log.info(`Daily backup ${backup.name}: ${backup.check.message}`);
    } catch (error) {
      failedAt = Date.now();
      log.error(`Daily backup failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(check, FIRST_CHECK_AFTER_MS);
  const timer = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
