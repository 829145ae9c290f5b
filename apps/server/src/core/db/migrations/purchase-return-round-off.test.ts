import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrations } from './index';

// Migration 2026-11-27T0610 (purchase return round-off) goes down and up again: the column goes,
// and comes back 0 (not rounded).

const NAME = '2026-11-27T0610-purchase-return-round-off';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe(`Migration ${NAME}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('goes down and up again', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    await expect(sql`select round_off from purchase_returns`.execute(db)).rejects.toThrow();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect((await sql`select round_off from purchase_returns`.execute(db)).rows).toEqual([]);
  });
});
