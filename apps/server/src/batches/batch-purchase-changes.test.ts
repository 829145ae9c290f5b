import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  invoicePayload,
  onHand,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A batch's sold goods stay sold: a purchase corrected or cancelled, or a purchase return, that
// would take a batch below zero is refused on its line (422 naming the batch), although the
// product as a whole still holds enough (another batch does). Purchase 1 brings B1 and B2, 10
// each; purchase 2 brings B3, 10; sales take 8 of B1 and 6 of B3, each naming its batch.

const saved = z.object({ id: z.number() });
const lineOf = (batch_number: string, expiry_date: string, quantity: number) => ({
  quantity,
  amount: quantity * 70,
  gst_rate: 12,
  mrp: 110,
  batch_number,
  expiry_date,
});

describe('batch stock on purchase corrections, cancellations and returns', () => {
  let t: TestApp;
  let syrup: number;
  let supplier: number;
  const purchases: Record<string, number> = {};
  const batchIds: Record<string, number> = {};

  async function purchase(purchase_date: string, items: ReturnType<typeof lineOf>[]) {
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date,
      items: items.map((item) => ({ product_id: syrup, ...item })),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const id = saved.parse(answer.body).id;
    const detail = (await call(t.app, 'GET', `/api/admin/purchases/${id}`)).body as {
      items: { batch: { id: number; batch_number: string } }[];
    };
    for (const item of detail.items) batchIds[item.batch.batch_number] = item.batch.id;
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    const customer = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    syrup = await createProduct(t.app, { name: 'Cough Syrup', gst_rate: 12, mrp: 110, tracks_batches: true });
    purchases.first = await purchase('2026-06-01', [
      lineOf('B1', '2026-12-31', 10),
      lineOf('B2', '2027-03-31', 10),
    ]);
    purchases.second = await purchase('2026-06-02', [lineOf('B3', '2027-06-30', 10)]);
    for (const [batch, quantity] of [
      ['B1', 8],
      ['B3', 6],
    ] as const) {
      const line = { product_id: syrup, price_basis: 'rate', rate: 70, gst_rate: 12, quantity };
      const sold = await postInvoice(
        t.app,
        invoicePayload(customer, [{ ...line, batch_id: batchIds[batch] } as never], { date: '2026-07-01' }),
      );
      expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    }
    expect(await onHand(t.app, syrup)).toBe(16);
  });
  afterAll(async () => t.close());

  it('refuses a correction taking a batch below what it has sold, and takes one that leaves it at zero', async () => {
    const change = (quantity: number) =>
      call(t.app, 'PUT', `/api/admin/purchases/${purchases.second}`, {
        supplier_id: supplier,
        purchase_date: '2026-06-02',
        items: [{ product_id: syrup, ...lineOf('B3', '2027-06-30', quantity) }],
      });
    expectFieldErrors(await change(4), {
      'items.0.quantity': [
        'Batch B3 of Cough Syrup holds 4 NOS: taking out 6 NOS would leave it below zero (its goods are sold; correct those sales first)',
      ],
    });
    expect(await onHand(t.app, syrup)).toBe(16);
    const corrected = await change(6);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(await onHand(t.app, syrup)).toBe(12);
  });

  it('refuses to cancel a purchase whose batch has sold its goods, naming the line', async () => {
    expectFieldErrors(await call(t.app, 'POST', `/api/admin/purchases/${purchases.second}/cancel`), {
      'items.0.quantity': [
        'Batch B3 of Cough Syrup holds 0 NOS: taking out 6 NOS would leave it below zero (its goods are sold; correct those sales first)',
      ],
    });
    expect(await onHand(t.app, syrup)).toBe(12);
  });

  it('refuses a purchase return of more than its batch still holds, and takes what it holds', async () => {
    const detail = (await call(t.app, 'GET', `/api/admin/purchases/${purchases.first}`)).body as {
      items: { id: number; batch: { batch_number: string } }[];
    };
    const b1Line = detail.items.find((item) => item.batch.batch_number === 'B1');
    const give = (quantity: number) =>
      call(t.app, 'POST', '/api/purchase-returns', {
        reason: 'Leaking bottles',
        purchase_id: purchases.first,
        return_date: '2026-07-10',
        lines: [{ purchase_item_id: b1Line?.id, quantity }],
      });
    expectFieldErrors(await give(3), {
      'lines.0.quantity': [
        'Batch B1 of Cough Syrup holds 2 NOS: taking out 3 NOS would leave it below zero (its goods are sold; correct those sales first)',
      ],
    });
    expect(await onHand(t.app, syrup)).toBe(12);
    const answer = await give(2);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await onHand(t.app, syrup)).toBe(10);
  });
});
