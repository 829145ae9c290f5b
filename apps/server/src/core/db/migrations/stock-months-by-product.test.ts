import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectIndexDownAndUp } from '../../../test-support/migration-down-up';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// Migration 2026-11-28T0900 (stock months by product) goes down and up again: the index over
// stock_monthly_totals by product goes and comes back, the kept months untouched.

const NAME = '2026-11-28T0900-stock-months-by-product';

describe(`Migration ${NAME}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('goes down and up again', async () => {
    await expectIndexDownAndUp(t, NAME, 'stock_monthly_totals', 'stock_monthly_totals_product');
  });
});
