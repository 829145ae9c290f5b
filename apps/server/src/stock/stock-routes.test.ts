import { stockRowSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectError, list } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// GET /api/stock with low_only=1: the products at or below their reorder level, now or as of a day.

describe('Stock list, low stock only', () => {
  let t: TestApp;
  // Opening stock / reorder level: rice 5/10 (low), dal 10/10 (at the level: low), salt 50/10.
  let rice: number;
  let salt: number;

  beforeAll(async () => {
    t = await createTestApp();
    rice = await createProduct(t.app, { name: 'Stk Rice', opening_stock: 5, reorder_level: 10 });
    await createProduct(t.app, { name: 'Stk Dal', opening_stock: 10, reorder_level: 10 });
    salt = await createProduct(t.app, { name: 'Stk Salt', opening_stock: 50, reorder_level: 10 });
    // Rice restocked on 10 May; 45 salt sold on 1 June.
    const supplier = await createSupplier(t.app);
    const purchase = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_number: 'PUR/25-26/0001',
      invoice_number: 'B-1',
      purchase_date: '2025-05-10',
      items: [{ product_id: rice, quantity: 20, amount: 1000, gst_rate: 5 }],
    });
    expect(purchase.status).toBe(201);
    const customer = await createCustomer(t.app);
    const sale = await postInvoice(
      t.app,
      invoicePayload(customer, [{ product_id: salt, mrp: 28, gst_rate: 5, quantity: 45 }], {
        date: '2025-06-01',
      }),
    );
    expect(sale.status).toBe(201);
  });
  afterAll(async () => t.close());

  // Every name starts 'Stk'; a test may search for a word of its own instead.
  const stock = (query: string) =>
    list(t.app, `/api/stock?${query.includes('search=') ? query : `search=Stk&${query}`}`, stockRowSchema);
  const names = async (query: string) => (await stock(query)).data.map((row) => row.product_name);

  it('lists every product without the switch, each with its own low-stock flag', async () => {
    const all = await stock('');
    expect(all.total).toBe(3);
    expect(all.data.map((row) => [row.product_name, row.on_hand, row.low_stock])).toEqual([
      ['Stk Dal', 10, true],
      ['Stk Rice', 25, false],
      ['Stk Salt', 5, true],
    ]);
    expect(await names('low_only=0')).toEqual(['Stk Dal', 'Stk Rice', 'Stk Salt']);
    expect(await names('low_only=')).toEqual(['Stk Dal', 'Stk Rice', 'Stk Salt']);
  });

  it('now: only products at or below their reorder level, and the total counts only those', async () => {
    const low = await stock('low_only=1');
    expect(low.data.map((row) => row.product_name)).toEqual(['Stk Dal', 'Stk Salt']);
    expect(low.total).toBe(2);
    expect(low.data.every((row) => row.low_stock)).toBe(true);
    expect(await names('low_only=true')).toEqual(['Stk Dal', 'Stk Salt']);
  });

  it('as of a day: the stock of that day decides', async () => {
    // Before the purchase rice was low (5), and salt not yet sold (50).
    expect(await names('low_only=1&as_of=2025-05-09')).toEqual(['Stk Dal', 'Stk Rice']);
    // The purchase day counts in full.
    expect(await names('low_only=1&as_of=2025-05-10')).toEqual(['Stk Dal']);
    expect(await names('low_only=1&as_of=2025-06-01')).toEqual(['Stk Dal', 'Stk Salt']);
  });

  it('a cancelled sale gives its stock back, so the product leaves the low list', async () => {
    const customer = await createCustomer(t.app);
    const sale = await postInvoice(
      t.app,
      invoicePayload(customer, [{ product_id: rice, mrp: 60, gst_rate: 5, quantity: 20 }], {
        date: '2025-07-01',
      }),
    );
    const { id } = z.object({ id: z.number() }).parse(sale.body);
    expect(await names('low_only=1')).toEqual(['Stk Dal', 'Stk Rice', 'Stk Salt']);
    expect((await call(t.app, 'PUT', `/api/invoices/${id}/status`, { status: 'Cancelled' })).status).toBe(
      200,
    );
    expect(await names('low_only=1')).toEqual(['Stk Dal', 'Stk Salt']);
  });

  it('pages within the low products and searches within them', async () => {
    expect(await names('low_only=1&limit=1&offset=1')).toEqual(['Stk Salt']);
    expect((await stock('low_only=1&limit=1')).total).toBe(2);
    expect(await names('low_only=1&search=salt')).toEqual(['Stk Salt']);
    expect(await names('low_only=1&search=rice')).toEqual([]);
  });

  it('answers 400 for a switch value it does not know', async () => {
    expectError(await call(t.app, 'GET', '/api/stock?low_only=yes'), 400, 'low_only must be 1 or 0');
    expectError(
      await call(t.app, 'GET', '/api/stock?as_of=2025-13-01'),
      400,
      'as_of must be a date (YYYY-MM-DD)',
    );
  });
});
