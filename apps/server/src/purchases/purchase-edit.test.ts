import { todayIso } from '@bahi/domain';
import {
  purchaseDetailSchema,
  purchaseListRowSchema,
  stockReportSchema,
  voucherDetailSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer, expectError, expectFieldErrors, list } from '../test-support/api-calls';
import {
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  onHand,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { balanceOf } from '../test-support/voucher-fixtures';

// Purchases as real documents (issue 15): corrected and cancelled with stock and reports
// following, one record per supplier's bill and financial year, GST split by the supplier's state.

const saved = z.object({ id: z.number(), purchase_number: z.string() });

describe('editing and cancelling purchases', () => {
  let t: TestApp;
  let local: number;
  let gujarat: number;
  let tea: number;
  let soap: number;
  /** The tea purchase recorded at 21.50 a kg instead of 430. */
  let teaPurchase: { id: number; purchase_number: string };

  beforeAll(async () => {
    t = await createTestApp();
    local = await createSupplier(t.app, { name: 'Mahadev Traders', gstin: GSTIN_CHHATTISGARH });
    gujarat = await createSupplier(t.app, { name: 'Surat Distributors', gstin: GSTIN_GUJARAT });
    tea = await createProduct(t.app, { name: 'Assam Tea Loose', gst_rate: 5, hsn_code: '0902', rate: 400 });
    soap = await createProduct(t.app, { name: 'Lifebuoy Soap', gst_rate: 18, hsn_code: '3401' });
  });
  afterAll(async () => t.close());

  function purchase(overrides: Record<string, unknown> = {}) {
    return {
      supplier_id: local,
      invoice_number: 'MD/1123',
      purchase_date: '2025-05-10',
      items: [{ product_id: tea, quantity: 10, rate: 21.5, gst_rate: 5 }],
      ...overrides,
    };
  }

  async function record(payload: Record<string, unknown>) {
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return saved.parse(answer.body);
  }

  const detailOf = async (id: number) =>
    purchaseDetailSchema.parse((await call(t.app, 'GET', `/api/admin/purchases/${id}`)).body);

  async function teaInStockReport(from = '2025-05-01', to = '2025-05-31') {
    const report = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/stock-report?from=${from}&to=${to}` },
      200,
      stockReportSchema,
    );
    const row = report.data.find((entry) => entry.product_id === tea);
    if (!row) throw new Error('tea is not in the stock report');
    return row;
  }

  it('corrects a purchase: rate and quantity change, stock and the stock value follow, the edit log keeps both', async () => {
    teaPurchase = await record(purchase());
    expect(await teaInStockReport()).toMatchObject({ purchased: 10, closing: 10, valuation_rate: 21.5 });

    const answer = await call(
      t.app,
      'PUT',
      `/api/admin/purchases/${encodeURIComponent(teaPurchase.purchase_number)}`,
      purchase({ items: [{ product_id: tea, quantity: 12, rate: 430, gst_rate: 5 }] }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const detail = purchaseDetailSchema.parse(answer.body);
    expect(detail.purchase_number).toBe(teaPurchase.purchase_number);
    expect(detail.items[0]).toMatchObject({ quantity: 12, rate: 430, amount: 5160, tax_amount: 258 });
    expect(detail).toMatchObject({ status: 'Recorded', total_amount: 5160, grand_total: 5418 });
    expect(await onHand(t.app, tea)).toBe(12);
    expect(await teaInStockReport()).toMatchObject({
      purchased: 12,
      closing: 12,
      valuation_rate: 430,
      closing_value: 5160,
    });

    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('record_type', '=', 'purchase')
      .where('record_id', '=', String(teaPurchase.id))
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(JSON.parse(String(entries[1]?.before)).items[0].rate).toBe(21.5);
    expect(JSON.parse(String(entries[1]?.after)).items[0].rate).toBe(430);
  });

  it('moves the stock to the new date when the purchase date is corrected, within its financial year', async () => {
    const moved = purchase({
      purchase_date: '2025-06-02',
      items: [{ product_id: tea, quantity: 12, rate: 430, gst_rate: 5 }],
    });
    expect((await call(t.app, 'PUT', `/api/admin/purchases/${teaPurchase.id}`, moved)).status).toBe(200);
    expect(await onHand(t.app, tea, '2025-05-31')).toBe(0);
    expect(await onHand(t.app, tea, '2025-06-02')).toBe(12);
    expectFieldErrors(
      await call(
        t.app,
        'PUT',
        `/api/admin/purchases/${teaPurchase.id}`,
        purchase({ purchase_date: '2025-03-31' }),
      ),
      {
        purchase_date: [
          `Purchase Date must stay in the financial year 25-26 of Purchase ${teaPurchase.purchase_number}`,
        ],
      },
    );
    expect(await onHand(t.app, tea)).toBe(12);
  });

  it('refuses the same supplier bill twice in a financial year, naming the earlier purchase', async () => {
    const message = `Supplier Invoice No md / 1123 of this supplier is already recorded this financial year (purchase ${teaPurchase.purchase_number} of 02/06/2025)`;
    expectFieldErrors(
      await call(t.app, 'POST', '/api/admin/add-purchases', purchase({ invoice_number: 'md / 1123' })),
      { invoice_number: [message] },
    );
    // Another supplier's MD/1123, and this supplier's MD/1123 of the year before, are other bills.
    await record(purchase({ supplier_id: gujarat }));
    const lastYear = await record(purchase({ purchase_date: '2025-03-20' }));
    expect(lastYear.purchase_number).toMatch(/^PUR\/24-25\//);
    // An edit may not take a bill number another purchase has either.
    const other = await record(purchase({ invoice_number: 'MD/1124' }));
    expectFieldErrors(
      await call(t.app, 'PUT', `/api/admin/purchases/${other.id}`, purchase({ invoice_number: 'md / 1123' })),
      { invoice_number: [message] },
    );
    // Its own number is no duplicate.
    const kept = await call(
      t.app,
      'PUT',
      `/api/admin/purchases/${other.id}`,
      purchase({ invoice_number: 'MD/1124' }),
    );
    expect(kept.status).toBe(200);
  });

  it('refuses negative and non-numeric quantities, on create and on edit, naming the field', async () => {
    const negative = purchase({
      invoice_number: 'N-1',
      items: [{ product_id: tea, quantity: -5, rate: 1, gst_rate: 5 }],
    });
    expectFieldErrors(await call(t.app, 'POST', '/api/admin/add-purchases', negative), {
      'items.0.quantity': ['Quantity must be more than 0'],
    });
    const text = purchase({
      invoice_number: 'N-1',
      items: [{ product_id: tea, quantity: 'five', rate: 1, gst_rate: 5 }],
    });
    expectFieldErrors(await call(t.app, 'POST', '/api/admin/add-purchases', text), {
      'items.0.quantity': ['Quantity must be a number more than 0'],
    });
    expectFieldErrors(await call(t.app, 'PUT', `/api/admin/purchases/${teaPurchase.id}`, negative), {
      'items.0.quantity': ['Quantity must be more than 0'],
    });
    expect(await onHand(t.app, tea)).toBe(12 + 10 + 10 + 10);
  });

  it('splits GST into IGST for a supplier in another state and CGST + SGST for one in the shop state', async () => {
    const both = [
      { product_id: soap, quantity: 3, amount: 999.99, discount: 12.5, gst_rate: 18 },
      { product_id: tea, quantity: 1, amount: 400, gst_rate: 5 },
    ];
    const outside = await record(purchase({ supplier_id: gujarat, invoice_number: 'SD-9', items: both }));
    const igst = await detailOf(outside.id);
    expect(igst.supplier).toMatchObject({ gstin: GSTIN_GUJARAT, state_code: '24' });
    expect(igst.supply_type).toBe('inter');
    // Soap: 874.99 taxable, GST 157.50; tea: 400, GST 20.
    expect(igst.items.map((item) => [item.cgst_amount, item.sgst_amount, item.igst_amount])).toEqual([
      [0, 0, 157.5],
      [0, 0, 20],
    ]);
    expect(igst.tax).toEqual({ cgst: 0, sgst: 0, igst: 177.5 });

    const inside = await record(purchase({ invoice_number: 'MT-9', items: both }));
    const split = await detailOf(inside.id);
    expect(split.supplier).toMatchObject({ gstin: GSTIN_CHHATTISGARH, state_code: '22' });
    expect(split.items.map((item) => [item.cgst_amount, item.sgst_amount, item.igst_amount])).toEqual([
      [78.75, 78.75, 0],
      [10, 10, 0],
    ]);
    expect(split.tax).toEqual({ cgst: 88.75, sgst: 88.75, igst: 0 });

    // Moving the purchase to the other supplier moves its GST to the other heads.
    const moved = await call(
      t.app,
      'PUT',
      `/api/admin/purchases/${inside.id}`,
      purchase({ supplier_id: gujarat, invoice_number: 'MT-9', items: both }),
    );
    expect(purchaseDetailSchema.parse(moved.body).tax).toEqual({ cgst: 0, sgst: 0, igst: 177.5 });
  });

  it('cancels a purchase: refused while a payment is applied, then stock goes back and it leaves reports and balances', async () => {
    const bill = await record(
      purchase({
        invoice_number: 'MD/2001',
        purchase_date: '2025-05-20',
        items: [{ product_id: soap, quantity: 50, rate: 40, gst_rate: 18 }],
      }),
    );
    const soapBefore = await onHand(t.app, soap);
    const balanceBefore = (await balanceOf(t.app, 'suppliers', local)).balance;
    const payment = await expectAnswer(
      t.app,
      {
        method: 'POST',
        url: '/api/payments',
        payload: {
          date: '2025-05-21',
          supplier_id: local,
          amount: 100,
          mode: 'cash',
          allocations: [{ purchase_id: bill.id, amount: 100 }],
        },
      },
      201,
      voucherDetailSchema,
    );
    expectError(
      await call(t.app, 'POST', `/api/admin/purchases/${bill.id}/cancel`),
      409,
      `Purchase ${bill.purchase_number} cannot be cancelled: payment ${payment.voucher_number} applied to it; remove them first`,
    );
    expect(await onHand(t.app, soap)).toBe(soapBefore);
    expect((await call(t.app, 'DELETE', `/api/payments/${payment.id}`)).status).toBe(204);

    const cancelled = await call(
      t.app,
      'POST',
      `/api/admin/purchases/${encodeURIComponent(bill.purchase_number)}/cancel`,
    );
    expect(cancelled.status).toBe(200);
    expect(purchaseDetailSchema.parse(cancelled.body).status).toBe('Cancelled');
    expect(await onHand(t.app, soap)).toBe(soapBefore - 50);
    // 50 × 40 = 2000 + 18% GST: no longer owed to the supplier.
    expect((await balanceOf(t.app, 'suppliers', local)).balance).toBeCloseTo(balanceBefore - 2360, 2);
    const soapRow = (
      await expectAnswer(
        t.app,
        { method: 'GET', url: '/api/stock-report?from=2025-05-01&to=2025-05-31' },
        200,
        stockReportSchema,
      )
    ).data.find((row) => row.product_id === soap);
    expect(soapRow?.purchased).toBe(6);

    const rows = await list(
      t.app,
      `/api/purchases?search=${encodeURIComponent('MD/2001')}`,
      purchaseListRowSchema,
    );
    expect(rows.data.map((row) => row.status)).toEqual(['Cancelled']);
    expectError(
      await call(t.app, 'PUT', `/api/admin/purchases/${bill.id}`, purchase({ invoice_number: 'MD/2001' })),
      409,
      `Purchase ${bill.purchase_number} is cancelled and cannot be edited`,
    );
    expectError(
      await call(t.app, 'POST', `/api/admin/purchases/${bill.id}/cancel`),
      409,
      `Purchase ${bill.purchase_number} is already cancelled`,
    );
    // A payment cannot be applied to it, and the bill can be recorded again correctly.
    const refused = await call(t.app, 'POST', '/api/payments', {
      date: '2025-05-21',
      supplier_id: local,
      amount: 100,
      mode: 'cash',
      allocations: [{ purchase_id: bill.id, amount: 100 }],
    });
    expect(refused.status).toBe(422);
    await record(purchase({ invoice_number: 'MD/2001', purchase_date: '2025-05-20' }));
  });

  it('records one of several saves of the same bill made at once, with or without an Idempotency-Key', async () => {
    const payload = purchase({ invoice_number: 'RACE/1', purchase_date: '2025-07-01' });
    const answers = await Promise.all(
      ['', 'key-a', 'key-b', ''].map((key) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/add-purchases',
          payload,
          headers: key ? { 'idempotency-key': key } : {},
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422]);
    for (const answer of answers.filter((each) => each.statusCode === 422)) {
      expect(Object.keys(answer.json().errors)).toEqual(['invoice_number']);
    }
  });

  it("leaves a cancelled purchase out of the dashboard's purchases this month", async () => {
    const dashboard = z.object({ purchases_this_month: z.number() });
    const before = dashboard.parse((await call(t.app, 'GET', '/api/dashboard')).body).purchases_this_month;
    const today = await record(
      purchase({
        invoice_number: 'TODAY/1',
        purchase_date: todayIso(),
        items: [{ product_id: soap, quantity: 1, amount: 100, gst_rate: 18 }],
      }),
    );
    const during = dashboard.parse((await call(t.app, 'GET', '/api/dashboard')).body).purchases_this_month;
    expect(during).toBeCloseTo(before + 118, 2);
    expect((await call(t.app, 'POST', `/api/admin/purchases/${today.id}/cancel`)).status).toBe(200);
    const after = dashboard.parse((await call(t.app, 'GET', '/api/dashboard')).body).purchases_this_month;
    expect(after).toBeCloseTo(before, 2);
  });

  it('refuses an edit or a cancel of a purchase that does not exist', async () => {
    expectError(
      await call(t.app, 'POST', '/api/admin/purchases/999999/cancel'),
      404,
      'Invalid Purchase Number.',
    );
    expectError(
      await call(t.app, 'PUT', '/api/admin/purchases/999999', purchase()),
      404,
      'Invalid Purchase Number.',
    );
  });
});
