import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectIndexDownAndUp } from '../../../test-support/migration-down-up';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { dialectOf } from '../database';

// Migration 2026-11-28T0920 (the stock report's returns by date) goes down and up again, and the
// report's read of the returns of a range is answered from the partial index: its condition is
// the index's word for word (reports/stock-report-repository.ts).

const NAME = '2026-11-28T0920-stock-returns-index';

describe(`Migration ${NAME}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('goes down and up again', async () => {
    await expectIndexDownAndUp(t, NAME, 'stock_movements', 'stock_movements_returns');
  });

  it("serves the stock report's read of the returns (SQLite's plan)", async () => {
    if (dialectOf(t.db) !== 'sqlite') return;
    const { rows } = await sql<{ detail: string }>`explain query plan
      select product_id, sum(quantity_milli) from stock_movements
      where source_type in ('invoice', 'purchase_return') and date between '2026-10-01' and '2026-10-31'
      group by product_id`.execute(t.db);
    expect(rows.map((row) => row.detail).join(' ')).toContain('stock_movements_returns');
  });
});
