import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { dialectOf } from '../database';
import { migrations } from './index';

// Migration 2026-11-28T0900 (stock months by product) goes down and up again: the index over
// stock_monthly_totals by product goes and comes back, the kept months untouched.

const NAME = '2026-11-28T0900-stock-months-by-product';
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

  async function indexesOfMonths(db: Kysely<unknown>): Promise<string[]> {
    const { rows } =
      dialectOf(t.db) === 'postgres'
        ? await sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename = 'stock_monthly_totals' order by 1`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'stock_monthly_totals' and sql is not null order by 1`.execute(
            db,
          );
    return rows.map((row) => row.name);
  }

  it('goes down and up again', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect(await indexesOfMonths(db)).toContain('stock_monthly_totals_product');
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    expect(await indexesOfMonths(db)).not.toContain('stock_monthly_totals_product');
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await indexesOfMonths(db)).toContain('stock_monthly_totals_product');
  });
});
