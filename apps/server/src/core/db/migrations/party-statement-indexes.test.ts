import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectIndexDownAndUp } from '../../../test-support/migration-down-up';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// Migration 2026-11-28T0930 (notes and purchase returns by party and date) goes down and up again.

const NAME = '2026-11-28T0930-party-statement-indexes';

describe(`Migration ${NAME}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('goes down and up again', async () => {
    await expectIndexDownAndUp(t, NAME, 'sales_notes', 'sales_notes_customer');
    await expectIndexDownAndUp(t, NAME, 'purchase_returns', 'purchase_returns_supplier');
  });
});
