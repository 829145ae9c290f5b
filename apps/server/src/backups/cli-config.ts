import { parseDatabaseUrl, readConfig } from '../core/config';
import { type BackupConfig, readBackupDir } from './backup-config';

/** The backup configuration `npm run backup` and `npm run restore` read: the server's own. */
export function cliBackupConfig(): BackupConfig {
  return { dir: readBackupDir(), target: parseDatabaseUrl(readConfig().databaseUrl) };
}
