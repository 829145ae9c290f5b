import { purchaseDetailSchema, purchaseListRowSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectError, expectFieldErrors, list } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  invoicePayload,
  onHand,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

const saved = z.object({ ok: z.literal(true), id: z.number(), purchase_number: z.string() });

describe('purchases and stock', () => {
  let t: TestApp;
  let localSupplier: number;
  let gujaratSupplier: number;
  let soap: number;
  let tea: number;

  beforeAll(async () => {
    t = await createTestApp();
    localSupplier = await createSupplier(t.app, { name: 'Raipur Wholesale', gstin: GSTIN_CHHATTISGARH });
    gujaratSupplier = await createSupplier(t.app, { name: 'Surat Distributors', gstin: GSTIN_GUJARAT });
    soap = await createProduct(t.app, {
      name: 'Lifebuoy Soap',
      gst_rate: 18,
      hsn_code: '3401',
      opening_stock: 10,
    });
    tea = await createProduct(t.app, { name: 'Assam Tea 250 g', gst_rate: 5, hsn_code: '0902' });
  });
  afterAll(async () => t.close());

  function purchase(overrides: Record<string, unknown> = {}) {
    return {
      supplier_id: localSupplier,
      purchase_number: 'PUR/25-26/0001',
      invoice_number: 'RW-778',
      purchase_date: '2025-05-10',
      items: [
        { product_id: soap, quantity: 100, amount: 2000, discount: 10, gst_rate: 18 },
        { product_id: tea, quantity: 40, amount: 1234.5, gst_rate: 5 },
      ],
      subtotal: 1,
      total_gst_amount: 1,
      grand_total: 1,
      ...overrides,
    };
  }

  it('suggests PUR/{FY}/{seq} numbers', async () => {
    const answer = await call(t.app, 'POST', '/api/admin/next-purchase-number', { date: '2025-05-10' });
    expect(answer.body).toEqual({ next_purchase_number: 'PUR/25-26/0001' });
  });

  it('records a purchase with the server computing every amount, and raises stock', async () => {
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', purchase());
    expect(answer.status).toBe(201);
    const { purchase_number } = saved.parse(answer.body);
    expect(purchase_number).toBe('PUR/25-26/0001');
    const detail = purchaseDetailSchema.parse(
      (await call(t.app, 'GET', `/api/admin/purchases/${encodeURIComponent(purchase_number)}`)).body,
    );
    // Soap: 2000 less 10% = 1800 taxable, GST 324; tea: 1234.50 taxable, GST 61.73 (61.725 rounded).
    expect(detail.items.map((item) => [item.subtotal, item.tax_amount, item.total, item.rate])).toEqual([
      [1800, 324, 2124, 18],
      [1234.5, 61.73, 1296.23, 30.86],
    ]);
    expect(detail).toMatchObject({
      total_amount: 3034.5,
      gst_amount: 385.73,
      grand_total: 3420.23,
      supply_type: 'intra',
    });
    expect(detail.tax).toEqual({ cgst: 192.87, sgst: 192.86, igst: 0 });
    expect(detail.supplier).toMatchObject({ name: 'Raipur Wholesale', gstin: GSTIN_CHHATTISGARH });
    expect(detail.gst_summary['18']).toEqual({ gst_rate: 18, total_items: 1, subtotal: 1800, tax: 324 });
    expect(detail.seller.gstin).toBe('22AAAAA0000A1ZC');
    expect(await onHand(t.app, soap)).toBe(110);
    expect(await onHand(t.app, tea)).toBe(40);
    expect(await onHand(t.app, soap, '2025-05-09')).toBe(10);
  });

  it('gives the next free number when the suggested one was taken meanwhile', async () => {
    const answer = await call(
      t.app,
      'POST',
      '/api/admin/add-purchases',
      purchase({ supplier_id: gujaratSupplier }),
    );
    expect(saved.parse(answer.body).purchase_number).toBe('PUR/25-26/0002');
    const detail = purchaseDetailSchema.parse(
      (await call(t.app, 'GET', `/api/admin/purchases/${saved.parse(answer.body).id}`)).body,
    );
    expect(detail.tax).toEqual({ cgst: 0, sgst: 0, igst: 385.73 });
  });

  it('names a missing supplier and a duplicated product the way the form shows them', async () => {
    const answer = await call(
      t.app,
      'POST',
      '/api/admin/add-purchases',
      purchase({
        supplier_id: '',
        items: [
          { product_id: soap, quantity: 1, amount: 10, gst_rate: 18 },
          { product_id: soap, quantity: 2, amount: 20, gst_rate: 18 },
          { product_id: tea, quantity: 0, gst_rate: 5 },
        ],
      }),
    );
    expectFieldErrors(answer, {
      supplier_id: ['Please select a supplier.'],
      'items.1.product_id': ['This product is already added.'],
      'items.2.quantity': ['Quantity must be more than 0'],
      'items.2.amount': ['Amount is required'],
    });
    expectFieldErrors(await call(t.app, 'POST', '/api/admin/add-purchases', purchase({ supplier_id: 999 })), {
      supplier_id: ['Supplier 999 does not exist'],
    });
  });

  it('lists purchases with the supplier name and filters by date and search', async () => {
    const all = await list(t.app, '/api/purchases', purchaseListRowSchema);
    expect(all.total).toBe(2);
    expect(all.data[0]).toMatchObject({
      supplier_name: 'Surat Distributors',
      invoice_number: 'RW-778',
      grand_total: 3420.23,
    });
    expect((await list(t.app, '/api/purchases?search=raipur', purchaseListRowSchema)).total).toBe(1);
    expect((await list(t.app, '/api/purchases?from=2025-05-11', purchaseListRowSchema)).total).toBe(0);
    expectError(
      await call(t.app, 'GET', '/api/admin/purchases/PUR%2F99-00%2F0001'),
      404,
      'Invalid Purchase Number.',
    );
  });

  it('counts sales out of stock as of their date, and refuses to delete a supplier with purchases', async () => {
    const customer = await createCustomer(t.app);
    const sale = await postInvoice(
      t.app,
      invoicePayload(customer, [{ product_id: soap, mrp: 59, gst_rate: 18, quantity: 30 }], {
        date: '2025-06-01',
      }),
    );
    expect(sale.status).toBe(201);
    // Opening 10, two purchases of 100, 30 sold on 1 June.
    expect(await onHand(t.app, soap)).toBe(180);
    expect(await onHand(t.app, soap, '2025-05-31')).toBe(210);
    const stock = await call(t.app, 'GET', '/api/stock?search=lifebuoy');
    expect(stock.body).toMatchObject({
      total: 1,
      data: [{ product_name: 'Lifebuoy Soap', opening_stock: 10, purchased: 200, sold: 30, on_hand: 180 }],
    });
    expectError(
      await call(t.app, 'DELETE', `/api/suppliers/${localSupplier}`),
      409,
      'Supplier "Raipur Wholesale" is used by 1 purchase and cannot be deleted',
    );
  });
});
