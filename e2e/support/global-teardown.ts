import fs from 'node:fs';
import { runServers } from './run-servers';

/** Removes each server's SQLite database (and its WAL files), its backups and the owner's saved session. */
export default function removeRunDatabases(): void {
  for (const server of runServers()) {
    fs.rmSync(server.ownerStorage, { force: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${server.databaseFile}${suffix}`, { force: true });
    fs.rmSync(server.backupDir, { recursive: true, force: true });
  }
}
