import type { DatabaseTarget } from '../core/config';

/** Where backups go and what they are taken of. */
export type BackupConfig = {
  /** BAHI_BACKUP_DIR, absolute. */
  dir: string;
  target: DatabaseTarget;
};

// BAHI_BACKUP_DIR is read in core/config.ts: the edit log's daily check keeps its note there too.
export { readBackupDir } from '../core/config';
