import { purchaseDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../test-support/api-calls';
import { createProduct, createSupplier, GSTIN_CHHATTISGARH } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A purchase matches the supplier's rounded bill (round-off to the nearest rupee, as invoices), and
// a correction keeps the figure the person typed: a rate typed stays that rate when the quantity
// changes, and the edit log keeps each line's fields before and after.

const saved = z.object({ id: z.number(), purchase_number: z.string() });

describe('purchase round-off and corrections that keep the typed figure', () => {
  let t: TestApp;
  let supplier: number;
  let soap: number;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    soap = await createProduct(t.app, { name: 'Lifebuoy Soap', gst_rate: 18, hsn_code: '3401' });
  });
  afterAll(async () => t.close());

  async function record(payload: Record<string, unknown>) {
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return saved.parse(answer.body);
  }

  async function correct(id: number, payload: Record<string, unknown>) {
    const answer = await call(t.app, 'PUT', `/api/admin/purchases/${id}`, payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return purchaseDetailSchema.parse(answer.body);
  }

  it("rounds the payable to the nearest rupee when asked, matching the supplier's bill", async () => {
    // 11,155.93 taxable + 18% GST 2,008.07 = 13,164.00 exactly; 0.50 more rounds up to 13,165.
    const bill = {
      supplier_id: supplier,
      purchase_date: '2025-06-02',
      items: [{ product_id: soap, quantity: 1, amount: 11156.35, gst_rate: 18 }],
    };
    const unrounded = await record({ ...bill, invoice_number: 'R/1' });
    const plain = purchaseDetailSchema.parse(
      (await call(t.app, 'GET', `/api/admin/purchases/${unrounded.id}`)).body,
    );
    expect(plain).toMatchObject({
      total_amount: 11156.35,
      gst_amount: 2008.14,
      round_off: 0,
      grand_total: 13164.49,
    });

    const rounded = await record({ ...bill, invoice_number: 'R/2', round_off: true });
    const detail = purchaseDetailSchema.parse(
      (await call(t.app, 'GET', `/api/admin/purchases/${rounded.id}`)).body,
    );
    expect(detail).toMatchObject({
      total_amount: 11156.35,
      gst_amount: 2008.14,
      round_off: -0.49,
      grand_total: 13164,
    });
  });

  it('refuses a round-off that is not true or false, naming the field', async () => {
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date: '2025-06-02',
      round_off: 'yes',
      items: [{ product_id: soap, quantity: 1, amount: 10, gst_rate: 18 }],
    });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('round_off');
  });

  it('keeps the rate typed when the quantity is corrected, and logs the line before and after', async () => {
    const typedRate = {
      supplier_id: supplier,
      invoice_number: 'Q/7',
      purchase_date: '2025-06-03',
      items: [{ product_id: soap, quantity: 120, rate: 22, gst_rate: 18 }],
    };
    const { id } = await record(typedRate);
    const corrected = await correct(id, {
      ...typedRate,
      items: [{ product_id: soap, quantity: 100, rate: 22, gst_rate: 18 }],
    });
    // The rate stays 22.00 and the amount follows (not 2,640 spread over 100 units at 26.40).
    expect(corrected.items[0]).toMatchObject({ quantity: 100, typed_rate: 22, rate: 22, amount: 2200 });

    const byAmount = await correct(id, {
      ...typedRate,
      items: [{ product_id: soap, quantity: 100, amount: 2640, gst_rate: 18 }],
    });
    expect(byAmount.items[0]).toMatchObject({ quantity: 100, typed_rate: null, rate: 26.4, amount: 2640 });

    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('record_type', '=', 'purchase')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(JSON.parse(String(entries[1]?.before)).items[0]).toMatchObject({ quantity: 120, amount: 2640 });
    expect(JSON.parse(String(entries[1]?.after)).items[0]).toMatchObject({ quantity: 100, amount: 2200 });
  });
});
