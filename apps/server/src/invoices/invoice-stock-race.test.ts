import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_CHHATTISGARH,
  invoicePayload,
  onHand,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// With "Allow selling below zero stock" off, invoices saved at the same moment must not both take
// the last units: each reads what is on hand only after the others' sales of the product are
// committed (PostgreSQL: the product rows are locked; SQLite: one writer at a time).

describe('stock guard under concurrent invoices', () => {
  let t: TestApp;
  let customer: number;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    const settings = (await call(t.app, 'GET', '/api/settings')).body as object;
    const off = await call(t.app, 'PUT', '/api/settings', { ...settings, allow_negative_stock: false });
    expect(off.status).toBe(200);
  });
  afterAll(async () => {
    // Back on, from the settings as they are now (a save over an older read may be refused).
    const now = (await call(t.app, 'GET', '/api/settings')).body as object;
    await call(t.app, 'PUT', '/api/settings', { ...now, allow_negative_stock: true });
    await t.close();
  });

  const line = (productId: number, quantity: number) => ({
    product_id: productId,
    price_basis: 'rate' as const,
    rate: 100,
    gst_rate: 18,
    quantity,
  });

  it('lets exactly as many concurrent invoices through as the stock covers', async () => {
    const kettle = await createProduct(t.app, { name: 'Race Kettle', unit: 'NOS', opening_stock: 3 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postInvoice(t.app, invoicePayload(customer, [line(kettle, 1)]))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(answer.body).toMatchObject({
        errors: { 'items.0.quantity': ['Only 0 NOS of Race Kettle in stock'] },
      });
    }
    expect(await onHand(t.app, kettle)).toBe(0);
  });

  it('counts two concurrent invoices that each take most of two products, in any order', async () => {
    const tea = await createProduct(t.app, { name: 'Race Tea', unit: 'PCS', opening_stock: 6 });
    const sugar = await createProduct(t.app, { name: 'Race Sugar', unit: 'KGS', opening_stock: 5 });
    // Opposite line orders: the locks are taken in product order, so neither waits on the other in a circle.
    const [first, second] = await Promise.all([
      postInvoice(t.app, invoicePayload(customer, [line(tea, 4), line(sugar, 3.5)])),
      postInvoice(t.app, invoicePayload(customer, [line(sugar, 3.5), line(tea, 4)])),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 422]);
    expect(await onHand(t.app, tea)).toBe(2);
    expect(await onHand(t.app, sugar)).toBe(1.5);
  });
});
