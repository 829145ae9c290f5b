import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createDatabase } from '../core/db/database';
import { canMount, fillDisk, smallDisk, unmountAll } from '../test-support/small-disk';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A database that cannot take a write answers honestly: a save meeting a full disk is a 507 that
// says what to do, the health call a 503 with the cause, and the transaction's own clean-up never
// hides the real error. SQLite's max_page_count makes the file full exactly as a full disk does
// (SQLITE_FULL), and a real one is a small tmpfs filled to the last byte.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The same database through a connection that may not write: SQLite's query_only on its one
 * connection; for PostgreSQL a second app whose every connection starts read-only.
 */
async function readOnlyTwin(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  if (t.dialect === 'sqlite') {
    await sql.raw('pragma query_only = on').execute(t.db);
    return { app: t.app, close: async () => void (await sql.raw('pragma query_only = off').execute(t.db)) };
  }
  const name = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
  const url = new URL(process.env.TEST_POSTGRES_URL ?? '');
  url.pathname = `/${name.rows[0]?.name}`;
  url.searchParams.set('options', '-c default_transaction_read_only=on');
  const db = createDatabase({ kind: 'postgres', connectionString: url.toString() });
  const app = await buildApp({ db });
  return {
    app,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

const expense = { date: '2025-07-02', category: 'Rent', payee: 'Landlord', amount: 10, mode: 'Cash' };

async function countExpenses(): Promise<number> {
  const row = await t.db
    .selectFrom('expenses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.runIf(process.env.BAHI_TEST_DB !== 'postgres')('a full SQLite database', () => {
  it('answers 507 for a save, saves nothing, and saves again once there is room', async () => {
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(t.db);
    const before = await countExpenses();
    await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count}`).execute(t.db);
    const invoices = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/expenses',
          payload: { ...expense, note: 'x'.repeat(400 + index) },
        }),
      ),
    );
    const full = invoices.filter((answer) => answer.statusCode === 507);
    expect(full.length).toBeGreaterThan(0);
    expect(invoices.every((answer) => [201, 507].includes(answer.statusCode))).toBe(true);
    expect(full[0]?.json()).toEqual({ message: 'The disk is full: free space and save again' });
    const saved = invoices.filter((answer) => answer.statusCode === 201).length;
    expect(await countExpenses()).toBe(before + saved);

    await sql.raw('pragma max_page_count = 1073741823').execute(t.db);
    const again = await t.app.inject({ method: 'POST', url: '/api/expenses', payload: expense });
    expect(again.statusCode).toBe(201);
  });
});

describe('the health call', () => {
  it('answers ok when the database reads and writes, and leaves nothing behind', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([answer.statusCode, answer.json()]).toEqual([200, { status: 'ok' }]);
    const probes = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('actor', '=', 'health-check')
      .execute();
    expect(probes).toEqual([]);
  });

  it('answers 503 with the cause when the database cannot be written', async () => {
    const readOnly = await readOnlyTwin();
    try {
      const answer = await readOnly.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toMatch(
        /^The database cannot be used: the database or its folder is read-only \((attempt to write a readonly database|cannot execute INSERT in a read-only transaction)\)$/,
      );
    } finally {
      await readOnly.close();
    }
  });
});

describe.runIf(canMount && process.env.BAHI_TEST_DB !== 'postgres')(
  'a disk that fills up while the server runs',
  () => {
    let onSmallDisk: TestApp | undefined;
    afterEach(async () => {
      await onSmallDisk?.close();
      unmountAll();
    });

    it('answers saves 507 and health 503, and logs the real error, not the failed clean-up', async () => {
      // The test database is made in the temporary folder, here a 6 MiB disk.
      const root = smallDisk(6);
      const tmpdir = process.env.TMPDIR;
      process.env.TMPDIR = root;
      try {
        onSmallDisk = await createTestApp();
      } finally {
        if (tmpdir === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = tmpdir;
      }
      const { app } = onSmallDisk;
      const logged = vi.spyOn(app.log, 'error');
      fillDisk(root);

      const note = 'n'.repeat(490);
      let full: { statusCode: number; json: () => unknown } | undefined;
      const statuses = new Set<number>();
      for (let index = 0; index < 600 && !full; index++) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/expenses',
          payload: { ...expense, payee: `Landlord ${index}`, note, reference: note.slice(0, 90) },
        });
        statuses.add(answer.statusCode);
        if (answer.statusCode === 507) full = answer;
      }
      expect([...statuses].every((status) => status === 201 || status === 507)).toBe(true);
      expect(full?.json()).toEqual({ message: 'The disk is full: free space and save again' });
      const errors = logged.mock.calls.map(([error]) => error as { code?: string; message?: string });
      expect(errors.some((error) => error.code === 'SQLITE_FULL')).toBe(true);
      expect(errors.some((error) => error.message?.includes('cannot rollback'))).toBe(false);

      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().message).toMatch(/^The database cannot be used: the disk is full \(/);
    });
  },
);
