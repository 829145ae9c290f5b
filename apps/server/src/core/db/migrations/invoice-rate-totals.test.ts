import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../../../test-support/document-fixtures';
import { migrationBefore } from '../../../test-support/migration-down-up';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrations } from './index';

// Migration 2026-11-28T1100 (each invoice's lines summed per GST rate, kept on its row) goes down
// and up again: the column goes, and comes back filled from the lines of every invoice saved
// before, in the same text the save writes.

const NAME = '2026-11-28T1100-invoice-rate-totals';

describe(`Migration ${NAME}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('goes down and up again, summing the lines of every invoice per rate', async () => {
    const customer = await createCustomer(t.app, { name: 'Backfill Stores' });
    const tea = await createProduct(t.app, { name: 'Backfill Tea', gst_rate: 5, hsn_code: '0902' });
    const fan = await createProduct(t.app, { name: 'Backfill Fan', gst_rate: 18, hsn_code: '84145110' });
    for (const items of [
      [
        { product_id: fan, rate: 1000, gst_rate: 18, quantity: 2 },
        { product_id: tea, rate: 100, gst_rate: 5 },
        { product_id: fan, rate: 10.5, gst_rate: 18 },
      ],
      [{ product_id: tea, rate: 40, gst_rate: 5, quantity: 3 }],
    ]) {
      const saved = await postInvoice(t.app, invoicePayload(customer, items));
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    }
    const db = t.db as unknown as Kysely<unknown>;
    const kept = async () =>
      (await sql<{ rate_totals: string }>`select rate_totals from invoices order by id`.execute(db)).rows.map(
        (row) => JSON.parse(row.rate_totals),
      );
    const asSaved = await kept();
    expect(asSaved).toEqual([
      [
        [500, 1, 10000, 500],
        [1800, 2, 201050, 36190],
      ],
      [[500, 1, 12000, 600]],
    ]);

    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(migrationBefore(NAME))).error).toBeUndefined();
    await expect(sql`select rate_totals from invoices`.execute(db)).rejects.toThrow();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await kept()).toEqual(asSaved);
  });
});
