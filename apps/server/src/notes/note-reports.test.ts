import {
  dashboardSchema,
  hsnSummarySchema,
  noteDetailSchema,
  partyBalanceSchema,
  productReportSchema,
  stockReportSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_CHHATTISGARH,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// After credit and debit notes: the customer's balance, the HSN summary, the product report, the
// stock report and the dashboard's pending all net them out (cancelled notes count for nothing).

describe('reports after credit and debit notes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = <T extends z.ZodType>(url: string, schema: T) =>
    expectAnswer(t.app, { method: 'GET', url }, 200, schema);

  it('nets notes out of balances, HSN, product and stock reports', async () => {
    const customer = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    const lamp = await createProduct(t.app, {
      name: 'Note Lamp',
      hsn_code: '9405',
      unit: 'NOS',
      gst_rate: 18,
      opening_stock: 10,
    });
    const posted = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: lamp, price_basis: 'rate', rate: 500, gst_rate: 18, quantity: 4 }],
        {
          date: '2025-06-10',
        },
      ),
    );
    expect(posted.status).toBe(201);
    const invoice = z
      .object({ id: z.number(), items: z.array(z.object({ id: z.number() }).loose()) })
      .loose()
      .parse(posted.body);
    const line = invoice.items[0]?.id;
    // Taxable 2,000.00 + 18% = 2,360.00 owed.
    const before = await get(`/api/customers/${customer}/balance`, partyBalanceSchema);
    expect(before.balance).toBe(2360);

    const returned = await call(t.app, 'POST', '/api/credit-notes', {
      invoice_id: invoice.id,
      note_date: '2025-06-20',
      kind: 'return',
      reason: 'Two lamps came back broken',
      lines: [{ invoice_item_id: line, quantity: 2 }],
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(noteDetailSchema.parse(returned.body).grand_total).toBe(1180);
    const debit = await call(t.app, 'POST', '/api/debit-notes', {
      invoice_id: invoice.id,
      note_date: '2025-06-25',
      reason: 'Freight charged late',
      lines: [{ invoice_item_id: line, taxable_value: 100 }],
    });
    expect(debit.status, JSON.stringify(debit.body)).toBe(201);
    const cancelledNote = await call(t.app, 'POST', '/api/credit-notes', {
      invoice_id: invoice.id,
      note_date: '2025-06-26',
      kind: 'value',
      reason: 'Entered twice',
      lines: [{ invoice_item_id: line, taxable_value: 300 }],
    });
    expect(cancelledNote.status).toBe(201);
    const cancelledId = noteDetailSchema.parse(cancelledNote.body).id;
    expect(
      (await call(t.app, 'PUT', `/api/credit-notes/${cancelledId}/status`, { status: 'Cancelled' })).status,
    ).toBe(200);

    // 2,360.00 − 1,180.00 + 118.00.
    const after = await get(`/api/customers/${customer}/balance`, partyBalanceSchema);
    expect(after.balance).toBe(1298);

    // The dashboard's pending and its June sales agree: 2,360.00 − 1,180.00 + 118.00.
    const dashboard = await get('/api/dashboard?date=2025-06-30', dashboardSchema);
    expect(dashboard.pending_invoices).toEqual({ count: 1, amount: 1298, on_account: 0, balance: 1298 });
    expect(dashboard.sales_this_month).toBe(1298);
    expect(dashboard.monthly_sales.find((month) => month.month === '2025-06')?.sales).toBe(1298);
    expect(dashboard.top_products.find((row) => row.product_id === lamp)).toMatchObject({
      quantity: 2,
      amount: 1100,
    });

    const range = 'from=2025-06-01&to=2025-06-30';
    const hsn = await get(`/api/hsn-summary?${range}`, hsnSummarySchema);
    const row = hsn.data.find((entry) => entry.hsn_code === '9405');
    // 2,000.00 − 1,000.00 + 100.00 taxable; 2 NOS left sold; CGST = SGST = 99.00.
    expect(row).toMatchObject({
      total_qty: 2,
      total_value: 1100,
      central_tax: 99,
      state_tax: 99,
      total_tax: 198,
    });

    const products = await get(`/api/product-report?${range}`, productReportSchema);
    expect(products.data.find((entry) => entry.product_id === lamp)).toMatchObject({
      total_qty: 2,
      total_value: 1100,
      total_tax: 198,
    });

    const stock = await get(`/api/stock-report?${range}`, stockReportSchema);
    expect(stock.data.find((entry) => entry.product_id === lamp)).toMatchObject({
      opening: 10,
      purchased: 0,
      sold: 2,
      closing: 8,
    });

    // A value credit of everything the line still has clears the balance.
    const big = await call(t.app, 'POST', '/api/credit-notes', {
      invoice_id: invoice.id,
      note_date: '2025-06-27',
      kind: 'value',
      reason: 'Settlement discount',
      lines: [{ invoice_item_id: line, taxable_value: 1100 }],
    });
    expect(big.status, JSON.stringify(big.body)).toBe(201);
    const owed = await get(`/api/customers/${customer}/balance`, partyBalanceSchema);
    expect(owed.balance).toBe(0);
    const settled = (await call(t.app, 'GET', `/api/invoice/${invoice.id}`)).body as {
      status: string;
      balance: number;
    };
    expect(settled).toMatchObject({ status: 'Paid', balance: 0 });
  });

  it('answers a repeated create with the same Idempotency-Key with the first note', async () => {
    const customer = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    const cup = await createProduct(t.app, { name: 'Note Cup', unit: 'NOS', opening_stock: 5 });
    const posted = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: cup, price_basis: 'rate', rate: 50, gst_rate: 5, quantity: 2 }],
        {
          date: '2025-07-01',
        },
      ),
    );
    const invoice = z
      .object({ id: z.number(), items: z.array(z.object({ id: z.number() }).loose()) })
      .loose()
      .parse(posted.body);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/credit-notes',
        headers: { 'idempotency-key': 'note-retry-1' },
        payload: {
          invoice_id: invoice.id,
          note_date: '2025-07-02',
          kind: 'return',
          reason: 'Chipped',
          lines: [{ invoice_item_id: invoice.items[0]?.id, quantity: 1 }],
        },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(noteDetailSchema.parse(again.json()).note_number).toBe(
      noteDetailSchema.parse(first.json()).note_number,
    );
    const notes = await get(
      `/api/credit-notes?invoice_id=${invoice.id}`,
      z.object({ total: z.number() }).loose(),
    );
    expect(notes.total).toBe(1);
  });
});
