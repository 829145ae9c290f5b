import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../core/cli';
import { recordCliBackup } from './backup-audit';
import { withBackupLock, writeBackup } from './backup-writer';
import { cliBackupConfig } from './cli-config';

// npm run backup: a backup now, while the server runs or not, into BAHI_BACKUP_DIR.

runCli(async () => {
  const config = cliBackupConfig();
  if (config.target.kind === 'sqlite' && !fs.existsSync(config.target.filename)) {
    throw new Error(`No database at ${config.target.filename} (DATABASE_URL)`);
  }
  const backup = await withBackupLock(config.dir, () => writeBackup(config, 'manual'));
  await recordCliBackup(config.target, backup);
  return {
    ok: backup.check.ok,
    message: `${path.join(config.dir, backup.name)} (${backup.size_bytes} bytes): ${backup.check.message}`,
  };
});
