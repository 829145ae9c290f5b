import { createDatabase } from '../core/db/database';
import { migrateToLatest } from '../core/db/migrate';
import type { BackupConfig } from './backup-config';
import { refuseNewerBackup } from './backup-version';
import { withBackupLock, writeBackup } from './backup-writer';
import { countPostgresRows, readDumpCounts } from './postgres-backup';
import { claimDatabaseForRestore } from './postgres-claim';
import { type BackupManifest, manifestMismatch, type RestoreReport } from './restore-checks';
import { loadDumpIntoDatabase } from './restore-postgres';

// A PostgreSQL restore reads the whole dump first (complete, not from a newer Bahi, the rows its
// manifest lists), then keeps the current contents aside, then loads the dump in one transaction
// that checks the rows before it commits, then migrates.

export async function restorePostgres(
  config: BackupConfig,
  connectionString: string,
  file: string,
  manifest: BackupManifest | null,
): Promise<RestoreReport> {
  const dump = await readDumpCounts(file).catch((error: unknown) => {
    throw new Error(
      `The backup cannot be read as a gzipped SQL dump (${String(error)}); nothing was changed`,
    );
  });
  if (!dump.complete)
    throw new Error(
      'The backup is incomplete: it ends before pg_dump finished writing it; nothing was changed',
    );
  if (dump.migrations.length === 0)
    throw new Error('The file is not a Bahi database (it has no migration history); nothing was changed');
  refuseNewerBackup(dump.migrations, manifest?.bahi_version);
  const mismatch = manifest && manifestMismatch(manifest, dump.counts);
  if (mismatch)
    throw new Error(
      `The backup does not hold the rows its manifest lists (${mismatch}); nothing was changed`,
    );
  const claim = await claimDatabaseForRestore(connectionString);
  try {
    const aside = await withBackupLock(config.dir, () => writeBackup(config, 'before-restore'));
    if (!aside.check.ok)
      throw new Error(
        `The copy of the current database failed its check (${aside.check.message}); nothing was changed`,
      );
    await loadDumpIntoDatabase(connectionString, file, dump.counts).catch((error: unknown) => {
      throw new Error(
        `Loading the backup failed and was rolled back; the database is as it was (kept also as ${aside.name}): ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    const db = createDatabase({ kind: 'postgres', connectionString });
    try {
      await migrateToLatest(db);
    } catch (error) {
      throw new Error(
        `The backup was restored and checked, but bringing it to this Bahi's schema failed (${error instanceof Error ? error.message : String(error)}); the database as it was before is kept as ${aside.name}`,
      );
    } finally {
      await db.destroy();
    }
    return { aside, restoredCounts: await countPostgresRows(claim), manifest };
  } finally {
    await claim.end();
  }
}
