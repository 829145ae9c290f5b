import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import {
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  onHand,
} from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-27T0500 (batches) goes down and up again: a product recorded before it has no
// batches and its purchase and stock read as they did.

const BATCHES = '2026-11-27T0500-product-batches';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < BATCHES)
  .at(-1) as string;

describe('Migration 2026-11-27T0500 (product batches)', () => {
  let t: TestApp;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
  });
  afterAll(async () => t.close());

  it('goes down and up again, and a product without batches reads the same', async () => {
    const supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    const product = await createProduct(t.app, { gst_rate: 5, opening_stock: 3, rate: 10 });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    if (down.error) throw down.error;
    await migrateToLatest(t.db);

    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date: '2025-05-10',
      items: [{ product_id: product, quantity: 10, amount: 200, gst_rate: 5 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { id } = answer.body as { id: number };
    const before = (await call(t.app, 'GET', `/api/admin/purchases/${id}`)).body;

    const again = await migrator.migrateTo(BEFORE);
    if (again.error) throw again.error;
    await migrateToLatest(t.db);
    const after = (await call(t.app, 'GET', `/api/admin/purchases/${id}`)).body as {
      items: { batch: unknown }[];
    };
    expect(after).toEqual(before);
    expect(after.items[0]?.batch).toBeNull();
    expect((await call(t.app, 'GET', `/api/products/${product}`)).body).toMatchObject({
      tracks_batches: false,
    });
    expect(await onHand(t.app, product)).toBe(13);
  });
});
