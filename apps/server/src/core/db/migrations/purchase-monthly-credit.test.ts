import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import { createProduct, createSupplier, GSTIN_CHHATTISGARH } from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrations } from './index';

// Migration 2026-11-28T0610 (the purchases' input tax credit kept per month) goes down and up
// again: the table goes, and comes back filled from the purchases that stand, then moves with them.

const NAME = '2026-11-28T0610-purchase-monthly-credit';
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

  it('goes down and up again, filling each month from the purchases that stand', async () => {
    const product = await createProduct(t.app, { gst_rate: 18, hsn_code: '84145110', name: 'Table Fan' });
    const supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    const noGstin = await createSupplier(t.app, { name: 'Gudiyari Traders' });
    const buy = async (supplier_id: number, purchase_date: string, amount: number, number: string) => {
      const bought = await call(t.app, 'POST', '/api/admin/add-purchases', {
        supplier_id,
        invoice_number: number,
        purchase_date,
        items: [{ product_id: product, quantity: 1, amount, gst_rate: 18 }],
      });
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    };
    await buy(supplier, '2026-08-05', 1000, 'A-1');
    await buy(supplier, '2026-08-20', 500, 'A-2');
    await buy(noGstin, '2026-08-21', 700, 'U-1');
    await buy(supplier, '2026-09-02', 200, 'A-3');

    const db = t.db as unknown as Kysely<unknown>;
    const kept = async () =>
      (
        await sql<{ month: string; purchases: number; taxable: number; cgst_amount: number }>`
          select month, purchases, taxable, cgst_amount from purchase_monthly_credit order by month`.execute(
          db,
        )
      ).rows.map((row) => [row.month, Number(row.purchases), Number(row.taxable), Number(row.cgst_amount)]);
    const before = await kept();
    expect(before).toEqual([
      ['2026-08', 2, 150_000, 13_500],
      ['2026-09', 1, 20_000, 1_800],
    ]);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await expect(sql`select month from purchase_monthly_credit`.execute(db)).rejects.toThrow();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await kept()).toEqual(before);
    await sql`update purchases set status = 'Cancelled' where purchase_date = '2026-09-02'`.execute(db);
    expect(await kept()).toEqual([
      ['2026-08', 2, 150_000, 13_500],
      ['2026-09', 0, 0, 0],
    ]);
  });
});
