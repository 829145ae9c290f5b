import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test, vi } from 'vitest';
import { onSqliteProject } from '../../test-support/test-database';
import { createDatabase } from './database';
import { runningWalCheckpointers, walCheckpointersStopped } from './wal-checkpointer';

// The SQLite connection setup itself, on a file of its own (run by the SQLite project only).

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
});

function databaseFile(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-wal-'));
  directories.push(directory);
  return path.join(directory, 'test.db');
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

test.runIf(onSqliteProject)(
  'committed pages reach the database file without the app checkpointing',
  async () => {
    const filename = databaseFile();
    const db = createDatabase({ kind: 'sqlite', filename });
    await sql`create table notes (body text not null)`.execute(db);
    const sizeBefore = fs.statSync(filename).size;
    // About 1 MB of pages: far below the app connection's own automatic checkpoint (~16 MB), so
    // only the worker can have copied them from the log into the file.
    await sql`insert into notes (body)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000)
    select printf('%.1000c', 'x') from n`.execute(db);
    const copied = await waitFor(() => fs.statSync(filename).size > sizeBefore + 1_000_000, 5_000);
    await db.destroy();
    await walCheckpointersStopped();
    expect(copied).toBe(true);
  },
);

test.runIf(onSqliteProject)('the data survives closing and reopening', async () => {
  const filename = databaseFile();
  const first = createDatabase({ kind: 'sqlite', filename });
  await sql`create table notes (body text not null)`.execute(first);
  await sql`insert into notes (body) values ('kept')`.execute(first);
  await first.destroy();
  // As a restarted server does: the first database's checkpointer has closed by then.
  await walCheckpointersStopped();
  const second = createDatabase({ kind: 'sqlite', filename });
  const { rows } = await sql<{ body: string }>`select body from notes`.execute(second);
  await second.destroy();
  await walCheckpointersStopped();
  expect(rows).toEqual([{ body: 'kept' }]);
});

test.runIf(onSqliteProject)(
  'a database closed without ever being queried leaves no checkpointer running',
  async () => {
    const before = runningWalCheckpointers();
    const db = createDatabase({ kind: 'sqlite', filename: databaseFile() });
    // Kysely's destroy() closes nothing it never opened: the checkpointer must not have started.
    await db.destroy();
    expect(runningWalCheckpointers()).toBe(before);
  },
);

test.runIf(onSqliteProject)('a checkpoint that keeps failing is reported once, not every tick', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const filename = databaseFile();
  const db = createDatabase({ kind: 'sqlite', filename });
  try {
    await sql`create table notes (body text not null)`.execute(db);
    // The file's folder goes away before the worker's first checkpoint opens the file: every
    // tick from then on fails the same way.
    fs.rmSync(path.dirname(filename), { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const warnings = warn.mock.calls.filter(([message]) => String(message).startsWith('WAL checkpoint'));
    expect(warnings.map(([message]) => String(message))).toEqual([
      'WAL checkpoint: Cannot open database because the directory does not exist',
    ]);
  } finally {
    await db.destroy().catch(() => undefined);
    await walCheckpointersStopped();
    warn.mockRestore();
  }
});
