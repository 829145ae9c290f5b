import { NO_GST_RATE_MESSAGE, NO_GST_RETURNS_MESSAGE } from '@bahi/domain';
import { invoiceDetailSchema, settingsSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfPages } from '../pdf/poppler';
import { call, expectAnswer, expectError, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_GUJARAT,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { TEST_SHOP } from '../test-support/test-shop';

// A shop not registered under GST: set up without a GSTIN, it bills at 0% (bills of supply), its
// documents print no GSTIN and it files no GST returns.

const NOT_REGISTERED = { ...TEST_SHOP, registered: false, gstin: '', state_code: '22' };

async function saveSettings(t: TestApp, values: Record<string, unknown>) {
  const current = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
  return call(t.app, 'PUT', '/api/settings', { ...values, version: current.version });
}

describe('Settings of a shop not registered under GST', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ configured: false });
  });
  afterAll(async () => t.close());

  it('asks a registered shop for its GSTIN and one that is not for its state, changing nothing', async () => {
    const { gstin: _gstin, ...withoutGstin } = TEST_SHOP;
    expectFieldErrors(await saveSettings(t, withoutGstin), {
      gstin: ['GSTIN is required (or tick "Not registered under GST")'],
    });
    expectFieldErrors(await saveSettings(t, { ...NOT_REGISTERED, state_code: '' }), {
      state_code: ['State is required when the shop is not registered under GST'],
    });
    expectFieldErrors(await saveSettings(t, { ...NOT_REGISTERED, gstin: TEST_SHOP.gstin }), {
      gstin: ['GSTIN must be left empty when the shop is not registered under GST'],
    });
    const settings = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
    expect(settings).toMatchObject({ configured: false, registered: true, gstin: null });
  });

  it('saves the shop without a GSTIN, and a GSTIN again once it registers', async () => {
    const saved = await saveSettings(t, NOT_REGISTERED);
    expect(saved.status).toBe(200);
    expect(settingsSchema.parse(saved.body)).toMatchObject({
      configured: true,
      registered: false,
      gstin: null,
      state_code: '22',
    });
    const registered = await saveSettings(t, TEST_SHOP);
    expect(settingsSchema.parse(registered.body)).toMatchObject({ registered: true, gstin: TEST_SHOP.gstin });
  });
});

describe('Bills of supply', () => {
  let t: TestApp;
  let customer: number;
  let product: number;
  beforeAll(async () => {
    // Set up unregistered: a shop that gave up its GSTIN later still files for the periods it held it.
    t = await createTestApp({ configured: false });
    expect((await saveSettings(t, NOT_REGISTERED)).status).toBe(200);
    customer = await createCustomer(t.app, { gstin: GSTIN_GUJARAT, state_code: '24' });
    product = await createProduct(t.app, { gst_rate: 18, mrp: 118, rate: 100 });
  });
  afterAll(async () => t.close());

  it('refuses a GST rate on a line, naming the line, and saves nothing', async () => {
    const payload = invoicePayload(customer, [
      { product_id: product, price_basis: 'rate', rate: 100, gst_rate: 0, quantity: 2 },
      { product_id: product, price_basis: 'rate', rate: 100, gst_rate: 18 },
    ]);
    expectFieldErrors(await postInvoice(t.app, payload), { 'items.1.gst_rate': [NO_GST_RATE_MESSAGE] });
    const list = await call(t.app, 'GET', '/api/invoices');
    expect((list.body as { total: number }).total).toBe(0);
  });

  it('bills at 0% with no tax heads, even to another state, and prints a bill of supply', async () => {
    const payload = invoicePayload(customer, [
      { product_id: product, price_basis: 'rate', rate: 100, gst_rate: 0, quantity: 2 },
      { product_id: product, price_basis: 'mrp', mrp: 118, gst_rate: 0 },
    ]);
    const saved = await postInvoice(t.app, payload);
    expect(saved.status).toBe(201);
    const invoice = invoiceDetailSchema.parse(saved.body);
    expect(invoice).toMatchObject({
      total_amount: 318,
      gst_amount: 0,
      grand_total: 318,
    });
    expect(invoice.seller.gstin).toBeNull();
    expect(invoice.items.map((item) => item.gst_rate)).toEqual([0, 0]);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = extractPdfPages(pdf.rawPayload).join('\n');
    expect(text).toContain('Bill of Supply');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toMatch(/GSTIN:\s+Unregistered\s+State:\s+Chhattisgarh \(22\)/);
  });

  it('files no GST returns', async () => {
    expectError(await call(t.app, 'GET', '/api/gstr1/preview?period=062025'), 409, NO_GST_RETURNS_MESSAGE);
    expectError(await call(t.app, 'GET', '/api/gstr3b?period=062025'), 409, NO_GST_RETURNS_MESSAGE);
    expectError(await call(t.app, 'GET', '/api/gstr1?period=062025'), 409, NO_GST_RETURNS_MESSAGE);
  });
});

describe('An invoice issued under another registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps a tax invoice as issued after the shop gives up its GSTIN, until refreshed as a bill of supply', async () => {
    const customer = await createCustomer(t.app);
    const product = await createProduct(t.app, { gst_rate: 18, mrp: 118, rate: 100 });
    const taxed = invoicePayload(customer, [
      { product_id: product, price_basis: 'rate', rate: 100, gst_rate: 18 },
    ]);
    const issued = invoiceDetailSchema.parse((await postInvoice(t.app, taxed)).body);
    expect(issued.gst_amount).toBe(18);
    expect((await saveSettings(t, NOT_REGISTERED)).status).toBe(200);

    const edit = { ...taxed, invoice_number: issued.invoice_number, version: issued.version };
    expectFieldErrors(await call(t.app, 'PUT', `/api/invoices/${issued.id}`, edit), {
      refresh_seller: [
        `This invoice was issued as a tax invoice under GSTIN ${TEST_SHOP.gstin}; the shop is no longer registered under GST. Tick "Print the shop's current details" to save it as a bill of supply`,
      ],
    });
    const asBill = {
      ...edit,
      refresh_seller: true,
      items: [{ product_id: product, price_basis: 'rate', rate: 100, gst_rate: 0, quantity: 1, discount: 0 }],
    };
    const refreshed = invoiceDetailSchema.parse(
      (await call(t.app, 'PUT', `/api/invoices/${issued.id}`, asBill)).body,
    );
    expect(refreshed).toMatchObject({ gst_amount: 0, grand_total: 100, seller: { gstin: null } });
  });
});
