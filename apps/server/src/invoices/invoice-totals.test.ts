import { invoiceDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The vectors of docs/gst-rules.md, sent through the API: the stored invoice must carry exactly the
// figures the GST rules give, whatever totals the client claims.

describe('invoice amounts through the API', () => {
  let t: TestApp;
  let intraCustomer: number;
  let interCustomer: number;
  let product18: number;
  let product12: number;

  beforeAll(async () => {
    t = await createTestApp();
    intraCustomer = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    interCustomer = await createCustomer(t.app, { gstin: GSTIN_GUJARAT });
    product18 = await createProduct(t.app, { gst_rate: 18, mrp: 118, rate: 100, hsn_code: '8516' });
    product12 = await createProduct(t.app, { gst_rate: 12, mrp: 100, rate: 89.29, hsn_code: '0402' });
  });
  afterAll(async () => t.close());

  async function issue(payload: Record<string, unknown>) {
    const answer = await postInvoice(t.app, payload);
    if (answer.status !== 201)
      throw new Error(`POST answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return invoiceDetailSchema.parse(answer.body);
  }

  it('plain: mrp 118 @18, qty 3, intra-state', async () => {
    const invoice = await issue(
      invoicePayload(intraCustomer, [{ product_id: product18, mrp: 118, gst_rate: 18, quantity: 3 }]),
    );
    expect(invoice.items[0]).toMatchObject({ rate: 100, subtotal: 300, cgst_amount: 27, sgst_amount: 27 });
    expect(invoice.tax).toEqual({ cgst: 27, sgst: 27, igst: 0 });
    expect(invoice).toMatchObject({
      total_amount: 300,
      gst_amount: 54,
      grand_total: 354,
      supply_type: 'intra',
    });
    expect(invoice.amount_in_words).toBe('Rupees Three Hundred Fifty Four Only');
    expect(invoice.place_of_supply).toEqual({ state_code: '22', state_name: 'Chhattisgarh' });
  });

  it('discount: mrp 100 @12, 10% off, qty 7 pays 630.00, never more than the MRP after discount', async () => {
    const invoice = await issue(
      invoicePayload(intraCustomer, [
        { product_id: product12, mrp: 100, gst_rate: 12, discount: 10, quantity: 7 },
      ]),
    );
    expect(invoice.items[0]).toMatchObject({
      price_basis: 'mrp',
      rate: 80.36,
      subtotal: 562.5,
      discount: 10,
    });
    expect(invoice.tax).toEqual({ cgst: 33.75, sgst: 33.75, igst: 0 });
    expect(invoice.grand_total).toBe(630);
  });

  it('taxes the rate group, not the rounded lines: 603.60 + 704.38 @18 gives CGST 117.72', async () => {
    const invoice = await issue(
      invoicePayload(intraCustomer, [
        { product_id: product18, price_basis: 'rate', rate: 603.6, gst_rate: 18 },
        { product_id: product12, price_basis: 'rate', rate: 704.38, gst_rate: 18 },
      ]),
    );
    expect(invoice.items.map((item) => item.subtotal)).toEqual([603.6, 704.38]);
    expect(invoice.tax).toEqual({ cgst: 117.72, sgst: 117.72, igst: 0 });
    expect(invoice.gst_summary['18']).toMatchObject({ total_items: 2, subtotal: 1307.98, tax: 235.44 });
    const lineTax = invoice.items.reduce((sum, item) => sum + Math.round(item.tax_amount * 100), 0);
    expect(lineTax).toBe(23544);
  });

  it('odd paisa: trade rate 24.63 @18 is 2.22 + 2.22 within the state and IGST 4.43 across states', async () => {
    const line = { product_id: product18, price_basis: 'rate' as const, rate: 24.63, gst_rate: 18 };
    const intra = await issue(invoicePayload(intraCustomer, [line]));
    expect(intra.items[0]?.subtotal).toBe(24.63);
    expect(intra.tax).toEqual({ cgst: 2.22, sgst: 2.22, igst: 0 });
    const inter = await issue(invoicePayload(interCustomer, [line]));
    expect(inter.tax).toEqual({ cgst: 0, sgst: 0, igst: 4.43 });
    expect(inter).toMatchObject({ supply_type: 'inter', gst_amount: 4.43, grand_total: 29.06 });
    expect(inter.items[0]).toMatchObject({ price_basis: 'rate', rate: 24.63 });
    expect(inter.place_of_supply).toEqual({ state_code: '24', state_name: 'Gujarat' });
    expect(inter.hsn_summary['8516']).toMatchObject({
      qty: 1,
      taxable_value: 24.63,
      igst_amt: 4.43,
      cgst_amt: 0,
    });
  });

  it('ignores totals, tax amounts and subtotals sent by the client', async () => {
    const payload = invoicePayload(intraCustomer, [
      { product_id: product18, mrp: 118, gst_rate: 18, quantity: 3 },
    ]);
    const invoice = await issue({
      ...payload,
      total_amount: 1,
      gst_amount: 2,
      grand_total: 3,
      items: (payload.items as object[]).map((item) => ({
        ...item,
        tax_amount: 999,
        subtotal: 999,
        total: 999,
      })),
    });
    expect(invoice).toMatchObject({ total_amount: 300, gst_amount: 54, grand_total: 354 });
    expect(invoice.items[0]).toMatchObject({ subtotal: 300, tax_amount: 54, total: 300 });
  });

  it('rounds the grand total to the rupee when the seller turns round-off on', async () => {
    const settings = await call(t.app, 'GET', '/api/settings');
    const update = await call(t.app, 'PUT', '/api/settings', {
      ...(settings.body as object),
      round_off: true,
    });
    expect(update.status).toBe(200);
    const invoice = await issue(
      invoicePayload(intraCustomer, [
        { product_id: product12, mrp: 100, gst_rate: 12, discount: 10, quantity: 7 },
      ]),
    );
    // 630.00 is already whole: the MRP after discount, with nothing to round.
    expect(invoice).toMatchObject({ grand_total: 630, round_off: 0 });
    expect(invoice.amount_in_words).toBe('Rupees Six Hundred Thirty Only');
    await call(t.app, 'PUT', '/api/settings', { ...(settings.body as object), round_off: false });
  });

  it('prices a line at the rate typed, on any product, and a line without a basis from its MRP', async () => {
    const openPrice = await createProduct(t.app, { price_editable: true, gst_rate: 18, mrp: 0, rate: 0 });
    const invoice = await issue(
      invoicePayload(intraCustomer, [
        { product_id: openPrice, mrp: 0, gst_rate: 18, rate: 250, quantity: 2 },
        { product_id: product18, mrp: 118, gst_rate: 18, rate: 1 },
        { product_id: product18, mrp: 118, gst_rate: 18 },
      ]),
    );
    expect(invoice.items.map((item) => [item.price_basis, item.rate])).toEqual([
      ['rate', 250],
      ['rate', 1],
      ['mrp', 100],
    ]);
    expect(invoice.total_amount).toBe(601);
  });
});
