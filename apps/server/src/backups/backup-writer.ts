import fs from 'node:fs';
import path from 'node:path';
import type { Backup, BackupKind } from '@bahi/domain/schemas';
import { migrations } from '../core/db/migrations/index';
import { ConflictError } from '../core/http/errors';
import type { BackupConfig } from './backup-config';
import { backupFileName, publishBackup } from './backup-files';
import { tryLockBackups } from './backup-lock';
import { BAHI_VERSION, SCHEMA_VERSION } from './backup-version';
import { snapshotPostgres } from './postgres-backup';
import { checkSnapshot } from './snapshot-check';
import { snapshotSqlite } from './sqlite-backup';

// Writing one backup: a consistent snapshot into <name>.partial, read back and checked, then
// published under its name with its manifest. One backup at a time per folder.

export const BACKUP_BUSY_MESSAGE = 'A backup is being taken right now; try again when it has finished';

/** Runs `work` holding the folder's backup lock; refuses while another backup runs. */
export async function withBackupLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const lock = tryLockBackups(dir);
  if (!lock) throw new ConflictError(BACKUP_BUSY_MESSAGE);
  try {
    return await work();
  } finally {
    lock.release();
  }
}

/** Takes, checks and publishes a backup. The caller holds the backup lock. */
export async function writeBackup(
  config: BackupConfig,
  kind: BackupKind,
  takenAt = new Date(),
): Promise<Backup> {
  const { dir, target } = config;
  if (target.kind === 'sqlite' && target.filename === ':memory:') {
    throw new ConflictError('A database held in memory cannot be backed up');
  }
  fs.mkdirSync(dir, { recursive: true });
  const name = backupFileName(kind, target.kind, takenAt);
  const partial = path.join(dir, `${name}.partial`);
  fs.rmSync(partial, { force: true });
  try {
    const snapshot =
      target.kind === 'sqlite'
        ? await snapshotSqlite(target.filename, partial)
        : await snapshotPostgres(target.connectionString, partial);
    const backup: Backup = {
      name,
      kind,
      database: target.kind,
      created_at: takenAt.toISOString(),
      size_bytes: fs.statSync(partial).size,
      check: checkSnapshot(snapshot),
      row_counts: snapshot.backupCounts,
      bahi_version: BAHI_VERSION,
      // A database at this Bahi's schema has every one of its migrations; one that is not (an
      // empty database kept aside before a restore) names no schema.
      ...(snapshot.backupCounts.kysely_migration === Object.keys(migrations).length
        ? { schema: SCHEMA_VERSION }
        : {}),
    };
    publishBackup(dir, partial, backup);
    return backup;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
