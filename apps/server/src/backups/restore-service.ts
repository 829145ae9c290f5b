import fs from 'node:fs';
import path from 'node:path';
import { type Backup, backupSchema } from '@bahi/domain/schemas';
import SQLite from 'better-sqlite3';
import type { DatabaseTarget } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations/index';
import { recordRestore } from './backup-audit';
import type { BackupConfig } from './backup-config';
import { backupFileName, publishBackup } from './backup-files';
import { withBackupLock, writeBackup } from './backup-writer';
import { countPostgresRows, readDumpCounts } from './postgres-backup';
import { claimDatabaseForRestore } from './postgres-claim';
import { loadDumpIntoDatabase } from './restore-postgres';
import {
  copyBackupIn,
  integrityProblems,
  kyselyOver,
  lockSqliteForRestore,
  sqliteRowCounts,
} from './restore-sqlite';
import { checkSnapshot, type RowCounts } from './snapshot-check';

// `npm run restore -- FILE`: check the backup, refuse while the database is in use, keep the
// current contents aside as a backup of kind before-restore, restore, check, migrate.

export type RestoreReport = { aside: Backup; restoredCounts: RowCounts };

function sameCounts(a: RowCounts, b: RowCounts): boolean {
  return checkSnapshot({ sourceCounts: a, backupCounts: b, problems: [] }).ok;
}

/** The manifest written beside the backup, when the file still has it: its counts must match. */
function manifestCounts(file: string): RowCounts | null {
  try {
    return backupSchema.parse(JSON.parse(fs.readFileSync(`${file}.json`, 'utf8'))).row_counts;
  } catch {
    return null;
  }
}

function checkSqliteBackup(file: string): RowCounts {
  const backup = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const problems = integrityProblems(backup);
    if (problems.length > 0)
      throw new Error(`The backup fails its integrity check: ${problems.slice(0, 3).join('; ')}`);
    const hasMigrations = backup.prepare("select 1 from sqlite_master where name = 'kysely_migration'").get();
    if (!hasMigrations) throw new Error('The file is not a Bahi database (it has no migration history)');
    const applied = backup.prepare('select name from kysely_migration').all() as { name: string }[];
    const unknown = applied.filter(({ name }) => !(name in migrations));
    if (unknown.length > 0) {
      throw new Error(
        `The backup was made by a newer Bahi (migration ${unknown[0]?.name}): update Bahi first`,
      );
    }
    return sqliteRowCounts(backup);
  } finally {
    backup.close();
  }
}

async function restoreSqlite(filename: string, file: string, dir: string): Promise<RestoreReport> {
  const counts = checkSqliteBackup(file);
  const expected = manifestCounts(file);
  if (expected && !sameCounts(expected, counts))
    throw new Error('The backup does not hold the rows its manifest lists');
  const { connection } = lockSqliteForRestore(filename);
  const db = kyselyOver(connection);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const takenAt = new Date();
    const name = backupFileName('before-restore', 'sqlite', takenAt);
    const partial = path.join(dir, `${name}.partial`);
    connection.prepare('vacuum main into ?').run(partial);
    const current = sqliteRowCounts(connection);
    const aside = new SQLite(partial, { fileMustExist: true });
    const asideCheck = checkSnapshot({
      sourceCounts: current,
      backupCounts: sqliteRowCounts(aside),
      problems: integrityProblems(aside),
    });
    aside.close();
    if (!asideCheck.ok)
      throw new Error(`The copy of the current database failed its check: ${asideCheck.message}`);
    const asideBackup: Backup = {
      name,
      kind: 'before-restore',
      database: 'sqlite',
      created_at: takenAt.toISOString(),
      size_bytes: fs.statSync(partial).size,
      check: asideCheck,
      row_counts: current,
    };
    publishBackup(dir, partial, asideBackup);
    copyBackupIn(connection, file);
    const problems = integrityProblems(connection);
    const restoredCounts = sqliteRowCounts(connection);
    if (problems.length > 0 || !sameCounts(counts, restoredCounts)) {
      throw new Error(`The restored database failed its check; the previous one is kept as ${name}`);
    }
    await migrateToLatest(db);
    return { aside: asideBackup, restoredCounts };
  } finally {
    // Closes the restore's connection, which ends its exclusive lock.
    await db.destroy();
  }
}

async function restorePostgres(
  config: BackupConfig,
  connectionString: string,
  file: string,
): Promise<RestoreReport> {
  const dump = await readDumpCounts(file);
  if (!dump.complete) throw new Error('The backup is incomplete: it ends before pg_dump finished writing it');
  const expected = manifestCounts(file);
  if (expected && !sameCounts(expected, dump.counts)) {
    throw new Error('The backup does not hold the rows its manifest lists');
  }
  const claim = await claimDatabaseForRestore(connectionString);
  try {
    const aside = await withBackupLock(config.dir, () => writeBackup(config, 'before-restore'));
    if (!aside.check.ok)
      throw new Error(`The copy of the current database failed its check: ${aside.check.message}`);
    await loadDumpIntoDatabase(connectionString, file);
    const restoredCounts = await countPostgresRows(claim);
    if (!sameCounts(dump.counts, restoredCounts)) {
      throw new Error(
        `The restored database does not hold the backup's rows; the previous one is kept as ${aside.name}`,
      );
    }
    const db = createDatabase({ kind: 'postgres', connectionString });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    return { aside, restoredCounts };
  } finally {
    await claim.end();
  }
}

export async function restoreBackup(config: BackupConfig, file: string): Promise<RestoreReport> {
  if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
  const target: DatabaseTarget = config.target;
  if (target.kind === 'postgres') {
    if (!file.endsWith('.sql.gz')) throw new Error('A PostgreSQL database is restored from a .sql.gz backup');
    return logged(target, file, await restorePostgres(config, target.connectionString, file));
  }
  if (target.filename === ':memory:') throw new Error('A database held in memory cannot be restored into');
  if (!file.endsWith('.db')) throw new Error('An SQLite database is restored from a .db backup');
  return logged(target, file, await restoreSqlite(target.filename, file, config.dir));
}

async function logged(target: DatabaseTarget, file: string, report: RestoreReport): Promise<RestoreReport> {
  await recordRestore(target, path.basename(file), report.aside);
  return report;
}
