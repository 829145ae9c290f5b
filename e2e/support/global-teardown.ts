import fs from 'node:fs';

/** Removes the run's SQLite database (and its WAL files) so runs leave nothing behind in /tmp. */
export default function removeRunDatabase(): void {
  const databaseFile = process.env.BAHI_E2E_DATABASE;
  if (!databaseFile) return;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
  // The backups the server took during the run (playwright.config.ts: BAHI_BACKUP_DIR).
  fs.rmSync(`${databaseFile}-backups`, { recursive: true, force: true });
}
