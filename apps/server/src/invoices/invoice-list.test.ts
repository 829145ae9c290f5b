import { invoiceDetailSchema, invoiceEditSchema, invoiceListRowSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectError, list } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_KARNATAKA,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('invoice list, edit shape and snapshots', () => {
  let t: TestApp;
  let customerA: number;
  let customerB: number;
  let rice: number;
  let oil: number;

  beforeAll(async () => {
    t = await createTestApp();
    customerA = await createCustomer(t.app, { name: "O'Brien Traders", gstin: GSTIN_KARNATAKA });
    customerB = await createCustomer(t.app, { name: 'Verma Kirana' });
    rice = await createProduct(t.app, { name: 'Basmati Rice 5 kg', gst_rate: 5, hsn_code: '1006' });
    oil = await createProduct(t.app, { name: 'Mustard Oil 1 L', gst_rate: 18, hsn_code: '1514' });
    const lines = [
      { product_id: rice, mrp: 105, gst_rate: 5, quantity: 2 },
      { product_id: oil, mrp: 236, gst_rate: 18 },
    ];
    for (let day = 1; day <= 60; day++) {
      const date =
        day <= 30
          ? `2025-06-${String(day).padStart(2, '0')}`
          : `2025-07-${String(day - 30).padStart(2, '0')}`;
      const answer = await postInvoice(
        t.app,
        invoicePayload(day % 2 ? customerA : customerB, day % 3 ? lines : lines.slice(0, 1), {
          invoice_number: `L/${day}`,
          date,
        }),
      );
      expect(answer.status).toBe(201);
    }
  });
  afterAll(async () => t.close());

  it('pages 50 at a time, newest date first, with a total', async () => {
    const page1 = await list(t.app, '/api/invoices', invoiceListRowSchema);
    expect(page1.total).toBe(60);
    expect(page1.data).toHaveLength(50);
    expect(page1.data[0]?.invoice_number).toBe('L/60');
    const page2 = await list(t.app, '/api/invoices?offset=50&limit=50', invoiceListRowSchema);
    expect(page2.data.map((row) => row.invoice_number)).toEqual(
      Array.from({ length: 10 }, (_, index) => `L/${10 - index}`),
    );
  });

  it('carries the customer, totals and a GST summary per rate on each row', async () => {
    const { data } = await list(t.app, '/api/invoices?search=L/1&limit=500', invoiceListRowSchema);
    const row = data.find((invoice) => invoice.invoice_number === 'L/1');
    expect(row).toBeDefined();
    expect(row?.customer).toMatchObject({ name: "O'Brien Traders", gstin: GSTIN_KARNATAKA });
    expect(row?.gst_summary).toEqual({
      '5': { total_items: 1, subtotal: 200, tax: 10 },
      '18': { total_items: 1, subtotal: 200, tax: 36 },
    });
    expect(row).toMatchObject({ total_amount: 400, gst_amount: 46, grand_total: 446, status: 'Unpaid' });
  });

  it('filters by invoice date (inclusive), customer and search on number, customer or product', async () => {
    expect(
      (await list(t.app, '/api/invoices?from=2025-07-01&to=2025-07-31', invoiceListRowSchema)).total,
    ).toBe(30);
    expect(
      (await list(t.app, '/api/invoices?from=2025-06-30&to=2025-07-01', invoiceListRowSchema)).total,
    ).toBe(2);
    expect((await list(t.app, `/api/invoices?customer_id=${customerB}`, invoiceListRowSchema)).total).toBe(
      30,
    );
    expect((await list(t.app, '/api/invoices?search=o%27brien', invoiceListRowSchema)).total).toBe(30);
    expect((await list(t.app, '/api/invoices?search=l/5', invoiceListRowSchema)).total).toBe(11);
    // Oil is on invoices whose day is not a multiple of 3.
    expect((await list(t.app, '/api/invoices?search=MUSTARD', invoiceListRowSchema)).total).toBe(40);
    expect((await list(t.app, '/api/invoices?search=100%25_', invoiceListRowSchema)).total).toBe(0);
    expectError(
      await call(t.app, 'GET', '/api/invoices?from=2025-07-02&to=2025-07-01'),
      400,
      'from must not be after to',
    );
    expect((await call(t.app, 'GET', '/api/invoices?customer_id=abc')).status).toBe(400);
  });

  it('answers the edit shape that the form loads', async () => {
    const { data } = await list(t.app, '/api/invoices?search=L/2&limit=500', invoiceListRowSchema);
    const id = data.find((row) => row.invoice_number === 'L/2')?.id ?? 0;
    const edit = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/invoices/${id}` },
      200,
      invoiceEditSchema,
    );
    expect(edit).toMatchObject({ invoice_number: 'L/2', date: '2025-06-02', customer_id: customerB });
    expect(edit.items[0]).toMatchObject({
      product_id: rice,
      product_name: 'Basmati Rice 5 kg',
      mrp: 105,
      rate: 100,
      quantity: 2,
      discount: 0,
      gst_rate: 5,
      subtotal: 200,
      tax_amount: 10,
      total: 200,
    });
  });

  it('keeps the customer and product as they were when the invoice was issued', async () => {
    const customer = await createCustomer(t.app, { name: 'Old Name Stores', address: 'Old Address' });
    const product = await createProduct(t.app, { name: 'Old Product', hsn_code: '3401', gst_rate: 18 });
    const created = invoiceDetailSchema.parse(
      (await postInvoice(t.app, invoicePayload(customer, [{ product_id: product, mrp: 59, gst_rate: 18 }])))
        .body,
    );
    const renamedCustomer = await call(t.app, 'PUT', `/api/customers/${customer}`, {
      name: 'New Name Stores',
      address: 'New Address',
      gstin: GSTIN_KARNATAKA,
      // Other suites' customers share this GSTIN.
      confirm_duplicate_gstin: true,
    });
    expect(renamedCustomer.status).toBe(200);
    const renamedProduct = await call(t.app, 'PUT', `/api/products/${product}`, {
      name: 'New Product',
      hsn_code: '3402',
      mrp: 99,
      rate: 80,
      gst_rate: 12,
      reorder_level: 1,
    });
    expect(renamedProduct.status).toBe(200);
    const detail = invoiceDetailSchema.parse((await call(t.app, 'GET', `/api/invoice/${created.id}`)).body);
    expect(detail.customer).toMatchObject({ name: 'Old Name Stores', address: 'Old Address', gstin: null });
    expect(detail.items[0]?.product).toEqual({ name: 'Old Product', hsn_code: '3401' });
    expect(detail).toMatchObject({ supply_type: 'intra', grand_total: created.grand_total });
  });

  it('refuses to delete a customer or product that invoices name', async () => {
    expectError(
      await call(t.app, 'DELETE', `/api/customers/${customerB}`),
      409,
      'Customer "Verma Kirana" is used by 30 invoices and cannot be deleted',
    );
    const refusal = await call(t.app, 'DELETE', `/api/products/${oil}`);
    expect(refusal.status).toBe(409);
    expect((refusal.body as { message: string }).message).toContain('40 invoice lines');
  });
});
