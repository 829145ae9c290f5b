import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTestAppTo, migrationBefore } from '../../../test-support/migration-down-up';
import { buildShop } from '../../../test-support/report-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { LATEST_PURCHASES_RECOUNT } from '../derived/latest-purchases';
import { migrateToLatest } from '../migrate';

// Migration 2026-11-28T1200 on a shop that already has purchases: monthly_latest_purchases is
// filled from the movements there, follows writes afterwards, and down and up again works.

const NAME = '2026-11-28T1200-monthly-latest-purchases';
const BEFORE = migrationBefore(NAME);

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    await buildShop(t.app);
  });
  afterAll(async () => t.close());

  async function rows(query: string): Promise<string[]> {
    const { rows } = await sql<Record<string, unknown>>`select month, product_id, date, source_id, rate
      from (${sql.raw(query)}) m order by month, product_id`.execute(db);
    return rows.map((row) => Object.values(row).map(String).join(' '));
  }

  it('fills the latest purchases of an existing database and follows writes after', async () => {
    await migrateTestAppTo(t, BEFORE);
    const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    // Written while the table did not exist: a later purchase of June, at a rate of its own.
    await sql`insert into stock_movements (product_id, date, quantity_milli, source_type, source_id, rate)
      values (${product.id}, '2025-06-28', 4000, 'purchase', 999, 1234)`.execute(db);

    await migrateToLatest(t.db);
    const kept = await rows('select * from monthly_latest_purchases');
    expect(kept).toEqual(await rows(LATEST_PURCHASES_RECOUNT));
    expect(kept).toContain(`2025-06 ${product.id} 2025-06-28 999 1234`);
    expect(kept.length).toBeGreaterThan(2);

    await sql`delete from stock_movements where source_id = 999`.execute(db);
    const after = await rows('select * from monthly_latest_purchases');
    expect(after).toEqual(await rows(LATEST_PURCHASES_RECOUNT));
    expect(after).not.toContain(`2025-06 ${product.id} 2025-06-28 999 1234`);

    await migrateTestAppTo(t, BEFORE);
    await migrateToLatest(t.db);
    expect(await rows('select * from monthly_latest_purchases')).toEqual(after);
  });
});
