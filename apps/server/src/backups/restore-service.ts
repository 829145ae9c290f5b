import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseTarget } from '../core/config';
import { recordRestore } from './backup-audit';
import type { BackupConfig } from './backup-config';
import { refuseNewerBackup } from './backup-version';
import { type RestoreReport, readManifestBeside } from './restore-checks';
import { restorePostgres } from './restore-into-postgres';
import { restoreSqlite } from './restore-into-sqlite';

// `npm run restore -- FILE`: check the backup, refuse while the database is in use, keep the
// current contents aside as a backup of kind before-restore, then replace the contents by the
// backup's in one checked transaction and migrate. Every refusal before that transaction commits
// leaves the database as it was, and its message says so.

export type { RestoreReport } from './restore-checks';

export async function restoreBackup(config: BackupConfig, file: string): Promise<RestoreReport> {
  if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
  const target: DatabaseTarget = config.target;
  const manifest = readManifestBeside(file);
  // The manifest names the schema: a newer Bahi's backup is refused before the file is even read.
  if (manifest?.schema) refuseNewerBackup([manifest.schema], manifest.bahi_version);
  if (target.kind === 'postgres') {
    if (!file.endsWith('.sql.gz')) throw new Error('A PostgreSQL database is restored from a .sql.gz backup');
    return logged(target, file, await restorePostgres(config, target.connectionString, file, manifest));
  }
  if (target.filename === ':memory:') throw new Error('A database held in memory cannot be restored into');
  if (!file.endsWith('.db')) throw new Error('An SQLite database is restored from a .db backup');
  return logged(target, file, await restoreSqlite(target.filename, file, config.dir, manifest));
}

async function logged(target: DatabaseTarget, file: string, report: RestoreReport): Promise<RestoreReport> {
  await recordRestore(target, path.basename(file), report.aside);
  return report;
}
