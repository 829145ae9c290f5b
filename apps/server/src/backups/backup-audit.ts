import type { Backup, BackupSchedule } from '@bahi/domain/schemas';
import type { DatabaseTarget } from '../core/config';
import { createDatabase } from '../core/db/database';
import { recordChange, recordCreated, recordUpdated } from '../core/edit-log/record-change';
import { type RequestContext, systemContext } from '../core/http/request-context';

// Backups are files, not rows, but taking one, changing the schedule and restoring are entries of
// the edit log like any other change: an auditor asks who restored what, and when.

/** A backup taken (Settings, the daily schedule, `npm run backup`). */
export function recordBackupTaken(ctx: RequestContext, backup: Backup): Promise<void> {
  return recordCreated(ctx, 'backup', backup.name, backup);
}

export function recordScheduleChanged(
  ctx: RequestContext,
  before: BackupSchedule,
  after: BackupSchedule,
): Promise<void> {
  return recordUpdated(ctx, 'backup', 'schedule', before, after);
}

/**
 * A restore, written into the restored database itself (the log of the one it replaced is kept in
 * the before-restore backup). The command line acts as the system actor.
 */
export async function recordRestore(
  target: DatabaseTarget,
  restoredFile: string,
  aside: Backup,
): Promise<void> {
  const db = createDatabase(target);
  try {
    await recordChange(systemContext(db, 'npm run restore'), {
      recordType: 'backup',
      recordId: restoredFile,
      action: 'restore',
      before: { kept_as: aside.name, row_counts: aside.row_counts },
      after: { restored_from: restoredFile },
    });
  } finally {
    await db.destroy();
  }
}

/** `npm run backup` runs outside the server: it opens the database just to log the backup. */
export async function recordCliBackup(target: DatabaseTarget, backup: Backup): Promise<void> {
  const db = createDatabase(target);
  try {
    await recordBackupTaken(systemContext(db, 'npm run backup'), backup);
  } finally {
    await db.destroy();
  }
}
