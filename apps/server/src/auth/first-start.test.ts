import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../core/db/database';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { TEST_ORIGIN } from '../test-support/test-session';
import { openFirstStart } from './first-owner';
import { countUsers } from './users/user-repository';

// First start: INITIAL_ADMIN_* creates the owner; without it the server prints a one-time setup
// link, and only a request with that link's token creates the first owner.

describe('first start', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(async () => database.destroy());

  it('prints a one-time setup link; only its token creates the owner, once', async () => {
    const printed: string[] = [];
    const gate = await openFirstStart(
      db,
      {},
      (token) => `http://127.0.0.1:3000/setup?token=${token}`,
      (line) => printed.push(line),
    );
    expect(printed.join('\n')).toContain('http://127.0.0.1:3000/setup?token=');
    const token = printed.join('\n').match(/token=(\S+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(30);
    const app = await buildApp({ db, setupGate: gate });
    const setup = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/auth/setup', payload, headers: { origin: TEST_ORIGIN } });
    expect((await app.inject({ method: 'GET', url: '/api/auth/setup' })).json()).toEqual({
      needs_setup: true,
    });
    const owner = { email: 'asha@shop.in', name: 'Asha', password: 'first owner password' };
    const wrong = await setup({ ...owner, token: 'guessed' });
    expect(wrong.statusCode).toBe(403);
    expect(await countUsers(db)).toBe(0);
    const made = await setup({ ...owner, token });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ email: 'asha@shop.in', name: 'Asha', role: 'owner' });
    const cookie = String(made.headers['set-cookie']).split(';')[0] ?? '';
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const again = await setup({ ...owner, email: 'mallory@example.in', token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bahi is already set up: sign in');
    expect((await app.inject({ method: 'GET', url: '/api/auth/setup' })).json()).toEqual({
      needs_setup: false,
    });
    await app.close();
  });

  it('creates no second owner from INITIAL_ADMIN_* once users exist', async () => {
    const printed: string[] = [];
    const env = { INITIAL_ADMIN_EMAIL: 'other@shop.in', INITIAL_ADMIN_PASSWORD: 'another password' };
    const gate = await openFirstStart(
      db,
      env,
      () => 'unused',
      (line) => printed.push(line),
    );
    expect(gate.token).toBeNull();
    expect(printed).toEqual([]);
    expect(await countUsers(db)).toBe(1);
  });
});

describe('INITIAL_ADMIN_EMAIL and INITIAL_ADMIN_PASSWORD', () => {
  it('create the owner on a database without users, and no setup link', async () => {
    const database = await createTestDatabase();
    try {
      const printed: string[] = [];
      const env = { INITIAL_ADMIN_EMAIL: 'Owner@Shop.in', INITIAL_ADMIN_PASSWORD: 'owner password 1' };
      const gate = await openFirstStart(
        database.db,
        env,
        () => 'unused',
        (line) => printed.push(line),
      );
      expect(gate.token).toBeNull();
      expect(printed).toEqual(['[bahi] Created the owner owner@shop.in (INITIAL_ADMIN_EMAIL).']);
      const user = await database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({ email: 'owner@shop.in', role: 'owner', name: 'Owner' });
      await expect(
        openFirstStart(
          await createEmpty(),
          { INITIAL_ADMIN_EMAIL: 'x', INITIAL_ADMIN_PASSWORD: 'y' },
          () => '',
        ),
      ).rejects.toThrow('INITIAL_ADMIN_*: email: Email must be a valid email address');
    } finally {
      await database.destroy();
      await Promise.all(extra.map((other) => other.destroy()));
    }
  });
});

const extra: TestDatabase[] = [];
async function createEmpty(): Promise<Db> {
  const database = await createTestDatabase();
  extra.push(database);
  return database.db;
}
