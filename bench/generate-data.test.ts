import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, migrateToLatest } from '@bahi/server';
import SQLite from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';

// The benchmarks' figures rest on the generator: a shop it cannot make is a table nobody can
// measure. It loads rows under an early migration and runs the later ones over them, so a column
// a later migration adds can drift out of step with what it writes (it once wrote the invoices'
// kept rate totals before the column existed). This makes a small shop on a new SQLite file, as
// the scripts are run by hand, and recounts every kept total of it. Its schema must be the app's
// own: the loader sets some indexes aside during the later migrations and builds them at the end.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-generator-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const run = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script), ...args], {
    cwd: path.join(import.meta.dirname, '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Every table, index, trigger and view of a SQLite file with its definition, in name order. */
function schemaOf(filename: string): unknown[] {
  const db = new SQLite(filename, { readonly: true });
  try {
    return db
      .prepare("select type, name, sql from sqlite_master where name not like 'sqlite_%' order by type, name")
      .all();
  } finally {
    db.close();
  }
}

test('the generator makes a shop on a new database whose kept totals all recount', async () => {
  const databaseUrl = `file:${path.join(folder, 'shop.db')}`;
  const made = run(
    'generate-data.ts',
    '--database-url',
    databaseUrl,
    '--invoices',
    '400',
    '--end-date',
    '2026-11-22',
  );
  const summary = JSON.parse(made.slice(made.indexOf('{\n'))) as {
    invoices: number;
    receipts: { receipts: number };
  };
  expect(summary.invoices).toBe(400);
  expect(summary.receipts.receipts).toBeGreaterThan(0);
  const recount = run('check-kept-totals.ts', '--database-url', databaseUrl);
  expect(recount).not.toContain('DISAGREES');
  expect(recount).toContain('agrees: invoices.rate_totals');

  const migrated = path.join(folder, 'migrated.db');
  const empty = createDatabase({ kind: 'sqlite', filename: migrated });
  await migrateToLatest(empty);
  await empty.destroy();
  expect(schemaOf(path.join(folder, 'shop.db'))).toEqual(schemaOf(migrated));
});
