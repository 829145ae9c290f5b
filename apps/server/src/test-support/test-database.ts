import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../core/config';
import { createDatabase, type Db, type DialectKind } from '../core/db/database';
import { migrateToLatest } from '../core/db/migrate';
import { walCheckpointersStopped } from '../core/db/wal-checkpointer';
import { runAdminStatement } from './admin-statement';

export type TestDatabase = {
  db: Db;
  dialect: DialectKind;
  target: DatabaseTarget;
  destroy: () => Promise<void>;
};

/**
 * Whether this run is the SQLite project's. Tests of SQLite itself (its connection, its locks)
 * run there only: in the PostgreSQL project they would repeat the same test on the same SQLite,
 * and that project runs while better-sqlite3 is still compiling on a fresh clone (npm test).
 */
export const onSqliteProject = process.env.BAHI_TEST_DB !== 'postgres';

/**
 * A fresh, migrated database for one test file: a temporary SQLite file, or a new PostgreSQL
 * database on the server named by TEST_POSTGRES_URL. Vitest's project sets BAHI_TEST_DB to pick.
 * The schema always comes from the real migrations: run once into the run's template database
 * (template-database.ts) and copied from there, or run here when there is no template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dialect: DialectKind = process.env.BAHI_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  return dialect === 'postgres' ? createPostgresTestDatabase() : createSqliteTestDatabase();
}

async function createSqliteTestDatabase(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-test-'));
  const target: DatabaseTarget = { kind: 'sqlite', filename: path.join(dir, 'test.db') };
  const template = inject('templateDatabase');
  const copied = template?.kind === 'sqlite';
  if (copied) fs.copyFileSync(template.filename, target.filename);
  const db = createDatabase(target);
  // A copy of the template is migrated already; asking the migrator anyway cost 14 ms a file.
  if (!copied) await migrateToLatest(db);
  return {
    db,
    dialect: 'sqlite',
    target,
    destroy: async () => {
      await db.destroy();
      // The WAL checkpointer closes after the app's connection, and as the last one it writes the
      // log back and deletes it: removing the folder before then races with it (ENOTEMPTY).
      await walCheckpointersStopped();
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) throw new Error('TEST_POSTGRES_URL is not set, so the PostgreSQL suite cannot run');
  const name = `bahi_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  const copyOf = template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : '';
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name}${copyOf}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgres', connectionString: url.toString() };
  const db = createDatabase(target);
  // A copy of the template is migrated already; asking the migrator anyway cost 71 ms a file.
  if (!copyOf) await migrateToLatest(db);
  return {
    db,
    dialect: 'postgres',
    target,
    destroy: async () => {
      await db.destroy();
      await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
