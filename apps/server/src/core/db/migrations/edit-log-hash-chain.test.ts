import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../../../audit/chain/chain-verifier';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { missingGuards } from '../guards/guard-check';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-27T0300 adds the edit log's hash columns and chains the entries already there,
// in id order, on either dialect; down removes them (and SQLite's REPLACE guard), up chains again.
// The UPDATE guard it lifts while chaining is back afterwards.

const NAME = '2026-11-27T0300-edit-log-hash-chain';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;

  const migrateTo = async (name: string) => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    for (const name of ['Dry fruits', 'Spices']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/categories', payload: { name } });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(async () => t.close());

  it('goes down to an unchained log, chains old and new entries going up, and keeps its guards', async () => {
    await migrateTo(BEFORE);
    const { rows: columns } = await sql<{ id: number }>`select * from audit_log`.execute(db);
    expect(Object.keys(columns[0] ?? {})).not.toContain('hash');
    // Entries written while the log was not yet a chain (an older Bahi).
    for (const name of ['Old entry 1', 'Old entry 2']) {
      await sql`insert into audit_log (at, day, user_name, record_type, record_id, action, after)
        values ('2026-11-20T10:00:00.000Z', '2026-11-20', ${name}, 'category', '1', 'update', '{"a":1}')`.execute(
        db,
      );
    }
    const count = Number(
      (await sql<{ n: number }>`select count(*) as n from audit_log`.execute(db)).rows[0]?.n,
    );

    await migrateToLatest(db);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, count });
    expect(await missingGuards(t.db)).toEqual([]);
    await expect(sql`update audit_log set user_name = 'x'`.execute(db)).rejects.toThrow(/append-only/);

    await migrateTo(BEFORE);
    await migrateToLatest(db);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, count });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'After' },
    });
    expect(response.statusCode).toBe(201);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, count: count + 1 });
  });
});
