import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../core/config';
import type { DialectKind } from '../core/db/database';
import { walCheckpointersStopped } from '../core/db/wal-checkpointer';
import { runAdminStatement } from './admin-statement';

/**
 * An empty database of the suite's dialect that nothing has opened (no schema, no connection):
 * somewhere to restore a backup into, or to start a server process on.
 */
export async function spareDatabase(
  dialect: DialectKind,
): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-spare-'));
    return {
      target: { kind: 'sqlite', filename: path.join(dir, 'spare.db') },
      // A WAL checkpointer thread may still be closing its files in the folder: wait for it.
      drop: async () => {
        await walCheckpointersStopped();
        fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
      },
    };
  }
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) throw new Error('TEST_POSTGRES_URL is not set, so the PostgreSQL suite cannot run');
  const name = `bahi_spare_${crypto.randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', connectionString: url.toString() },
    drop: () => runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
