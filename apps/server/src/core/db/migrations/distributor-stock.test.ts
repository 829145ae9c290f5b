import { purchaseDetailSchema } from '@bahi/domain/schemas';
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

// The migrations of 2026-11-26T08 (purchase round-off and typed rates, free quantity, price lists)
// and every later one, batches (2026-11-27T0500) among them, go down and up again leaving every
// document recorded before them reading as it did: no round-off, no free units, no batches.

const FIRST = '2026-11-26T0800-purchase-round-off-and-typed-rate';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < FIRST)
  .at(-1) as string;

describe('Migrations 2026-11-26T08 (distributor stock)', () => {
  let t: TestApp;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
  });
  afterAll(async () => t.close());

  it('go down and up again, and what was recorded before reads the same', async () => {
    const supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    const product = await createProduct(t.app, { gst_rate: 5, opening_stock: 0, rate: 10 });
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
    const before = purchaseDetailSchema.parse((await call(t.app, 'GET', `/api/admin/purchases/${id}`)).body);

    const again = await migrator.migrateTo(BEFORE);
    if (again.error) throw again.error;
    await migrateToLatest(t.db);
    const after = purchaseDetailSchema.parse((await call(t.app, 'GET', `/api/admin/purchases/${id}`)).body);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ round_off: 0, grand_total: 210 });
    expect(after.items[0]).toMatchObject({ typed_rate: null, quantity: 10, batch: null });
    // Down to before these, and so before batches (2026-11-27T0500) too: the product has none.
    expect((await call(t.app, 'GET', `/api/products/${product}`)).body).toMatchObject({
      tracks_batches: false,
    });
    expect(await onHand(t.app, product)).toBe(10);
  });
});
