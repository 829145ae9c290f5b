import path from 'node:path';
import { runCli } from '../core/cli';
import { cliBackupConfig } from './cli-config';
import { restoreBackup } from './restore-service';

// npm run restore -- FILE: replaces the database (DATABASE_URL) by a backup, with the server
// stopped. The current contents are kept first as a before-restore backup in BAHI_BACKUP_DIR.

runCli(async () => {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- FILE (a .db or .sql.gz backup)');
  const config = cliBackupConfig();
  const report = await restoreBackup(config, path.resolve(file));
  const invoices = report.restoredCounts.invoices ?? 0;
  const madeBy = report.manifest?.bahi_version ? ` (made by Bahi ${report.manifest.bahi_version})` : '';
  return {
    ok: true,
    message: [
      `Restored ${file}${madeBy}: ${Object.keys(report.restoredCounts).length} tables, ${invoices} invoices.`,
      `Every table of the books was checked against the backup before the database was replaced, and the schema brought up to this Bahi's.`,
      `The database as it was before is kept as ${path.join(config.dir, report.aside.name)}.`,
    ].join('\n'),
  };
});
