import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrations } from './index';

// Migration 2026-11-28T0620 (the HSN summary's sums kept per month) goes down and up again: the
// table goes, and comes back filled from the lines that count, then moves with them.

const NAME = '2026-11-28T0620-hsn-month-totals';
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

  it('goes down and up again, filling each month from the lines that count', async () => {
    const fan = await createProduct(t.app, { gst_rate: 18, hsn_code: '84145110', name: 'Table Fan' });
    const walkIn = await createCustomer(t.app, { name: 'Walk-in, Raipur' });
    for (const date of ['2026-08-05', '2026-08-20', '2026-09-02']) {
      const sold = await postInvoice(
        t.app,
        invoicePayload(
          walkIn,
          [{ product_id: fan, gst_rate: 18, rate: 1000, quantity: 2, price_basis: 'rate' }],
          {
            date,
          },
        ),
      );
      expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    }
    const db = t.db as unknown as Kysely<unknown>;
    const kept = async () =>
      (
        await sql<{ month: string; lines: number; quantity_milli: number; subtotal: number }>`
          select month, lines, quantity_milli, subtotal from hsn_monthly_totals order by month`.execute(db)
      ).rows.map((row) => [row.month, Number(row.lines), Number(row.quantity_milli), Number(row.subtotal)]);
    const before = await kept();
    expect(before.map((row) => row.slice(0, 3))).toEqual([
      ['2026-08', 2, 4000],
      ['2026-09', 1, 2000],
    ]);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await expect(sql`select month from hsn_monthly_totals`.execute(db)).rejects.toThrow();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await kept()).toEqual(before);
    await sql`update invoices set status = 'Cancelled' where date = '2026-09-02'`.execute(db);
    expect((await kept()).map((row) => row.slice(0, 3))).toEqual([
      ['2026-08', 2, 4000],
      ['2026-09', 0, 0],
    ]);
  });
});
