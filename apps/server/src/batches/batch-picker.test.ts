import { productBatchesSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The invoice line's batch picker, GET /api/products/{id}/batches: a product's batches holding
// stock at the end of the invoice's date, earliest expiry first, each marked when expired on that
// day. B1 (31-12-2026, MRP 100, 10 units) and B2 (31-03-2027, MRP 110, 20 units) bought on
// 01-06-2026, B3 bought on 01-08-2026; 4 of B1 sold on 01-07-2026.

const saved = z.object({ id: z.number() });

describe('the batch picker of an invoice line', () => {
  let t: TestApp;
  let syrup: number;
  let invoiceId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    const customer = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    syrup = await createProduct(t.app, { name: 'Cough Syrup', gst_rate: 12, mrp: 110, tracks_batches: true });
    const line = (batch_number: string, expiry_date: string, mrp: number, quantity: number) => ({
      product_id: syrup,
      quantity,
      amount: quantity * 70,
      gst_rate: 12,
      mrp,
      batch_number,
      expiry_date,
    });
    for (const [purchase_date, items] of [
      ['2026-06-01', [line('B2', '2027-03-31', 110, 20), line('B1', '2026-12-31', 100, 10)]],
      ['2026-08-01', [line('B3', '2027-06-30', 120, 5)]],
    ] as const) {
      const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
        supplier_id: supplier,
        purchase_date,
        items,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const sold = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: syrup, price_basis: 'rate', rate: 70, gst_rate: 12, quantity: 4 }],
        {
          date: '2026-07-01',
        },
      ),
    );
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    invoiceId = saved.parse(sold.body).id;
  });
  afterAll(async () => t.close());

  async function picker(productId: number, query: string) {
    const answer = await call(t.app, 'GET', `/api/products/${productId}/batches?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return productBatchesSchema.parse(answer.body);
  }

  it('lists the batches holding stock on the invoice date, earliest expiry first, with expiry, MRP and quantity', async () => {
    const answer = await picker(syrup, 'as_of=2026-07-15');
    expect(answer.as_of).toBe('2026-07-15');
    // B3 was bought after that day: it holds nothing on it.
    expect(answer.data.map(({ batch_id: _, ...batch }) => batch)).toEqual([
      { batch_number: 'B1', expiry_date: '2026-12-31', mrp: 100, on_hand: 6, expired: false },
      { batch_number: 'B2', expiry_date: '2027-03-31', mrp: 110, on_hand: 20, expired: false },
    ]);
    const later = await picker(syrup, 'as_of=2026-08-01');
    expect(later.data.map((batch) => [batch.batch_number, batch.on_hand])).toEqual([
      ['B1', 6],
      ['B2', 20],
      ['B3', 5],
    ]);
  });

  it('marks a batch expired on the day, and gives an edited invoice its own lines back', async () => {
    const expired = await picker(syrup, 'as_of=2027-01-05');
    expect(expired.data.map((batch) => [batch.batch_number, batch.expired])).toEqual([
      ['B1', true],
      ['B2', false],
      ['B3', false],
    ]);
    const editing = await picker(syrup, `as_of=2026-07-15&except_invoice_id=${invoiceId}`);
    expect(editing.data[0]).toMatchObject({ batch_number: 'B1', on_hand: 10 });
  });

  it('answers an empty list for a product without batches, 404 for no product and 400 for a bad day', async () => {
    const plain = await createProduct(t.app, { name: 'Soap' });
    expect((await picker(plain, 'as_of=2026-07-15')).data).toEqual([]);
    const missing = await call(t.app, 'GET', '/api/products/999999/batches');
    expect(missing.status).toBe(404);
    const bad = await call(t.app, 'GET', `/api/products/${syrup}/batches?as_of=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('as_of must be a date (YYYY-MM-DD)');
  });
});
