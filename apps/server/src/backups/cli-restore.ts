import path from 'node:path';
import { cliBackupConfig, runCli } from './cli-config';
import { restoreBackup } from './restore-service';

// npm run restore -- FILE: replaces the database (DATABASE_URL) by a backup, with the server
// stopped. The current contents are kept first as a before-restore backup in BAHI_BACKUP_DIR.

runCli(async () => {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- FILE (a .db or .sql.gz backup)');
  const config = cliBackupConfig();
  const report = await restoreBackup(config, path.resolve(file));
  const invoices = report.restoredCounts.invoices ?? 0;
  return {
    ok: true,
    message: [
      `Restored ${file}: ${Object.keys(report.restoredCounts).length} tables, ${invoices} invoices; checked and migrated.`,
      `The database as it was before is kept as ${path.join(config.dir, report.aside.name)}.`,
    ].join('\n'),
  };
});
