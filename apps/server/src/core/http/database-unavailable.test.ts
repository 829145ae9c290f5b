import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { onSqliteProject } from '../../test-support/test-database';
import { createTestUser, TEST_ORIGIN } from '../../test-support/test-session';
import { configureTestShop } from '../../test-support/test-shop';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { registerErrorHandler } from './error-handler';

// When the database cannot be used for a while (another program holds SQLite's lock past the busy
// wait, PostgreSQL is down or restarting) a call answers 503 saying so, not a generic 500.

describe('a database that cannot be used right now', () => {
  it('PostgreSQL down: 503 saying the server cannot be reached', async () => {
    const db = createDatabase({ kind: 'postgres', connectionString: 'postgres://bahi@127.0.0.1:1/bahi' });
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-down-'));
    const app = await buildApp({
      db,
      backups: {
        dir: backupDir,
        target: { kind: 'postgres', connectionString: 'postgres://bahi@127.0.0.1:1/bahi' },
      },
    });
    try {
      for (const url of ['/api/categories', '/api/health']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { cookie: 'bahi_session=whatever' },
        });
        expect(response.statusCode, url).toBe(503);
        expect(response.json().message, url).toMatch(
          /^The database cannot be used: the PostgreSQL server cannot be reached or is shutting down; check that it runs and try again \(.*ECONNREFUSED.*\)$/,
        );
      }
    } finally {
      await app.close();
      await db.destroy();
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  });

  it('SQLite locked by another program past the wait, or PostgreSQL shutting down: 503 naming the cause', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const failures: Record<string, Error & { code: string }> = {
      busy: Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
      shutdown: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    };
    app.get('/fail/:what', async (request) => {
      throw failures[(request.params as { what: string }).what];
    });
    const busy = await app.inject({ method: 'GET', url: '/fail/busy' });
    expect(busy.statusCode).toBe(503);
    expect(busy.json().message).toBe(
      'The database cannot be used: another program is holding the database locked; close it (a DB browser, a copy in progress) and try again (database is locked)',
    );
    const shutdown = await app.inject({ method: 'GET', url: '/fail/shutdown' });
    expect(shutdown.statusCode).toBe(503);
    expect(shutdown.json().message).toContain('the PostgreSQL server cannot be reached or is shutting down');
    await app.close();
  });

  it.runIf(onSqliteProject)(
    'SQLite file held locked by another program: the save answers 503 after the wait and saves nothing',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-locked-'));
      const filename = path.join(dir, 'shop.db');
      // A short wait instead of the default half a minute, so the test does not sit through it.
      const db = createDatabase({ kind: 'sqlite', filename, lockWaitMs: 300 });
      await migrateToLatest(db);
      await configureTestShop(db);
      const app = await buildApp({ db, backups: { dir, target: { kind: 'sqlite', filename } } });
      const owner = await createTestUser(db, 'owner');
      const other = new SQLite(filename);
      const save = () =>
        app.inject({
          method: 'POST',
          url: '/api/categories',
          headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
          payload: { name: 'Spices' },
        });
      try {
        other.exec('begin immediate');
        const locked = await save();
        expect(locked.statusCode).toBe(503);
        expect(locked.json().message).toMatch(
          /^The database cannot be used: another program is holding the database locked/,
        );
        other.exec('rollback');
        const count = await db
          .selectFrom('categories')
          .select(db.fn.countAll().as('n'))
          .where('name', '=', 'Spices')
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(0);
        expect((await save()).statusCode).toBe(201);
      } finally {
        other.close();
        await app.close();
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
