import { todayIso } from '@bahi/domain';
import {
  invoiceDetailSchema,
  nearExpiryReportSchema,
  noteDetailSchema,
  purchaseReturnDetailSchema,
  stockReportSchema,
} from '@bahi/domain/schemas';
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

// Selling a product that tracks batches. Two batches: B1 expiring 31-12-2026 at MRP 100 (10
// units) and B2 expiring 31-03-2027 at MRP 110 (20 units). An invoice of 15 takes 10 from B1 and 5
// from B2, each capped at its own MRP; a credit note takes 2 back into the batch its line sold
// from; per batch and in total, stock agrees with the stock report. Dates are fixed in 2026-27,
// so the batches are not expired on them whatever day the suite runs.

const saved = z.object({ id: z.number() });

describe('sales from batches', () => {
  let t: TestApp;
  let customer: number;
  let syrup: number;
  let purchaseId: number;
  const batchIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    customer = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    syrup = await createProduct(t.app, {
      name: 'Cough Syrup',
      gst_rate: 12,
      mrp: 110,
      rate: 70,
      tracks_batches: true,
    });
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date: '2026-06-01',
      items: [
        // Listed later-expiry first: a sale still takes B1 first.
        {
          product_id: syrup,
          quantity: 20,
          amount: 1400,
          gst_rate: 12,
          mrp: 110,
          batch_number: 'B2',
          expiry_date: '2027-03-31',
        },
        {
          product_id: syrup,
          quantity: 10,
          amount: 700,
          gst_rate: 12,
          mrp: 100,
          batch_number: 'B1',
          expiry_date: '2026-12-31',
        },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    purchaseId = saved.parse(answer.body).id;
    const purchase = (await call(t.app, 'GET', `/api/admin/purchases/${purchaseId}`)).body as {
      items: { batch: { id: number; batch_number: string } }[];
    };
    for (const item of purchase.items) batchIds[item.batch.batch_number] = item.batch.id;
  });
  afterAll(async () => t.close());

  async function stockRow(to: string) {
    const answer = await call(t.app, 'GET', `/api/stock-report?from=2026-04-01&to=${to}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return stockReportSchema.parse(answer.body).data.find((row) => row.product_id === syrup);
  }

  it('bills 15 at MRP as 10 from the earliest batch and 5 from the next, each within its own MRP', async () => {
    const answer = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: syrup, price_basis: 'mrp', mrp: 110, gst_rate: 12, quantity: 15 }],
        { date: '2026-07-01' },
      ),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const invoice = invoiceDetailSchema.parse(answer.body);
    expect(invoice.items.map((item) => [item.batch?.batch_number, item.quantity, item.mrp])).toEqual([
      ['B1', 10, 100],
      ['B2', 5, 110],
    ]);
    // The cap is kept per rate group (docs/gst-rules.md, "Never above MRP"): together the lines ask
    // at most 10 × 100 + 5 × 110, and each comes to its own batch's MRP × quantity within the paisa
    // that sharing the group's tax may move.
    const inclusive = invoice.items.map((item) => Math.round((item.subtotal + item.tax_amount) * 100));
    expect((inclusive[0] ?? 0) + (inclusive[1] ?? 0)).toBeLessThanOrEqual(155_000);
    expect(Math.abs((inclusive[0] ?? 0) - 100_000)).toBeLessThanOrEqual(1);
    expect(Math.abs((inclusive[1] ?? 0) - 55_000)).toBeLessThanOrEqual(1);
    expect(await onHand(t.app, syrup)).toBe(15);
  });

  it('a credit note returns 2 units to the batch its line sold from', async () => {
    const invoice = invoiceDetailSchema.parse(
      (
        await postInvoice(
          t.app,
          invoicePayload(
            customer,
            [
              {
                product_id: syrup,
                price_basis: 'rate',
                rate: 70,
                gst_rate: 12,
                quantity: 3,
                batch_id: batchIds.B2,
              } as never,
            ],
            { date: '2026-07-02' },
          ),
        )
      ).body,
    );
    expect(invoice.items.map((item) => [item.batch?.batch_number, item.quantity, item.mrp])).toEqual([
      ['B2', 3, 110],
    ]);
    const answer = await call(t.app, 'POST', '/api/credit-notes', {
      reason: 'Goods returned',
      invoice_id: invoice.id,
      note_date: '2026-07-05',
      kind: 'return',
      lines: [{ invoice_item_id: invoice.items[0]?.id, quantity: 2 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(noteDetailSchema.parse(answer.body).items[0]?.batch?.batch_number).toBe('B2');
    // B1: 10 − 10 = 0; B2: 20 − 5 − 3 + 2 = 14.
    const row = await stockRow('2026-07-31');
    expect(row?.batches?.map((batch) => [batch.batch_number, batch.closing])).toEqual([
      ['B1', 0],
      ['B2', 14],
    ]);
    expect(row?.closing).toBe(14);
    expect(await onHand(t.app, syrup)).toBe(14);
  });

  it('a purchase return takes goods out of its line batch; per batch and in total the stock report agrees', async () => {
    const purchase = (await call(t.app, 'GET', `/api/admin/purchases/${purchaseId}`)).body as {
      items: { id: number; batch: { batch_number: string } }[];
    };
    const b2Line = purchase.items.find((item) => item.batch.batch_number === 'B2');
    const answer = await call(t.app, 'POST', '/api/purchase-returns', {
      reason: 'Leaking bottles',
      purchase_id: purchaseId,
      return_date: '2026-07-10',
      lines: [{ purchase_item_id: b2Line?.id, quantity: 4 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(purchaseReturnDetailSchema.parse(answer.body).items[0]?.batch?.batch_number).toBe('B2');
    const row = await stockRow('2026-07-31');
    const perBatch = row?.batches?.map((batch) => batch.closing) ?? [];
    expect(perBatch).toEqual([0, 10]);
    expect(perBatch.reduce((sum, value) => sum + value, 0)).toBe(row?.closing);
    const batchValues = row?.batches?.reduce((sum, batch) => sum + Math.round(batch.closing_value * 100), 0);
    expect(batchValues).toBe(Math.round((row?.closing_value ?? 0) * 100));
    expect(await onHand(t.app, syrup)).toBe(10);
  });

  it('refuses more than the batches not expired hold, naming the line, with selling below zero off', async () => {
    const settings = (await call(t.app, 'GET', '/api/settings')).body as object;
    expect(
      (await call(t.app, 'PUT', '/api/settings', { ...settings, allow_negative_stock: false })).status,
    ).toBe(200);
    expectFieldErrors(
      await postInvoice(
        t.app,
        invoicePayload(
          customer,
          [{ product_id: syrup, price_basis: 'rate', rate: 70, gst_rate: 12, quantity: 11 }],
          {
            date: '2026-07-20',
          },
        ),
      ),
      { 'items.0.quantity': ['Only 10 NOS of Cough Syrup in stock in batches not expired'] },
    );
    const now = (await call(t.app, 'GET', '/api/settings')).body as object;
    expect((await call(t.app, 'PUT', '/api/settings', { ...now, allow_negative_stock: true })).status).toBe(
      200,
    );
  });

  it('sells from an expired batch only once confirmed', async () => {
    // Sold on 2027-01-05, B1 (31-12-2026) is expired: a restock of it, then a sale naming it.
    const supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    const restock = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date: '2026-12-01',
      items: [
        {
          product_id: syrup,
          quantity: 2,
          amount: 140,
          gst_rate: 12,
          mrp: 100,
          batch_number: 'B1',
          expiry_date: '2026-12-31',
        },
      ],
    });
    expect(restock.status, JSON.stringify(restock.body)).toBe(201);
    const payload = invoicePayload(
      customer,
      [
        {
          product_id: syrup,
          price_basis: 'rate',
          rate: 70,
          gst_rate: 12,
          quantity: 1,
          batch_id: batchIds.B1,
        } as never,
      ],
      { date: '2027-01-05' },
    );
    const asked = await postInvoice(t.app, payload);
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({
      errors: {
        confirm_expired_batch: [
          'Batch B1 of Cough Syrup expired on 31/12/2026. Confirm to sell from an expired batch.',
        ],
      },
    });
    const confirmed = await postInvoice(t.app, { ...payload, confirm_expired_batch: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    // Left out, the batch a sale takes skips the expired one.
    const unnamed = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: syrup, price_basis: 'rate', rate: 70, gst_rate: 12, quantity: 1 }],
        {
          date: '2027-01-05',
        },
      ),
    );
    expect(invoiceDetailSchema.parse(unnamed.body).items[0]?.batch?.batch_number).toBe('B2');
  });

  it('the near-expiry report lists the batches in stock with quantity and value, expired apart', async () => {
    const answer = await call(t.app, 'GET', '/api/near-expiry-report?days=3650');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const report = nearExpiryReportSchema.parse(answer.body);
    const today = todayIso();
    expect(report.today).toBe(today);
    // B1: 2 restocked − 1 sold = 1; B2: 10 − 1 = 9.
    expect(report.data.map((row) => [row.batch_number, row.on_hand, row.expired])).toEqual([
      ['B1', 1, '2026-12-31' < today],
      ['B2', 9, '2027-03-31' < today],
    ]);
    const sum = (expired: boolean) =>
      report.data.filter((row) => row.expired === expired).reduce((total, row) => total + row.on_hand, 0);
    expect(report.expired.on_hand).toBe(sum(true));
    expect(report.expiring.on_hand).toBe(sum(false));
    // A bad query is a 400, as for every report.
    const bad = await call(t.app, 'GET', '/api/near-expiry-report?days=-1');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Days must be a whole number from 0 to 3650');
  });
});
