import { purchaseDetailSchema, purchaseReturnDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractPdfPages } from '../pdf/poppler';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import { createProduct, createSupplier, GSTIN_CHHATTISGARH } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { balanceOf } from '../test-support/voucher-fixtures';

// A purchase return rounds to the rupee when asked, as purchases do: the round-off is part of its
// total, of what it takes off the purchase and of the printed return; cancelling gives it all back.

describe('purchase return round-off', () => {
  let t: TestApp;
  let supplier: number;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await createSupplier(t.app, { name: 'Raipur Wholesale', gstin: GSTIN_CHHATTISGARH });
    product = await createProduct(t.app, { gst_rate: 18 });
  });
  afterAll(() => t.close());

  async function roundedPurchase() {
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      invoice_number: `R-${Math.random().toString(36).slice(2, 8)}`,
      purchase_date: '2025-11-03',
      round_off: true,
      items: [{ product_id: product, quantity: 10, amount: 1000.45, gst_rate: 18 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { id } = z.object({ id: z.number() }).parse(answer.body);
    return expectAnswer(
      t.app,
      { method: 'GET', url: `/api/admin/purchases/${id}` },
      200,
      purchaseDetailSchema,
    );
  }

  const returnAll = (purchase: z.infer<typeof purchaseDetailSchema>, extra: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/purchase-returns', {
      purchase_id: purchase.id,
      return_date: '2025-11-04',
      reason: 'Damaged in transit',
      lines: [{ purchase_item_id: purchase.items[0]?.id, quantity: 10 }],
      ...extra,
    });

  it('rounds the total when asked, takes the rounded total off the purchase, and prints the round-off', async () => {
    const purchase = await roundedPurchase();
    // 1,000.45 + 18% (90.04 + 90.04) = 1,180.53, rounded to 1,181.00 on the supplier's bill.
    expect(purchase).toMatchObject({ grand_total: 1181, round_off: 0.47 });
    const before = await balanceOf(t.app, 'suppliers', supplier);

    const answer = await returnAll(purchase, { round_off: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const returned = purchaseReturnDetailSchema.parse(answer.body);
    expect(returned).toMatchObject({
      total_amount: 1000.45,
      gst_amount: 180.08,
      round_off: 0.47,
      grand_total: 1181,
      amount_in_words: 'Rupees One Thousand One Hundred Eighty One Only',
    });
    // Sent back whole, the rounded purchase leaves nothing owed to the supplier.
    expect((await balanceOf(t.app, 'suppliers', supplier)).balance).toBe(before.balance - 1181);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/purchase-returns/${returned.id}/pdf` });
    const text = (await extractPdfPages(pdf.rawPayload)).join('\n');
    expect(text).toMatch(/Round Off\s+₹0\.47/);
    expect(text).toContain('1,181.00');

    const cancelled = await call(t.app, 'PUT', `/api/purchase-returns/${returned.id}/status`, {
      status: 'Cancelled',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await balanceOf(t.app, 'suppliers', supplier)).balance).toBe(before.balance);
  });

  it('leaves the total exact when not asked, and names a bad flag', async () => {
    const purchase = await roundedPurchase();
    const exact = purchaseReturnDetailSchema.parse((await returnAll(purchase, {})).body);
    expect(exact).toMatchObject({ round_off: 0, grand_total: 1180.53 });
    const bad = await returnAll(await roundedPurchase(), { round_off: 'yes' });
    expectFieldErrors(bad, { round_off: ['Round off must be true or false'] });
  });
});
