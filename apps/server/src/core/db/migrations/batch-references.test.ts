import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import { createProduct, createSupplier, GSTIN_CHHATTISGARH } from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-27T1600: every batch_id names a batch (a foreign key on PostgreSQL, guards on
// SQLite). A line naming no batch and the removal of a batch that lines name are refused; down
// and up again, the batches and their lines are kept.

const MIGRATION = '2026-11-27T1600-batch-references';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < MIGRATION)
  .at(-1) as string;

describe('Migration 2026-11-27T1600 (batch references)', () => {
  let t: TestApp;
  let db: Kysely<unknown>;
  let batchId: number;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    const supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    const syrup = await createProduct(t.app, {
      name: 'Cough Syrup',
      gst_rate: 12,
      mrp: 110,
      tracks_batches: true,
    });
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date: '2026-06-01',
      items: [
        {
          product_id: syrup,
          quantity: 10,
          amount: 700,
          gst_rate: 12,
          mrp: 110,
          batch_number: 'B1',
          expiry_date: '2026-12-31',
        },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    batchId = Number((await sql<{ id: number }>`select id from product_batches`.execute(db)).rows[0]?.id);
  });
  afterAll(async () => t.close());

  const nameNoBatch = (table: string) => sql`update ${sql.table(table)} set batch_id = 999999`.execute(db);
  const removeBatch = () => sql`delete from product_batches where id = ${batchId}`.execute(db);

  it('refuses a line naming no batch, and the removal of a batch lines name', async () => {
    await expect(nameNoBatch('purchase_items')).rejects.toThrow();
    await expect(nameNoBatch('stock_movements')).rejects.toThrow();
    await expect(removeBatch()).rejects.toThrow();
  });

  it('goes down (no check) and up again, keeping the batch and its lines', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    if (down.error) throw down.error;
    await nameNoBatch('purchase_items');
    await sql`update purchase_items set batch_id = ${batchId}`.execute(db);
    await migrateToLatest(t.db);
    await expect(nameNoBatch('purchase_items')).rejects.toThrow();
    await expect(removeBatch()).rejects.toThrow();
    const lines = await sql<{ batch_id: number }>`select batch_id from stock_movements`.execute(db);
    expect(lines.rows.map((row) => Number(row.batch_id))).toEqual([batchId]);
  });
});
