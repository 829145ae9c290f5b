import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import { createProduct, createSupplier, GSTIN_CHHATTISGARH } from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-25T1440 gives each purchase movement its line's rate. Movements recorded before
// it take it from their purchase's line, so the stock report values stock exactly as it did;
// purchases recorded after it carry the rate themselves.

const NAME = '2026-11-25T1440-purchase-rate-on-movements';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

type StockRow = { product_id: number; valuation_rate: number; closing_value: number };

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;
  let supplier: number;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    product = await createProduct(t.app, { gst_rate: 5, opening_stock: 0, rate: 10 });
  });
  afterAll(async () => t.close());

  async function purchase(date: string, lines: { quantity: number; amount: number }[]): Promise<void> {
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date: date,
      items: lines.map((line) => ({ product_id: product, ...line, gst_rate: 5 })),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }

  async function valuation(to: string): Promise<Pick<StockRow, 'valuation_rate' | 'closing_value'>> {
    const answer = await call(t.app, 'GET', `/api/stock-report?from=2025-05-01&to=${to}`);
    const row = (answer.body as { data: StockRow[] }).data.find((found) => found.product_id === product);
    if (!row) throw new Error('product missing from the stock report');
    return { valuation_rate: row.valuation_rate, closing_value: row.closing_value };
  }

  async function movementRates(): Promise<number[]> {
    const { rows } = await sql<{ rate: number | null }>`select rate from stock_movements
      where product_id = ${product} and source_type = 'purchase' order by id`.execute(db);
    return rows.map((row) => Number(row.rate));
  }

  it('fills the rates of earlier purchases so that stock is valued as before', async () => {
    await purchase('2025-05-10', [{ quantity: 10, amount: 200 }]);
    await purchase('2025-05-20', [{ quantity: 4, amount: 100 }]);
    // Two purchases on one day: the later one (₹30 a unit) values the stock.
    await purchase('2025-05-20', [{ quantity: 2, amount: 60 }]);
    expect(await movementRates()).toEqual([2000, 2500, 3000]);
    const may = await valuation('2025-05-31');
    const mid = await valuation('2025-05-15');
    expect(may).toEqual({ valuation_rate: 30, closing_value: 480 });
    expect(mid).toEqual({ valuation_rate: 20, closing_value: 200 });

    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    if (down.error) throw down.error;
    await migrateToLatest(t.db);
    expect(await movementRates()).toEqual([2000, 2500, 3000]);
    expect(await valuation('2025-05-31')).toEqual(may);
    expect(await valuation('2025-05-15')).toEqual(mid);
  });
});
