import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseTarget } from '../core/config';
import type { Db, DialectKind } from '../core/db/database';
import { watchEditLog } from './edit-log-witness';
import { createTestDatabase } from './test-database';
import { createTestUser, signInByDefault, type TestUser } from './test-session';
import { configureTestShop } from './test-shop';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  dialect: DialectKind;
  target: DatabaseTarget;
  /** A temporary folder the app's backups go to. */
  backupDir: string;
  close: () => Promise<void>;
  /** The owner every app.inject() acts as, unless the request says otherwise (test-session.ts). */
  owner: TestUser;
};

/**
 * The real app on a fresh real database, for API tests through app.inject(). The shop is set up
 * (test-shop.ts) unless `configured: false` asks for the first-run state.
 */
export async function createTestApp(
  options: { configured?: boolean; trustProxy?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.configured !== false) await configureTestShop(database.db);
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-test-backups-'));
  const app = await buildApp({
    db: database.db,
    backups: { dir: backupDir, target: database.target },
    trustProxy: options.trustProxy ?? false,
    checkAnswers: true,
  });
  const editLog = watchEditLog(app, database.db);
  await app.ready();
  const owner = await createTestUser(database.db, 'owner', 'Test Owner');
  signInByDefault(app, owner);
  return {
    app,
    owner,
    db: database.db,
    dialect: database.dialect,
    target: database.target,
    backupDir,
    close: async () => {
      try {
        // Fails the test file when a successful write left no edit-log entry (edit-log-witness.ts).
        await editLog.verify();
      } finally {
        await app.close();
        await database.destroy();
        fs.rmSync(backupDir, { recursive: true, force: true });
      }
    },
  };
}
