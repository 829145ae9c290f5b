import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-27T1900 (supply categories): products at 0% become nil-rated, as the returns
// reported them, the others taxable; it goes down and up again.

const MIGRATION = '2026-11-27T1900-supply-category';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < MIGRATION)
  .at(-1) as string;

describe('Migration 2026-11-27T1900', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.destroy());

  it('makes 0% products nil-rated and the rest taxable, and goes down and up again', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    if (down.error) throw down.error;
    await sql`insert into products (name, hsn_code, mrp, rate, gst_rate_id)
      select 'Rate ' || rate_bp, '0701', 100, 100, id from gst_rates where rate_bp in (0, 500)`.execute(db);
    await migrateToLatest(db);
    const { rows } = await sql<{ name: string; supply_category: string }>`
      select name, supply_category from products order by name`.execute(db);
    expect(rows).toEqual([
      { name: 'Rate 0', supply_category: 'nil_rated' },
      { name: 'Rate 500', supply_category: 'taxable' },
    ]);
    const again = await migrator.migrateTo(BEFORE);
    if (again.error) throw again.error;
    await migrateToLatest(db);
  });
});
