import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './core/db/database';
import { migrateToLatest } from './core/db/migrate';
import { BUILT_SERVER_ARGS } from './test-support/built-server';
import { placeholderWebFolder } from './test-support/placeholder-web';
import { canMount, fillDisk, makeReadOnly, mount, smallDisk, unmountAll } from './test-support/small-disk';

// The real server, started as a shop starts it, on storage that lets it down: a read-only database
// file, a read-only data folder, a full disk. Each time it prints one line saying what is wrong and
// exits with status 1, instead of a stack trace or a server that fails every save. A disk that
// fills while the server runs: health/storage-failures.test.ts.

const children: ChildProcess[] = [];
const webFolders: { remove: () => void }[] = [];

// A server that started after all (the test failed) must not outlive the test or keep its disk busy.
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  unmountAll();
  for (const folder of webFolders.splice(0)) folder.remove();
});

/** A small disk holding a migrated database in data/bahi.db. */
async function diskWithDatabase(): Promise<{ root: string; file: string }> {
  const root = smallDisk(6);
  const file = path.join(root, 'data', 'bahi.db');
  const db = createDatabase({ kind: 'sqlite', filename: file });
  await migrateToLatest(db);
  // Empty the write-ahead log now: space it held and freed later would un-fill a filled disk.
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  await db.destroy();
  return { root, file };
}

/** Starts the server on this database file and answers how it ended and the lines it printed. */
async function refusedStart(file: string): Promise<{ code: number | null; lines: string[] }> {
  const web = placeholderWebFolder();
  webFolders.push(web);
  let output = '';
  const child = spawn(process.execPath, [...BUILT_SERVER_ARGS], {
    env: { ...process.env, DATABASE_URL: `file:${file}`, PORT: '0', BAHI_WEB_DIR: web.dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, lines: output.split('\n').filter((line) => line.trim() !== '') };
}

describe.runIf(canMount && process.env.BAHI_TEST_DB !== 'postgres')(
  'starting on storage that lets it down',
  () => {
    it('a read-only database file: one clear line, exit 1', async () => {
      const { file } = await diskWithDatabase();
      mount('--bind', file, file);
      makeReadOnly(file, true);
      const { code, lines } = await refusedStart(file);
      expect(code).toBe(1);
      expect(lines).toEqual([
        `Bahi cannot start: the database or its folder is read-only (attempt to write a readonly database). Database: file:${file}. Fix this and start again.`,
      ]);
    });

    it('a read-only data folder: one clear line naming the folder, exit 1', async () => {
      const { root, file } = await diskWithDatabase();
      makeReadOnly(root);
      const { code, lines } = await refusedStart(file);
      expect(code).toBe(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^Bahi cannot start: the data folder ${path.dirname(file)} is read-only or not writable`),
      );
    });

    it('a full disk: one clear line, exit 1', async () => {
      const { root, file } = await diskWithDatabase();
      fillDisk(root);
      const { code, lines } = await refusedStart(file);
      expect(code).toBe(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Bahi cannot start: the disk is full \(/);
    });
  },
);
