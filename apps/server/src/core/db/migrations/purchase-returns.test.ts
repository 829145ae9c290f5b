import { type Kysely, Migrator, sql } from 'kysely';
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

// Migration 2026-11-25T1200 on a database with stock: widening stock_movements' source types
// (a table rebuild on SQLite) keeps every movement, index, view and trigger, so stock stays the
// same and keeps following purchases; going down and up again works.

const NAME = '2026-11-25T1200-purchase-returns';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

type SchemaObject = { type: string; name: string };

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

  /** Indexes, views and triggers over stock_movements, by the catalogue of either dialect. */
  async function objectsOverMovements(): Promise<SchemaObject[]> {
    const postgres = t.db.getExecutor().adapter.constructor.name.startsWith('Postgres');
    const { rows } = postgres
      ? await sql<SchemaObject>`select 'index' as type, indexname as name from pg_indexes where tablename = 'stock_movements'
          union all select 'trigger', tgname from pg_trigger where tgrelid = 'stock_movements'::regclass and not tgisinternal
          union all select 'view', viewname from pg_views where definition like '%stock_movements%'
          order by 1, 2`.execute(db)
      : await sql<SchemaObject>`select type, name from sqlite_master
          where (tbl_name = 'stock_movements' and type in ('index', 'trigger'))
            or (type = 'view' and sql like '%stock_movements%')
          order by type, name`.execute(db);
    return rows;
  }

  async function purchase(quantity: number): Promise<void> {
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date: '2025-05-10',
      items: [{ product_id: product, quantity, amount: 100, gst_rate: 5 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    product = await createProduct(t.app, { gst_rate: 5, opening_stock: 3 });
  });
  afterAll(async () => t.close());

  async function balance(): Promise<number> {
    const { rows } = await sql<{ quantity_milli: number }>`select quantity_milli from stock_balances
      where product_id = ${product}`.execute(db);
    return Number(rows[0]?.quantity_milli ?? 0) / 1000;
  }

  const insertSentBack = () =>
    sql`insert into stock_movements (product_id, date, quantity_milli, source_type, source_id)
      values (${product}, '2025-05-11', -2000, 'purchase_return', 1)`.execute(db);

  it('keeps movements, indexes, views and triggers through the rebuild, down and up again', async () => {
    await purchase(7);
    await purchase(5);
    expect(await onHand(t.app, product)).toBe(15);

    await migrateTo(BEFORE);
    const before = await objectsOverMovements();
    expect(await balance()).toBe(12);
    await expect(insertSentBack()).rejects.toThrow();
    await sql`insert into stock_movements (product_id, date, quantity_milli, source_type, source_id)
      values (${product}, '2025-05-12', 4000, 'purchase', 999)`.execute(db);
    expect(await balance()).toBe(16);

    // Up through this migration only: later ones may add objects of their own.
    await migrateTo(NAME);
    expect(await objectsOverMovements()).toEqual(before);
    expect(before.length).toBeGreaterThan(3);
    expect(await balance()).toBe(16);
    await migrateToLatest(t.db);
    await purchase(1);
    expect(await onHand(t.app, product)).toBe(20);
    await insertSentBack();
    expect(await onHand(t.app, product)).toBe(18);
  });
});
