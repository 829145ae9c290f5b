import { purchaseDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectFieldErrors } from '../test-support/api-calls';
import { createProduct, createSupplier, GSTIN_CHHATTISGARH, onHand } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A purchase line of a product that tracks batches records its batch: number, expiry and MRP,
// all required; a product without batches refuses them. The same batch number again tops the
// batch up; under another expiry or MRP it is refused.

const saved = z.object({ ok: z.literal(true), id: z.number(), purchase_number: z.string() });

describe('purchases of products with batches', () => {
  let t: TestApp;
  let supplier: number;
  let syrup: number;
  let soap: number;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    syrup = await createProduct(t.app, {
      name: 'Cough Syrup',
      gst_rate: 12,
      mrp: 110,
      rate: 70,
      tracks_batches: true,
    });
    soap = await createProduct(t.app, { name: 'Plain Soap', gst_rate: 18 });
  });
  afterAll(async () => t.close());

  const post = (items: unknown[], overrides: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date: '2025-05-10',
      items,
      ...overrides,
    });

  it('records two batches of one product on one bill, with a scheme, and stock rises by both', async () => {
    const answer = await post([
      {
        product_id: syrup,
        quantity: 10,
        free_quantity: 1,
        amount: 700,
        gst_rate: 12,
        mrp: 100,
        batch_number: 'B1',
        expiry_date: '2026-12-31',
      },
      {
        product_id: syrup,
        quantity: 5,
        amount: 350,
        gst_rate: 12,
        mrp: 110,
        batch_number: 'B2',
        expiry_date: '2027-03-31',
      },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { id } = saved.parse(answer.body);
    const detail = purchaseDetailSchema.parse((await call(t.app, 'GET', `/api/admin/purchases/${id}`)).body);
    expect(
      detail.items.map((item) => [
        item.batch?.batch_number,
        item.batch?.expiry_date,
        item.mrp,
        item.quantity,
        item.free_quantity,
      ]),
    ).toEqual([
      ['B1', '2026-12-31', 100, 10, 1],
      ['B2', '2027-03-31', 110, 5, 0],
    ]);
    expect(await onHand(t.app, syrup)).toBe(16);
  });

  it('refuses a batch product line without batch number, expiry or MRP, naming each field', async () => {
    expectFieldErrors(await post([{ product_id: syrup, quantity: 1, amount: 70, gst_rate: 12 }]), {
      'items.0.batch_number': ['Batch No is required for Cough Syrup'],
      'items.0.expiry_date': ['Expiry is required for Cough Syrup'],
      'items.0.mrp': ['MRP of the batch is required for Cough Syrup'],
    });
  });

  it('refuses batch fields on a product without batches, and a known batch under another expiry', async () => {
    expectFieldErrors(
      await post([
        {
          product_id: soap,
          quantity: 1,
          amount: 10,
          gst_rate: 18,
          batch_number: 'X',
          expiry_date: '2027-01-31',
        },
      ]),
      {
        'items.0.batch_number': ['Plain Soap does not track batches: leave Batch No and Expiry empty'],
        'items.0.expiry_date': ['Plain Soap does not track batches: leave Batch No and Expiry empty'],
      },
    );
    expectFieldErrors(
      await post([
        {
          product_id: syrup,
          quantity: 1,
          amount: 70,
          gst_rate: 12,
          mrp: 100,
          batch_number: 'B1',
          expiry_date: '2027-01-31',
        },
      ]),
      { 'items.0.expiry_date': ['Batch B1 is recorded with expiry 31/12/2026 and MRP ₹100.00'] },
    );
    expect(await onHand(t.app, syrup)).toBe(16);
  });

  it('refuses opening stock on a product that tracks batches', async () => {
    const answer = await call(t.app, 'POST', '/api/products', {
      name: 'Eye Drops',
      hsn_code: '3004',
      mrp: 50,
      rate: 30,
      gst_rate: 12,
      opening_stock: 5,
      reorder_level: 0,
      tracks_batches: true,
    });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain(
      'Opening Stock must be 0 for a product that tracks batches',
    );
  });
});
