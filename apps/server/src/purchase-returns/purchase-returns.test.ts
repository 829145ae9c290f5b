import {
  auditEntrySchema,
  gstr3bSchema,
  purchaseDetailSchema,
  stockReportSchema,
} from '@bahi/domain/schemas';
import {
  purchaseReturnDetailSchema,
  purchaseReturnListRowSchema,
  returnablePurchaseSchema,
} from '@bahi/domain/schemas/purchase-returns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractPdfPages } from '../pdf/poppler';
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

// Purchase returns: goods sent back to a supplier against one purchase, at the purchase line's
// own rate; the limits, numbering, and what they change (stock, what the supplier is owed, the
// stock report, input tax credit in GSTR-3B, the purchase's detail).

const saved = z.object({ id: z.number(), purchase_number: z.string() });

describe('purchase returns', () => {
  let t: TestApp;
  let local: number;
  let gujarat: number;

  beforeAll(async () => {
    t = await createTestApp();
    local = await createSupplier(t.app, { name: 'Raipur Wholesale', gstin: GSTIN_CHHATTISGARH });
    gujarat = await createSupplier(t.app, { name: 'Surat Distributors', gstin: GSTIN_GUJARAT });
  });
  afterAll(() => t.close());

  async function recordPurchase(
    supplierId: number,
    date: string,
    items: { product_id: number; quantity: number; amount: number; gst_rate: number }[],
    billNumber = `B-${Math.random().toString(36).slice(2, 8)}`,
  ) {
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplierId,
      invoice_number: billNumber,
      purchase_date: date,
      items,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return saved.parse(answer.body);
  }

  async function purchaseDetail(id: number) {
    return expectAnswer(
      t.app,
      { method: 'GET', url: `/api/admin/purchases/${id}` },
      200,
      purchaseDetailSchema,
    );
  }

  function postReturn(payload: Record<string, unknown>) {
    return call(t.app, 'POST', '/api/purchase-returns', { reason: 'Damaged in transit', ...payload });
  }

  async function issueReturn(payload: Record<string, unknown>) {
    const answer = await postReturn(payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return purchaseReturnDetailSchema.parse(answer.body);
  }

  it('sends back part of a purchase at its old rate: stock, the supplier balance and the purchase fall', async () => {
    const bulb = await createProduct(t.app, {
      name: 'LED Bulb 9W',
      gst_rate: 12,
      hsn_code: '8539',
      unit: 'PCS',
    });
    const purchase = await recordPurchase(local, '2025-08-10', [
      { product_id: bulb, quantity: 10, amount: 1000, gst_rate: 12 },
    ]);
    const [line] = (await purchaseDetail(purchase.id)).items;
    const product = (await call(t.app, 'GET', `/api/products/${bulb}`)).body as Record<string, unknown>;
    expect((await call(t.app, 'PUT', `/api/products/${bulb}`, { ...product, gst_rate: 5 })).status).toBe(200);
    expect(await onHand(t.app, bulb)).toBe(10);
    const owedBefore = (await balanceOf(t.app, 'suppliers', local)).balance;

    const returned = await issueReturn({
      purchase_id: purchase.id,
      return_date: '2025-10-05',
      lines: [{ purchase_item_id: line?.id, quantity: 2 }],
    });
    expect(returned.return_number).toBe('PR/25-26/0001');
    expect(returned.purchase).toMatchObject({ id: purchase.id, purchase_number: purchase.purchase_number });
    // 1,000.00 × 2/10 = 200.00 at the purchase line's 12% within the state: CGST 12.00 + SGST 12.00.
    expect(returned.items[0]).toMatchObject({
      quantity: 2,
      gst_rate: 12,
      subtotal: 200,
      cgst_amount: 12,
      sgst_amount: 12,
      igst_amount: 0,
      total: 224,
    });
    expect(returned.grand_total).toBe(224);
    expect(await onHand(t.app, bulb)).toBe(8);
    expect((await balanceOf(t.app, 'suppliers', local)).balance).toBeCloseTo(owedBefore - 224, 2);
    const detail = await purchaseDetail(purchase.id);
    expect(detail.returned).toBe(224);
    expect(detail.returns).toEqual([
      {
        id: returned.id,
        return_number: 'PR/25-26/0001',
        date: '2025-10-05',
        grand_total: 224,
        status: 'Issued',
      },
    ]);
    const lines = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/purchases/${purchase.id}/return-lines` },
      200,
      returnablePurchaseSchema,
    );
    expect(lines.lines[0]).toMatchObject({
      quantity: 10,
      remaining_quantity: 8,
      remaining_taxable_value: 800,
    });
  });

  it('taxes a return to a supplier of another state as IGST, and the last units take what is left', async () => {
    const kettle = await createProduct(t.app, {
      name: 'Steel Kettle',
      gst_rate: 18,
      hsn_code: '7323',
      unit: 'NOS',
    });
    const purchase = await recordPurchase(gujarat, '2025-06-01', [
      { product_id: kettle, quantity: 3, amount: 1000, gst_rate: 18 },
    ]);
    const [line] = (await purchaseDetail(purchase.id)).items;
    const first = await issueReturn({
      purchase_id: purchase.id,
      return_date: '2025-06-02',
      lines: [{ purchase_item_id: line?.id, quantity: 1 }],
    });
    // 1,000.00 / 3 = 333.33 (half up), IGST 18% = 60.00.
    expect(first.items[0]).toMatchObject({
      subtotal: 333.33,
      igst_amount: 60,
      cgst_amount: 0,
      total: 393.33,
    });
    const rest = await issueReturn({
      purchase_id: purchase.id,
      return_date: '2025-06-03',
      lines: [{ purchase_item_id: line?.id, quantity: 2 }],
    });
    expect(rest.items[0]?.subtotal).toBe(666.67);
    expect(await onHand(t.app, kettle)).toBe(0);
  });

  it('refuses a return beyond what is left, on a cancelled purchase, before the purchase or naming another line', async () => {
    const rice = await createProduct(t.app, {
      name: 'Basmati Rice 5 kg',
      gst_rate: 5,
      hsn_code: '1006',
      unit: 'BAG',
    });
    const other = await recordPurchase(local, '2025-07-01', [
      { product_id: rice, quantity: 1, amount: 500, gst_rate: 5 },
    ]);
    const purchase = await recordPurchase(local, '2025-07-01', [
      { product_id: rice, quantity: 5, amount: 2500, gst_rate: 5 },
    ]);
    const [line] = (await purchaseDetail(purchase.id)).items;
    const [otherLine] = (await purchaseDetail(other.id)).items;
    await issueReturn({
      purchase_id: purchase.id,
      return_date: '2025-07-02',
      lines: [{ purchase_item_id: line?.id, quantity: 3 }],
    });
    const before = await list(t.app, '/api/purchase-returns', purchaseReturnListRowSchema);

    expectFieldErrors(
      await postReturn({
        purchase_id: purchase.id,
        return_date: '2025-07-03',
        lines: [{ purchase_item_id: line?.id, quantity: 3 }],
      }),
      { 'lines.0.quantity': ['At most 2 BAG of Basmati Rice 5 kg can still be returned'] },
    );
    expectFieldErrors(
      await postReturn({
        purchase_id: purchase.id,
        return_date: '2025-06-30',
        lines: [{ purchase_item_id: line?.id, quantity: 1 }],
      }),
      { return_date: ["Return date must be on or after the purchase's date (01/07/2025)"] },
    );
    expectFieldErrors(
      await postReturn({
        purchase_id: purchase.id,
        return_date: '2025-07-03',
        lines: [{ purchase_item_id: otherLine?.id, quantity: 1 }],
      }),
      { 'lines.0.purchase_item_id': [`This line is not on purchase ${purchase.purchase_number}`] },
    );
    expectFieldErrors(await postReturn({ purchase_id: purchase.id, return_date: '2025-07-03', lines: [] }), {
      lines: ['Choose at least one line of the purchase'],
    });
    expect((await call(t.app, 'POST', `/api/admin/purchases/${other.id}/cancel`)).status).toBeLessThan(300);
    expectFieldErrors(
      await postReturn({
        purchase_id: other.id,
        return_date: '2025-07-03',
        lines: [{ purchase_item_id: otherLine?.id, quantity: 1 }],
      }),
      { purchase_id: [`Purchase ${other.purchase_number} is cancelled: nothing can be returned against it`] },
    );
    const after = await list(t.app, '/api/purchase-returns', purchaseReturnListRowSchema);
    expect(after.total).toBe(before.total);
    expect(await onHand(t.app, rice)).toBe(2);
  });

  it('cancels a return: goods and amounts come back; a purchase with returns is not edited or cancelled', async () => {
    const oil = await createProduct(t.app, {
      name: 'Mustard Oil 1 L',
      gst_rate: 5,
      hsn_code: '1514',
      unit: 'BTL',
    });
    const purchase = await recordPurchase(local, '2025-09-01', [
      { product_id: oil, quantity: 12, amount: 1800, gst_rate: 5 },
    ]);
    const [line] = (await purchaseDetail(purchase.id)).items;
    const owedBefore = (await balanceOf(t.app, 'suppliers', local)).balance;
    const returned = await issueReturn({
      purchase_id: purchase.id,
      return_date: '2025-09-02',
      lines: [{ purchase_item_id: line?.id, quantity: 4 }],
    });
    expect(await onHand(t.app, oil)).toBe(8);

    expectError(
      await call(t.app, 'POST', `/api/admin/purchases/${purchase.id}/cancel`),
      409,
      `Purchase ${purchase.purchase_number} has purchase returns that are not cancelled; cancel them first`,
    );
    const cancelled = await expectAnswer(
      t.app,
      { method: 'PUT', url: `/api/purchase-returns/${returned.id}/status`, payload: { status: 'Cancelled' } },
      200,
      purchaseReturnDetailSchema,
    );
    expect(cancelled.status).toBe('Cancelled');
    expect(await onHand(t.app, oil)).toBe(12);
    expect((await balanceOf(t.app, 'suppliers', local)).balance).toBeCloseTo(owedBefore, 2);
    expect((await purchaseDetail(purchase.id)).returned).toBe(0);
    expectError(
      await call(t.app, 'PUT', `/api/purchase-returns/${returned.id}/status`, { status: 'Cancelled' }),
      409,
      `Purchase return ${returned.return_number} is already cancelled`,
    );
    const detail = await purchaseDetail(purchase.id);
    const edit = await call(t.app, 'PUT', `/api/admin/purchases/${purchase.id}`, {
      supplier_id: local,
      invoice_number: detail.invoice_number,
      purchase_date: '2025-09-01',
      version: detail.version,
      items: [{ product_id: oil, quantity: 10, amount: 1500, gst_rate: 5 }],
    });
    expectError(edit, 409, `Purchase ${purchase.purchase_number} has purchase returns and cannot be changed`);
    const log = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/audit-log?record_type=purchase_return&record_id=${returned.id}` },
      200,
      z.object({ data: z.array(auditEntrySchema) }).loose(),
    );
    expect(log.data.map((entry) => entry.action).sort()).toEqual(['cancel', 'create']);
  });

  it('nets returns out of the stock report and out of GSTR-3B input tax credit', async () => {
    const sugar = await createProduct(t.app, {
      name: 'Sugar 1 kg',
      gst_rate: 5,
      hsn_code: '1701',
      unit: 'KGS',
    });
    const purchase = await recordPurchase(local, '2026-02-03', [
      { product_id: sugar, quantity: 50, amount: 2000, gst_rate: 5 },
    ]);
    const [line] = (await purchaseDetail(purchase.id)).items;
    const period = '/api/gstr3b?period=022026';
    const before = await expectAnswer(t.app, { method: 'GET', url: period }, 200, gstr3bSchema);
    await issueReturn({
      purchase_id: purchase.id,
      return_date: '2026-02-10',
      lines: [{ purchase_item_id: line?.id, quantity: 10 }],
    });
    const after = await expectAnswer(t.app, { method: 'GET', url: period }, 200, gstr3bSchema);
    // 400.00 sent back at 5%: CGST 10.00 and SGST 10.00 of credit given up.
    expect(after.itc.cgst).toBeCloseTo(before.itc.cgst - 10, 2);
    expect(after.itc.sgst).toBeCloseTo(before.itc.sgst - 10, 2);
    expect(after.itc.igst).toBeCloseTo(before.itc.igst, 2);

    const report = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/stock-report?from=2026-02-01&to=2026-02-28' },
      200,
      stockReportSchema,
    );
    expect(report.data.find((row) => row.product_id === sugar)).toMatchObject({
      opening: 0,
      purchased: 40,
      sold: 0,
      closing: 40,
    });
  });

  it('prints the return naming the purchase and the supplier bill', async () => {
    const soap = await createProduct(t.app, {
      name: 'Neem Soap',
      gst_rate: 18,
      hsn_code: '3401',
      unit: 'PCS',
    });
    const purchase = await recordPurchase(
      local,
      '2025-11-01',
      [{ product_id: soap, quantity: 20, amount: 600, gst_rate: 18 }],
      'RW-4410',
    );
    const [line] = (await purchaseDetail(purchase.id)).items;
    const returned = await issueReturn({
      purchase_id: purchase.id,
      return_date: '2025-11-04',
      lines: [{ purchase_item_id: line?.id, quantity: 5 }],
    });
    const answer = await t.app.inject({ method: 'GET', url: `/api/purchase-returns/${returned.id}/pdf` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(
      `Purchase_Return_${returned.return_number.replaceAll('/', '-')}.pdf`,
    );
    const text = (await extractPdfPages(answer.rawPayload)).join('\n');
    for (const expected of [
      'Purchase Return',
      returned.return_number,
      purchase.purchase_number,
      'RW-4410',
      'Raipur Wholesale',
      'Neem Soap',
    ])
      expect(text).toContain(expected);
  });

  it('gives 20 returns made at once 20 distinct numbers', async () => {
    const pen = await createProduct(t.app, { name: 'Ball Pen', gst_rate: 18, hsn_code: '9608', unit: 'PCS' });
    const purchase = await recordPurchase(local, '2026-03-01', [
      { product_id: pen, quantity: 100, amount: 500, gst_rate: 18 },
    ]);
    const [line] = (await purchaseDetail(purchase.id)).items;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postReturn({
          purchase_id: purchase.id,
          return_date: '2026-03-02',
          lines: [{ purchase_item_id: line?.id, quantity: 1 }],
        }),
      ),
    );
    const numbers = answers.map((answer) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return purchaseReturnDetailSchema.parse(answer.body).return_number;
    });
    expect(new Set(numbers).size).toBe(20);
    expect(await onHand(t.app, pen)).toBe(80);
    expect((await purchaseDetail(purchase.id)).returned).toBeCloseTo(20 * 5.9, 2);
  });
});
