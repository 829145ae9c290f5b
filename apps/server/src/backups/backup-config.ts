import path from 'node:path';
import type { DatabaseTarget } from '../core/config';

/** Where backups go and what they are taken of. */
export type BackupConfig = {
  /** BAHI_BACKUP_DIR, absolute. */
  dir: string;
  target: DatabaseTarget;
};

const DEFAULT_BACKUP_DIR = './data/backups';

/** BAHI_BACKUP_DIR (default ./data/backups), resolved against the folder the server starts in. */
export function readBackupDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.BAHI_BACKUP_DIR || DEFAULT_BACKUP_DIR);
}
