import {
  gstr1PreviewSchema,
  hsnSummarySchema,
  invoiceDetailSchema,
  purchaseDetailSchema,
  stockReportSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../invoices/invoice-pdf-reader';
import { call, expectAnswer } from '../test-support/api-calls';
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

// Schemes ("10 + 1 free") on purchase and invoice lines: stock moves by quantity + free, the
// taxable value is what is charged, the PDF prints the free units, and the HSN summary and GSTR-1
// count them.

describe('free quantity on purchases and invoices', () => {
  let t: TestApp;
  let supplier: number;
  let customer: number;
  let soap: number;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    customer = await createCustomer(t.app, { gstin: GSTIN_GUJARAT });
    soap = await createProduct(t.app, {
      hsn_code: '3401',
      gst_rate: 18,
      opening_stock: 0,
      rate: 30,
      mrp: 50,
    });
  });
  afterAll(async () => t.close());

  const stockRow = async () => {
    const report = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/stock-report?from=2025-06-01&to=2025-06-30' },
      200,
      stockReportSchema,
    );
    return report.data.find((row) => row.product_id === soap);
  };

  it('a 10 + 1 free purchase adds 11 to stock at the charged value', async () => {
    const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date: '2025-06-02',
      items: [{ product_id: soap, quantity: 10, free_quantity: 1, rate: 22, gst_rate: 18 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { id } = answer.body as { id: number };
    const detail = purchaseDetailSchema.parse((await call(t.app, 'GET', `/api/admin/purchases/${id}`)).body);
    // Charged: 10 × 22.00 = 220.00 taxable; the free unit carries no value of its own.
    expect(detail.items[0]).toMatchObject({
      quantity: 10,
      free_quantity: 1,
      amount: 220,
      subtotal: 220,
      rate: 22,
    });
    expect(detail).toMatchObject({ total_amount: 220, gst_amount: 39.6, grand_total: 259.6 });
    expect(await onHand(t.app, soap)).toBe(11);
    // 11 units worth the 220.00 paid: 20.00 a unit.
    expect(await stockRow()).toMatchObject({
      purchased: 11,
      closing: 11,
      valuation_rate: 20,
      closing_value: 220,
    });
  });

  it('an invoice of 5 + 1 free takes 6 from stock, charges 5, prints Free and counts 6 in the HSN summary and GSTR-1', async () => {
    const answer = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: soap, quantity: 5, free_quantity: 1, rate: 30, gst_rate: 18 } as never],
        {
          date: '2025-06-10',
        },
      ),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { id } = answer.body as { id: number };
    const detail = invoiceDetailSchema.parse((await call(t.app, 'GET', `/api/invoice/${id}`)).body);
    expect(detail.items[0]).toMatchObject({ quantity: 5, free_quantity: 1, rate: 30, subtotal: 150 });
    expect(detail.total_amount).toBe(150);
    expect(Object.values(detail.hsn_summary)[0]).toMatchObject({ qty: 6, taxable_value: 150 });
    expect(await onHand(t.app, soap)).toBe(5);
    expect(await stockRow()).toMatchObject({ purchased: 11, sold: 6, closing: 5 });

    const { text } = await render(detail);
    expect(text).toMatch(/\+ 1 Free/);

    const hsn = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/hsn-summary?from=2025-06-01&to=2025-06-30' },
      200,
      hsnSummarySchema,
    );
    expect(hsn.data.find((row) => row.hsn_code === '3401')).toMatchObject({ total_qty: 6, total_value: 150 });
    const preview = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr1/preview?period=062025' },
      200,
      gstr1PreviewSchema,
    );
    const hsnRows = 'data' in preview.gstr1.hsn ? preview.gstr1.hsn.data : preview.gstr1.hsn.hsn_b2b;
    expect(hsnRows.find((row) => row.hsn_sc.startsWith('3401'))).toMatchObject({ qty: 6, txval: 150 });
  });

  it('refuses free units that are negative or a fraction of a counted unit, naming the field', async () => {
    const negative = await postInvoice(
      t.app,
      invoicePayload(customer, [
        { product_id: soap, quantity: 1, free_quantity: -1, rate: 30, gst_rate: 18 } as never,
      ]),
    );
    expect(negative.status).toBe(422);
    expect(JSON.stringify(negative.body)).toContain('Free must be 0 or more');
    const fraction = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      purchase_date: '2025-06-02',
      items: [{ product_id: soap, quantity: 1, free_quantity: 0.5, amount: 10, gst_rate: 18 }],
    });
    expect(fraction.status).toBe(422);
    expect(JSON.stringify(fraction.body)).toContain('items.0.free_quantity');
  });
});
