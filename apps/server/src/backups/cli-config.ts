import { parseDatabaseUrl, readConfig } from '../core/config';
import { type BackupConfig, readBackupDir } from './backup-config';

/** The backup configuration `npm run backup` and `npm run restore` read: the server's own. */
export function cliBackupConfig(): BackupConfig {
  return { dir: readBackupDir(), target: parseDatabaseUrl(readConfig().databaseUrl) };
}

/** Runs a command-line task: its message on success, the error's message (no stack) on failure. */
export function runCli(task: () => Promise<{ message: string; ok: boolean }>): void {
  task().then(
    ({ message, ok }) => {
      console.log(message);
      process.exit(ok ? 0 : 1);
    },
    (error: unknown) => {
      console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
