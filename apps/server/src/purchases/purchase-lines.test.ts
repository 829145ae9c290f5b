import { financialYearOf, todayIso } from '@bahi/domain';
import { purchaseDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectFieldErrors } from '../test-support/api-calls';
import { createProduct, createSupplier, GSTIN_CHHATTISGARH, onHand } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Purchase lines as a distributor's bill has them: decimal quantities for measured units (2.5 kg),
// whole ones for counted units, no line at no price, and the dates GST allows.

const saved = z.object({ ok: z.literal(true), id: z.number(), purchase_number: z.string() });

describe('purchase lines and dates', () => {
  let t: TestApp;
  let supplier: number;
  let sugar: number;
  let soap: number;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    sugar = await createProduct(t.app, { name: 'Loose Sugar', gst_rate: 5, mrp: 0, rate: 42, unit: 'KGS' });
    soap = await createProduct(t.app, { name: 'Soap Bar', gst_rate: 18, unit: 'PCS' });
  });
  afterAll(async () => t.close());

  const post = (items: unknown[], overrides: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      invoice_number: 'SB-1',
      purchase_date: '2025-05-10',
      items,
      ...overrides,
    });

  it('buys 2.5 kg at 42.00 a kg: 105.00 gross, and stock rises by 2.5 kg', async () => {
    const before = await onHand(t.app, sugar);
    const answer = await post([{ product_id: sugar, quantity: 2.5, rate: 42, gst_rate: 5 }]);
    expect(answer.status).toBe(201);
    const { purchase_number } = saved.parse(answer.body);
    const detail = purchaseDetailSchema.parse(
      (await call(t.app, 'GET', `/api/admin/purchases/${encodeURIComponent(purchase_number)}`)).body,
    );
    expect(detail.items[0]).toMatchObject({ quantity: 2.5, amount: 105, subtotal: 105, tax_amount: 5.25 });
    expect(await onHand(t.app, sugar)).toBe(before + 2.5);
  });

  it('refuses a fraction of a counted unit, naming the unit', async () => {
    expectFieldErrors(await post([{ product_id: soap, quantity: 2.5, amount: 100, gst_rate: 18 }]), {
      'items.0.quantity': ['Quantity must be a whole number for unit PCS'],
    });
  });

  it('refuses lines at no price or below, naming the line and the field', async () => {
    expectFieldErrors(
      await post([
        { product_id: sugar, quantity: 1, amount: 10, gst_rate: 5 },
        { product_id: soap, quantity: 1, amount: 0, gst_rate: 18 },
      ]),
      { 'items.1.amount': ['Amount must be more than 0'] },
    );
    expectFieldErrors(await post([{ product_id: soap, quantity: 2, rate: 0, gst_rate: 18 }]), {
      'items.0.rate': ['Rate must be more than 0'],
    });
    expectFieldErrors(await post([{ product_id: soap, quantity: -1, amount: -5, gst_rate: 18 }]), {
      'items.0.quantity': ['Quantity must be more than 0'],
      'items.0.amount': ['Amount must be a number of at least 0'],
    });
  });

  it('refuses a date before GST began or in a later financial year, and an impossible date', async () => {
    const line = [{ product_id: soap, quantity: 1, amount: 10, gst_rate: 18 }];
    expectFieldErrors(await post(line, { purchase_date: '2017-06-30' }), {
      purchase_date: ['Purchase Date must be on or after 01/07/2017, when GST began'],
    });
    const nextYearStart = financialYearOf(todayIso()).endDate.replace(/^(\d{4})-03-31$/, '$1-04-01');
    const answer = await post(line, { purchase_date: nextYearStart });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain(
      'Purchase Date must be in the current financial year or earlier',
    );
    expectFieldErrors(await post(line, { purchase_date: '2025-02-31' }), {
      purchase_date: ['Purchase Date must be a real date (YYYY-MM-DD)'],
    });
  });
});
