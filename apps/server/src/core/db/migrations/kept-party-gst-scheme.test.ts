import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  invoicePayload,
  postInvoice,
} from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrations } from './index';

// Migration 2026-11-27T1810 (the party's GST scheme kept on invoices and purchases) goes down and
// up again: the columns go, and come back filled from each document's party (the backfill).

const NAME = '2026-11-27T1810-kept-party-gst-scheme';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe(`Migration ${NAME}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('goes down and up again, taking each document party scheme', async () => {
    const product = await createProduct(t.app, { gst_rate: 18, hsn_code: '84145110', name: 'Table Fan' });
    const dealer = await createCustomer(t.app, { gstin: GSTIN_GUJARAT, gst_scheme: 'composition' });
    const regular = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    for (const customer of [dealer, regular]) {
      const sold = await postInvoice(
        t.app,
        invoicePayload(customer, [{ product_id: product, gst_rate: 18, rate: 100, quantity: 1 }]),
      );
      expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    }
    const supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH, gst_scheme: 'composition' });
    const bought = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      invoice_number: 'C-1',
      purchase_date: '2026-08-05',
      items: [{ product_id: product, quantity: 1, amount: 100, gst_rate: 0 }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);

    const db = t.db as unknown as Kysely<unknown>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await expect(sql`select customer_gst_scheme from invoices`.execute(db)).rejects.toThrow();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const invoices = await sql<{ customer_id: number; customer_gst_scheme: string }>`
      select customer_id, customer_gst_scheme from invoices order by id`.execute(db);
    expect(invoices.rows.map((row) => [Number(row.customer_id), row.customer_gst_scheme])).toEqual([
      [dealer, 'composition'],
      [regular, 'regular'],
    ]);
    const purchases = await sql<{
      supplier_gst_scheme: string;
    }>`select supplier_gst_scheme from purchases`.execute(db);
    expect(purchases.rows).toEqual([{ supplier_gst_scheme: 'composition' }]);
  });
});
