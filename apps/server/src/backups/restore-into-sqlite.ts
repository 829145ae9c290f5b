import fs from 'node:fs';
import path from 'node:path';
import type { Backup } from '@bahi/domain/schemas';
import SQLite from 'better-sqlite3';
import { migrateToLatest } from '../core/db/migrate';
import { backupFileName, publishBackup } from './backup-files';
import { refuseNewerBackup } from './backup-version';
import { type BackupManifest, manifestMismatch, type RestoreReport } from './restore-checks';
import {
  copyBackupIn,
  integrityProblems,
  kyselyOver,
  lockSqliteForRestore,
  sqliteRowCounts,
} from './restore-sqlite';
import { checkSnapshot, type RowCounts } from './snapshot-check';

// An SQLite restore checks everything it can before it touches the database: the backup file
// (integrity, a Bahi database, not from a newer Bahi, the rows its manifest lists), then a working
// copy of it brought to this Bahi's schema, then the copy inside the database before it commits.
// Any failure up to that commit leaves the database file byte for byte as it was.

/** Virtual tables and the shadow tables of their indexes: rebuilt on restore, not compared. */
function searchIndexTables(connection: SQLite.Database): Set<string> {
  const rows = connection
    .prepare("select name from pragma_table_list where type in ('virtual', 'shadow')")
    .all() as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

function checkBackupFile(file: string, manifest: BackupManifest | null): RowCounts {
  let backup: SQLite.Database;
  try {
    backup = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new Error(
      `The backup cannot be opened as an SQLite database (${String(error)}); nothing was changed`,
    );
  }
  try {
    const problems = integrityProblems(backup);
    if (problems.length > 0)
      throw new Error(
        `The backup fails its integrity check: ${problems.slice(0, 3).join('; ')}; nothing was changed`,
      );
    const hasMigrations = backup.prepare("select 1 from sqlite_master where name = 'kysely_migration'").get();
    if (!hasMigrations)
      throw new Error('The file is not a Bahi database (it has no migration history); nothing was changed');
    const applied = backup.prepare('select name from kysely_migration').all() as { name: string }[];
    refuseNewerBackup(
      applied.map((row) => row.name),
      manifest?.bahi_version,
    );
    const counts = sqliteRowCounts(backup);
    const mismatch = manifest && manifestMismatch(manifest, counts, searchIndexTables(backup));
    if (mismatch)
      throw new Error(
        `The backup does not hold the rows its manifest lists (${mismatch}); nothing was changed`,
      );
    return counts;
  } finally {
    backup.close();
  }
}

/** A copy of the backup brought to this Bahi's schema and checked, ready to be copied in. */
async function prepareWorkingCopy(file: string, dir: string): Promise<string> {
  const working = path.join(dir, `restoring-${process.pid}-${Date.now()}.db`);
  fs.copyFileSync(file, working);
  const connection = new SQLite(working, { fileMustExist: true });
  const db = kyselyOver(connection);
  try {
    await migrateToLatest(db).catch((error: unknown) => {
      throw new Error(
        `The backup cannot be brought to this Bahi's schema (${error instanceof Error ? error.message : String(error)}); nothing was changed`,
      );
    });
    const problems = integrityProblems(connection);
    if (problems.length > 0)
      throw new Error(
        `The migrated copy of the backup fails its integrity check: ${problems[0]}; nothing was changed`,
      );
    return working;
  } catch (error) {
    await db.destroy();
    fs.rmSync(working, { force: true });
    throw error;
  } finally {
    await db.destroy().catch(() => undefined);
  }
}

/** Keeps the current contents aside as a checked before-restore backup. */
function keepCurrentAside(connection: SQLite.Database, dir: string): Backup {
  const takenAt = new Date();
  const name = backupFileName('before-restore', 'sqlite', takenAt);
  const partial = path.join(dir, `${name}.partial`);
  connection.prepare('vacuum main into ?').run(partial);
  const current = sqliteRowCounts(connection);
  const aside = new SQLite(partial, { fileMustExist: true });
  const check = checkSnapshot({
    sourceCounts: current,
    backupCounts: sqliteRowCounts(aside),
    problems: integrityProblems(aside),
  });
  const hasMigrations = aside.prepare("select 1 from sqlite_master where name = 'kysely_migration'").get();
  const schema = hasMigrations
    ? (aside.prepare('select max(name) as name from kysely_migration').get() as { name: string | null }).name
    : null;
  aside.close();
  if (!check.ok) {
    fs.rmSync(partial, { force: true });
    throw new Error(
      `The copy of the current database failed its check (${check.message}); nothing was changed`,
    );
  }
  const backup: Backup = {
    name,
    kind: 'before-restore',
    database: 'sqlite',
    created_at: takenAt.toISOString(),
    size_bytes: fs.statSync(partial).size,
    check,
    row_counts: current,
    ...(schema ? { schema } : {}),
  };
  publishBackup(dir, partial, backup);
  return backup;
}

export async function restoreSqlite(
  filename: string,
  file: string,
  dir: string,
  manifest: BackupManifest | null,
): Promise<RestoreReport> {
  checkBackupFile(file, manifest);
  fs.mkdirSync(dir, { recursive: true });
  const working = await prepareWorkingCopy(file, dir);
  try {
    const { connection } = lockSqliteForRestore(filename);
    const db = kyselyOver(connection);
    try {
      const aside = keepCurrentAside(connection, dir);
      copyBackupIn(connection, working);
      // Already at the latest schema (the working copy was migrated); this only confirms it.
      await migrateToLatest(db).catch((error: unknown) => {
        throw new Error(
          `The backup was restored, but confirming its schema failed (${String(error)}); the database as it was before is kept as ${aside.name}`,
        );
      });
      return { aside, restoredCounts: sqliteRowCounts(connection), manifest };
    } finally {
      // Closes the restore's connection, which ends its exclusive lock.
      await db.destroy();
    }
  } finally {
    fs.rmSync(working, { force: true });
  }
}
