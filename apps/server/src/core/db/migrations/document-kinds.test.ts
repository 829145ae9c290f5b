import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import { createProduct, createSupplier, onHand } from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-27T0200 on a database with stock: the source type check becomes a foreign key
// to document_kinds (a last table rebuild on SQLite) and back, keeping every movement; after it, a
// new kind's row is all a new source type needs.

const NAME = '2026-11-27T0200-document-kinds';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;
  let product: number;
  let supplier: number;

  const migrateTo = async (name: string) => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    supplier = await createSupplier(t.app);
    product = await createProduct(t.app, { gst_rate: 5, opening_stock: 3 });
  });
  afterAll(async () => t.close());

  const move = (sourceType: string, quantity: number) =>
    sql`insert into stock_movements (product_id, date, quantity_milli, source_type, source_id)
      values (${product}, '2025-05-12', ${quantity * 1000}, ${sourceType}, 999)`.execute(db);

  async function purchase(quantity: number): Promise<void> {
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date: '2025-05-10',
      items: [{ product_id: product, quantity, amount: 100, gst_rate: 5 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }

  it('goes down to the check and up to the foreign key, keeping stock', async () => {
    await purchase(7);
    expect(await onHand(t.app, product)).toBe(10);

    await migrateTo(BEFORE);
    await expect(sql`select 1 from document_kinds`.execute(db)).rejects.toThrow();
    await expect(move('delivery_challan', -1)).rejects.toThrow();
    await move('purchase_return', -2);

    await migrateTo(NAME);
    await migrateToLatest(t.db);
    expect(await onHand(t.app, product)).toBe(8);
    await expect(move('delivery_challan', -1)).rejects.toThrow();
    // A new kind is a row, not a rebuild.
    await sql`insert into document_kinds (kind) values ('delivery_challan')`.execute(db);
    await move('delivery_challan', -1);
    expect(await onHand(t.app, product)).toBe(7);
    await purchase(1);
    expect(await onHand(t.app, product)).toBe(8);
    await sql`delete from stock_movements where source_type = 'delivery_challan'`.execute(db);
    await sql`delete from document_kinds where kind = 'delivery_challan'`.execute(db);
  });
});
