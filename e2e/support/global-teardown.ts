import fs from 'node:fs';

/** Removes the run's SQLite database (and its WAL files), its backups and the owner's saved session. */
export default function removeRunDatabase(): void {
  if (process.env.BAHI_E2E_STORAGE) fs.rmSync(process.env.BAHI_E2E_STORAGE, { force: true });
  const databaseFile = process.env.BAHI_E2E_DATABASE;
  if (!databaseFile) return;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
  // The backups the server took during the run (playwright.config.ts: BAHI_BACKUP_DIR).
  fs.rmSync(`${databaseFile}-backups`, { recursive: true, force: true });
}
