import fsPromises from 'node:fs/promises';
import { sql } from 'kysely';
import { afterEach, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { onSqliteProject } from '../../test-support/test-database';
import { type Db, walFlusherOf } from '../db/database';

// While the app answers on a SQLite file, commits are not flushed inside themselves but before the
// answers that follow them (core/db/wal-flush.ts). These tests hold the log's flush and watch the
// answers wait for it (SQLite project only: PostgreSQL flushes inside its commits).

let opened: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await opened?.close();
  opened = undefined;
});

type Flushes = {
  /** Log flushes started so far. */
  started: number;
  /** Resolves when the next flush starts. */
  nextStart: () => Promise<void>;
  /** Lets the flushes held so far, and every later one, through. */
  release: () => void;
  /** The next flush fails as a disk does (EIO) instead. */
  failNext: () => void;
};

/** Holds every flush of a database log (fdatasync of a *-wal file) until released. */
function holdLogFlushes(): Flushes {
  const realOpen = fsPromises.open;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let onStart = () => {};
  let failing = false;
  const flushes: Flushes = {
    started: 0,
    nextStart: () =>
      new Promise<void>((resolve, reject) => {
        onStart = resolve;
        setTimeout(() => reject(new Error('no flush of the log started within 5 s')), 5000);
      }),
    release,
    failNext: () => {
      failing = true;
    },
  };
  vi.spyOn(fsPromises, 'open').mockImplementation(async (...args: Parameters<typeof realOpen>) => {
    const handle = await realOpen(...args);
    if (!String(args[0]).endsWith('-wal')) return handle;
    const datasync = handle.datasync.bind(handle);
    handle.datasync = async () => {
      flushes.started += 1;
      onStart();
      await released;
      if (failing) {
        failing = false;
        throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
      }
      return datasync();
    };
    return handle;
  });
  return flushes;
}

async function isPending(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const first = await Promise.race([promise, new Promise((resolve) => setTimeout(resolve, 50, marker))]);
  return first === marker;
}

async function synchronousOf(db: Db): Promise<number | undefined> {
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  return rows[0]?.synchronous;
}

const customer = (name: string) => ({ name, state_code: '22' });

test.runIf(onSqliteProject)(
  'a save is answered only once its commit is on the disk, and so is a read made meanwhile',
  async () => {
    opened = await createTestApp();
    const { app, db } = opened;
    const flushes = holdLogFlushes();
    const flushing = flushes.nextStart();
    const save = app.inject({ method: 'POST', url: '/api/customers', payload: customer('Held Traders') });
    await flushing;
    // Committed (another connection would see it) but not yet on the disk: not answered.
    const names = await db.selectFrom('customers').select('name').execute();
    expect(names.map((row) => row.name)).toContain('Held Traders');
    expect(await isPending(save)).toBe(true);
    // A read would show the customer: it waits for the same flush.
    const read = app.inject({ method: 'GET', url: '/api/customers?search=Held' });
    expect(await isPending(read)).toBe(true);
    flushes.release();
    expect((await save).statusCode).toBe(201);
    const list = await read;
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Held Traders');
  },
);

test.runIf(onSqliteProject)('saves answered together share a flush', async () => {
  opened = await createTestApp();
  const { app } = opened;
  const flushes = holdLogFlushes();
  const flushing = flushes.nextStart();
  const first = app.inject({ method: 'POST', url: '/api/customers', payload: customer('Trader 0') });
  await flushing;
  const rest = [1, 2, 3, 4, 5].map((n) =>
    app.inject({ method: 'POST', url: '/api/customers', payload: customer(`Trader ${n}`) }),
  );
  // Let the five commit while the first flush is held.
  while ((await opened.db.selectFrom('customers').select('id').execute()).length < 6) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  flushes.release();
  const answers = await Promise.all([first, ...rest]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
  // The held one, then one more for the five committed while it ran.
  expect(flushes.started).toBe(2);
});

test.runIf(onSqliteProject)(
  'a flush the disk refuses is answered as a disk problem, and the next answer flushes again',
  async () => {
    opened = await createTestApp();
    const { app } = opened;
    const flushes = holdLogFlushes();
    flushes.failNext();
    flushes.release();
    const failed = await app.inject({ method: 'POST', url: '/api/customers', payload: customer('Lost Ack') });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toMatch(
      /^The database cannot be used: the disk could not be read or written/,
    );
    const next = await app.inject({ method: 'POST', url: '/api/customers', payload: customer('Next One') });
    expect(next.statusCode).toBe(201);
    expect(flushes.started).toBeGreaterThanOrEqual(2);
  },
);

test.runIf(onSqliteProject)(
  'commits flush themselves again once the app has closed, and outside any app',
  async () => {
    opened = await createTestApp();
    const { app, db } = opened;
    expect(walFlusherOf(db)).toBeDefined();
    expect(await synchronousOf(db)).toBe(1); // NORMAL: the app flushes before it answers
    await app.close();
    expect(await synchronousOf(db)).toBe(2); // FULL
    const flushes = holdLogFlushes();
    flushes.release();
    await db.updateTable('settings').set({ phone: '+91 771 400 0001' }).where('id', '=', 1).execute();
    await walFlusherOf(db)?.flushed();
    expect(flushes.started).toBe(0);
  },
);
