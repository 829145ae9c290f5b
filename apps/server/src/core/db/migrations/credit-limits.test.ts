import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrations } from './index';

// Migration 2026-11-27T0600 (credit limits) goes down and up again: the column goes, every
// customer stays, and it comes back empty (no limit) on each.

const NAME = '2026-11-27T0600-credit-limits';
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
    await sql`insert into customers (name, address, credit_days, credit_limit, created_at)
      values ('Kept Customer', '', 15, 500000, '2026-11-01T00:00:00.000Z')`.execute(db);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    await expect(sql`select credit_limit from customers`.execute(db)).rejects.toThrow();
    await expect(sql`select credit_limit from suppliers`.execute(db)).rejects.toThrow();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const rows = await sql<{ name: string; credit_days: number; credit_limit: number | null }>`select name,
      credit_days, credit_limit from customers where name = 'Kept Customer'`.execute(db);
    expect(rows.rows).toEqual([{ name: 'Kept Customer', credit_days: 15, credit_limit: null }]);
    await expect(sql`update customers set credit_limit = -1`.execute(db)).rejects.toThrow();
  });
});
