import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import { createProduct } from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-27T0900 adds the opening stock's cost rate to products; down takes the column
// away and up brings it back empty, the products kept.

const NAME = '2026-11-27T0900-opening-stock-cost-rate';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
  });
  afterAll(async () => t.close());

  it('goes down and up', async () => {
    const id = await createProduct(t.app, { opening_stock: 5, opening_rate: 40 });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    await expect(sql`select opening_rate from products`.execute(db)).rejects.toThrow();
    await migrateToLatest(t.db);
    const product = await call(t.app, 'GET', `/api/products/${id}`);
    expect(product.body).toMatchObject({ opening_stock: 5, opening_rate: null });
  });
});
