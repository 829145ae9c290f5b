import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { onSqliteProject } from '../../test-support/test-database';
import { createDatabase } from './database';

// Another program (a second server, a DB browser) holding the write lock for a moment makes the
// app's transactions wait, never fail. The other program runs in a child process, as it would.

const driver = createRequire(import.meta.url).resolve('better-sqlite3');
const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
});

function databaseFile(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-lock-'));
  directories.push(directory);
  return path.join(directory, 'test.db');
}

/** A child process that takes the write lock, adds a note, holds the lock holdMs, then commits. */
function holdWriteLock(filename: string, holdMs: number): Promise<{ done: Promise<void> }> {
  const source = `
    const db = new (require(${JSON.stringify(driver)}))(${JSON.stringify(filename)});
    db.exec("begin immediate");
    db.exec("insert into notes (body) values ('outside')");
    console.log('locked');
    setTimeout(() => { db.exec('commit'); db.close(); }, ${holdMs});`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const done = new Promise<void>((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`)))),
  );
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve({ done }));
    child.once('error', reject);
  });
}

test.runIf(onSqliteProject)(
  'a transaction that reads before it writes waits for an outside writer, then sees its row',
  async () => {
    const filename = databaseFile();
    const db = createDatabase({ kind: 'sqlite', filename });
    await sql`create table notes (body text not null)`.execute(db);
    const outside = await holdWriteLock(filename, 400);
    const startedAt = Date.now();
    const seen = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(trx);
      await sql`insert into notes (body) values (${`after ${rows[0]?.n}`})`.execute(trx);
      return rows[0]?.n;
    });
    const waitedMs = Date.now() - startedAt;
    await outside.done;
    const { rows } = await sql<{ body: string }>`select body from notes order by rowid`.execute(db);
    await db.destroy();
    expect(seen).toBe(1);
    expect(rows.map((row) => row.body)).toEqual(['outside', 'after 1']);
    expect(waitedMs).toBeGreaterThanOrEqual(200);
  },
);

test.runIf(onSqliteProject)('acknowledged commits are written with synchronous FULL', async () => {
  const db = createDatabase({ kind: 'sqlite', filename: databaseFile() });
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  await db.destroy();
  expect(rows[0]?.synchronous).toBe(2);
});

test.runIf(onSqliteProject)(
  'statement journals and temporary tables stay in memory, not in files',
  async () => {
    const db = createDatabase({ kind: 'sqlite', filename: databaseFile() });
    const { rows } = await sql<{ temp_store: number }>`pragma temp_store`.execute(db);
    await db.destroy();
    expect(rows[0]?.temp_store).toBe(2);
  },
);
