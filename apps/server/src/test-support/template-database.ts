import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import type { DatabaseTarget } from '../core/config';
import { createDatabase } from '../core/db/database';
import { migrateToLatest } from '../core/db/migrate';
import { walCheckpointersStopped } from '../core/db/wal-checkpointer';
import { runAdminStatement } from './admin-statement';

// Vitest global setup of the API projects (vitest.config.ts): the real migrations run once per
// run, into a template database, and every test file's database starts as a copy of it
// (test-database.ts). Migrating ~80 steps took 0.5-1.5 s a database on the 2-core machine, and the
// suite makes hundreds of databases; a copy takes a few milliseconds.

export type TemplateDatabase = { kind: 'sqlite'; filename: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase | null;
  }
}

let dropTemplate: () => Promise<void> = async () => {};

export async function setup(project: TestProject): Promise<void> {
  const dialect = project.config.env?.BAHI_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (dialect === 'postgres' && !adminUrl) {
    project.provide('templateDatabase', null);
    return;
  }
  const template =
    dialect === 'postgres' && adminUrl ? await postgresTemplate(adminUrl) : await sqliteTemplate();
  project.provide('templateDatabase', template);
}

export async function teardown(): Promise<void> {
  await dropTemplate();
}

async function sqliteTemplate(): Promise<TemplateDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-template-'));
  const migrated = path.join(dir, 'migrated.db');
  const filename = path.join(dir, 'template.db');
  await migrate({ kind: 'sqlite', filename: migrated });
  // VACUUM INTO writes everything into one self-contained file that a plain copy can take.
  const sqlite = new SQLite(migrated);
  try {
    sqlite.prepare('VACUUM INTO ?').run(filename);
  } finally {
    sqlite.close();
  }
  dropTemplate = async () => fs.rmSync(dir, { recursive: true, force: true });
  return { kind: 'sqlite', filename };
}

async function postgresTemplate(adminUrl: string): Promise<TemplateDatabase> {
  const name = `bahi_template_${crypto.randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name}`);
  dropTemplate = () => runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrate({ kind: 'postgres', connectionString: url.toString() });
  return { kind: 'postgres', name };
}

/** Migrates and closes: a template must have no open connection (PostgreSQL) and no WAL left (SQLite). */
async function migrate(target: DatabaseTarget): Promise<void> {
  const db = createDatabase(target);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
    await walCheckpointersStopped();
  }
}
