import fs from 'node:fs';
import { runCli } from '../../core/cli';
import { parseDatabaseUrl, readBackupDir, readConfig } from '../../core/config';
import { createDatabase } from '../../core/db/database';
import { readChainHead } from './chain-head-note';
import { describeChainCheck, verifyChain } from './chain-verifier';

// npm run verify-log: walks the edit log's hash chain on the database DATABASE_URL names, while the
// server runs or not, and holds it to the newest entry the server's daily check noted beside the
// backups (BAHI_BACKUP_DIR). Exit 0 with the count when every link holds; exit 1 naming the first
// broken one.

runCli(async () => {
  const target = parseDatabaseUrl(readConfig().databaseUrl);
  if (target.kind === 'sqlite' && !fs.existsSync(target.filename)) {
    throw new Error(`No database at ${target.filename} (DATABASE_URL)`);
  }
  const db = createDatabase(target);
  try {
    const check = await verifyChain(db, readChainHead(readBackupDir()));
    return { ok: check.ok, message: describeChainCheck(check) };
  } finally {
    await db.destroy();
  }
});
