import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  invoicePayload,
  onHand,
  postInvoice,
} from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-24T1700 (quantities in whole thousandths, a price basis per line) goes down to
// whole units and up again on a database holding sales and purchases, on either dialect: going
// down rounds fractions (2.5 kg becomes 3), going up scales every quantity and running total by
// 1000 again, and the app bills on the result.

const NAME = '2026-11-24T1700-decimal-quantities-and-price-basis';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

type Quantities = { sold: number; bought: number; balance: number };

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;
  let sugar: number;
  let customer: number;

  const migrateTo = async (name: string) => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };

  /** The sugar's stored quantities, read under either column name. */
  const quantities = async (column: 'quantity' | 'quantity_milli'): Promise<Quantities> => {
    const one = async (table: string) => {
      const result = await sql<{ value: number | string }>`select sum(${sql.ref(column)}) as value
        from ${sql.table(table)} where product_id = ${sugar}`.execute(db);
      return Number(result.rows[0]?.value ?? 0);
    };
    return {
      sold: await one('invoice_items'),
      bought: await one('purchase_items'),
      balance: await one('stock_balances'),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    customer = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    const supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    sugar = await createProduct(t.app, { name: 'Loose Sugar', gst_rate: 5, mrp: 0, rate: 42, unit: 'KGS' });
    const bought = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      invoice_number: 'MG/17',
      purchase_date: '2025-05-10',
      items: [{ product_id: sugar, quantity: 2, rate: 40, gst_rate: 5 }],
    });
    expect(bought.status).toBe(201);
    const sold = await postInvoice(
      t.app,
      invoicePayload(customer, [
        { product_id: sugar, price_basis: 'rate', rate: 42, gst_rate: 5, quantity: 2.5 },
      ]),
    );
    expect(sold.status).toBe(201);
  });
  afterAll(async () => t.close());

  it('stores thousandths before going down', async () => {
    expect(await quantities('quantity_milli')).toEqual({ sold: 2500, bought: 2000, balance: -500 });
  });

  it('goes down to whole units, rounding the fraction', async () => {
    await migrateTo(BEFORE);
    // 2.5 kg sold rounds to 3; the running balance (-0.5) rounds away from zero on both dialects.
    expect(await quantities('quantity')).toEqual({ sold: 3, bought: 2, balance: -1 });
    const columns = await sql<{ price_basis?: unknown }>`select * from invoice_items`.execute(db);
    expect(columns.rows[0]).not.toHaveProperty('price_basis');
  });

  it('comes back up in thousandths, old lines priced from the MRP, and bills decimals again', async () => {
    await migrateToLatest(t.db);
    expect(await quantities('quantity_milli')).toEqual({ sold: 3000, bought: 2000, balance: -1000 });
    const bases = await sql<{ price_basis: string }>`select price_basis from invoice_items`.execute(db);
    expect(bases.rows.map((row) => row.price_basis)).toEqual(['mrp']);
    const again = await postInvoice(
      t.app,
      invoicePayload(customer, [
        { product_id: sugar, price_basis: 'rate', rate: 42, gst_rate: 5, quantity: 0.25 },
      ]),
    );
    expect(again.status).toBe(201);
    expect(await onHand(t.app, sugar)).toBe(-1.25);
  });
});
