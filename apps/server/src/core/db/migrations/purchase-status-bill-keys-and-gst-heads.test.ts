import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import { createProduct, createSupplier, GSTIN_CHHATTISGARH } from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-25T0600 on purchases recorded before it: a bill recorded twice keeps its key on
// the earlier purchase only (so the unique index builds), rows get their GST heads from their
// purchase's supply type, and going down and up again works.

const NAME = '2026-11-25T0600-purchase-status-bill-keys-and-gst-heads';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;
  const ids: number[] = [];

  const migrateTo = async (name: string) => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    const supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    const product = await createProduct(t.app, { gst_rate: 5 });
    for (const bill of ['MD/1123', 'MD/1124']) {
      const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
        supplier_id: supplier,
        invoice_number: bill,
        purchase_date: '2025-05-10',
        // 123.45 at 5%: GST 6.17, an odd paisa for CGST.
        items: [{ product_id: product, quantity: 1, amount: 123.45, gst_rate: 5 }],
      });
      ids.push(Number((answer.body as { id: number }).id));
    }
  });
  afterAll(async () => t.close());

  it('keeps the key of a bill recorded twice before it on the earlier purchase, and splits each row', async () => {
    await migrateTo(BEFORE);
    // Before the guard, the same bill could be recorded twice ('md / 1123' is MD/1123).
    await sql`update purchases set supplier_invoice_number = 'md / 1123' where id = ${ids[1]}`.execute(db);
    await migrateToLatest(t.db);
    const { rows } = await sql<{
      id: number;
      supplier_bill_key: string | null;
      status: string;
      cgst_amount: number;
      sgst_amount: number;
    }>`select id, supplier_bill_key, status, cgst_amount, sgst_amount from purchases order by id`.execute(db);
    expect(rows.map((row) => [row.supplier_bill_key, row.status])).toEqual([
      ['MD/1123', 'Recorded'],
      [null, 'Recorded'],
    ]);
    expect(rows.map((row) => [Number(row.cgst_amount), Number(row.sgst_amount)])).toEqual([
      [309, 308],
      [309, 308],
    ]);
    const items = await sql<{ cgst_amount: number; sgst_amount: number; igst_amount: number }>`
      select cgst_amount, sgst_amount, igst_amount from purchase_items order by id`.execute(db);
    expect(items.rows.map((row) => [row.cgst_amount, row.sgst_amount, row.igst_amount].map(Number))).toEqual([
      [309, 308, 0],
      [309, 308, 0],
    ]);
  });

  it('goes down and up again, and refuses to go down while a purchase is cancelled', async () => {
    await migrateTo(BEFORE);
    await migrateToLatest(t.db);
    expect((await call(t.app, 'POST', `/api/admin/purchases/${ids[0]}/cancel`)).status).toBe(200);
    await expect(migrateTo(BEFORE)).rejects.toThrow('Cancelled purchases exist');
  });
});
