import { financialYearOf, todayIso } from '@bahi/domain';
import { invoiceDetailSchema } from '@bahi/domain/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_CHHATTISGARH,
  invoicePayload,
  onHand,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Billing like a distributor (docs/gst-rules.md, "Price basis" and "Never above MRP"): trade-rate
// and MRP lines, decimal quantities, refusals of empty lines and out-of-range dates, and the
// setting that refuses sales beyond the stock on hand.

describe('invoice price bases, quantities and guards', () => {
  let t: TestApp;
  let customer: number;
  let tea: number;
  let sugar: number;
  let biscuits: number;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    tea = await createProduct(t.app, {
      name: 'Tata Tea 1 kg',
      gst_rate: 5,
      mrp: 560,
      rate: 480,
      unit: 'PCS',
    });
    sugar = await createProduct(t.app, { name: 'Loose Sugar', gst_rate: 5, mrp: 0, rate: 42, unit: 'KGS' });
    biscuits = await createProduct(t.app, {
      name: 'Biscuits',
      gst_rate: 18,
      mrp: 100,
      rate: 80,
      unit: 'PCS',
    });
  });
  afterAll(async () => t.close());

  async function issue(payload: Record<string, unknown>) {
    const answer = await postInvoice(t.app, payload);
    if (answer.status !== 201)
      throw new Error(`POST answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return invoiceDetailSchema.parse(answer.body);
  }

  it('bills a trade-rate line at rate × quantity less discount, not from the MRP', async () => {
    const invoice = await issue(
      invoicePayload(customer, [
        { product_id: tea, price_basis: 'rate', rate: 480, mrp: 560, gst_rate: 5, quantity: 2, discount: 5 },
      ]),
    );
    // 480 × 2 × 95% = 912.00; CGST = SGST = 22.80.
    expect(invoice.items[0]).toMatchObject({ price_basis: 'rate', rate: 480, mrp: 560, subtotal: 912 });
    expect(invoice).toMatchObject({ total_amount: 912, gst_amount: 45.6, grand_total: 957.6 });
  });

  it('bills 2.5 kg of sugar at 42.00 as 105.00 taxable, and shows 2.5 on the invoice and in stock', async () => {
    const before = await onHand(t.app, sugar);
    const invoice = await issue(
      invoicePayload(customer, [
        { product_id: sugar, price_basis: 'rate', rate: 42, gst_rate: 5, quantity: 2.5 },
      ]),
    );
    expect(invoice.items[0]).toMatchObject({ quantity: 2.5, subtotal: 105, unit: 'KGS' });
    expect(invoice.tax).toEqual({ cgst: 2.63, sgst: 2.63, igst: 0 });
    expect(invoice.hsn_summary[invoice.items[0]?.product.hsn_code ?? '']).toMatchObject({ qty: 2.5 });
    expect(await onHand(t.app, sugar)).toBe(before - 2.5);
  });

  it('caps MRP lines at the MRP: 12 biscuits at MRP 100 @18 pay at most 1,200.00', async () => {
    const invoice = await issue(
      invoicePayload(customer, [
        { product_id: biscuits, price_basis: 'mrp', mrp: 100, gst_rate: 18, quantity: 12 },
      ]),
    );
    expect(invoice.grand_total).toBeLessThanOrEqual(1200);
    expect(invoice).toMatchObject({ total_amount: 1016.94, grand_total: 1199.98 });
  });

  it('mixes bases on one invoice, each line priced its own way', async () => {
    const invoice = await issue(
      invoicePayload(customer, [
        { product_id: tea, price_basis: 'rate', rate: 480, gst_rate: 5, quantity: 3 },
        { product_id: tea, price_basis: 'mrp', mrp: 560, gst_rate: 5, quantity: 1 },
        { product_id: sugar, price_basis: 'rate', rate: 42, gst_rate: 5, quantity: 2.5 },
        { product_id: biscuits, price_basis: 'mrp', mrp: 100, gst_rate: 18, discount: 10, quantity: 7 },
      ]),
    );
    expect(invoice.items.map((item) => item.price_basis)).toEqual(['rate', 'mrp', 'rate', 'mrp']);
    expect(invoice.items[0]?.subtotal).toBe(1440);
    expect(invoice.items[2]?.subtotal).toBe(105);
    const mrpPays = (index: number) =>
      (invoice.items[index]?.subtotal ?? 0) + (invoice.items[index]?.tax_amount ?? 0);
    expect(mrpPays(1)).toBeLessThanOrEqual(560);
    expect(mrpPays(3)).toBeLessThanOrEqual(630);
    expect(invoice.tax.cgst).toBe(invoice.tax.sgst);
  });

  it('refuses a fraction of a unit counted whole, naming the unit', async () => {
    expectFieldErrors(
      await postInvoice(
        t.app,
        invoicePayload(customer, [
          { product_id: tea, price_basis: 'rate', rate: 480, gst_rate: 5, quantity: 1.5 },
        ]),
      ),
      { 'items.0.quantity': ['Quantity must be a whole number for unit PCS'] },
    );
  });

  it('refuses lines with a zero or missing price or quantity, naming the line and field', async () => {
    expectFieldErrors(
      await postInvoice(
        t.app,
        invoicePayload(customer, [
          { product_id: tea, price_basis: 'rate', rate: 480, gst_rate: 5 },
          { product_id: tea, price_basis: 'mrp', mrp: 0, gst_rate: 5 },
          { product_id: tea, price_basis: 'rate', rate: 0, gst_rate: 5 },
          { product_id: tea, price_basis: 'rate', gst_rate: 5 },
          { product_id: tea, price_basis: 'rate', rate: 480, gst_rate: 5, quantity: 0 },
        ]),
      ),
      {
        'items.1.mrp': ['MRP must be more than 0'],
        'items.2.rate': ['Rate must be more than 0'],
        'items.3.rate': ['Rate is required'],
        'items.4.quantity': ['Quantity must be more than 0'],
      },
    );
    // A payable that rounds to nothing (0.01 a kg × 0.001 kg) is no sale either.
    expectFieldErrors(
      await postInvoice(
        t.app,
        invoicePayload(customer, [
          { product_id: sugar, price_basis: 'rate', rate: 0.01, gst_rate: 5, quantity: 0.001 },
        ]),
      ),
      { items: ['The invoice payable must be more than 0'] },
    );
  });

  it('refuses dates before GST began and after the current financial year', async () => {
    const line = { product_id: tea, price_basis: 'rate' as const, rate: 480, gst_rate: 5 };
    expectFieldErrors(await postInvoice(t.app, invoicePayload(customer, [line], { date: '2017-06-30' })), {
      date: ['Date must be on or after 01/07/2017, when GST began'],
    });
    const nextYear = financialYearOf(todayIso()).endDate.replace(/^(\d{4})-03-31$/, (_, y) => `${y}-04-01`);
    const answer = await postInvoice(t.app, invoicePayload(customer, [line], { date: nextYear }));
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(['date']);
  });

  it('warns nothing and sells below zero by default, refuses it once the setting is off', async () => {
    const kettle = await createProduct(t.app, {
      name: 'Kettle',
      gst_rate: 18,
      mrp: 1500,
      rate: 1100,
      unit: 'NOS',
    });
    const oversell = invoicePayload(customer, [
      { product_id: kettle, price_basis: 'rate', rate: 1100, gst_rate: 18, quantity: 100 },
    ]);
    expect((await postInvoice(t.app, oversell)).status).toBe(201);

    const settings = await call(t.app, 'GET', '/api/settings');
    const off = await call(t.app, 'PUT', '/api/settings', {
      ...(settings.body as object),
      allow_negative_stock: false,
    });
    expect(off.status).toBe(200);
    try {
      const rice = await createProduct(t.app, {
        name: 'Loose Rice',
        gst_rate: 5,
        mrp: 0,
        rate: 40,
        unit: 'KGS',
        opening_stock: 5,
      });
      const riceLine = (quantity: number) => ({
        product_id: rice,
        price_basis: 'rate' as const,
        rate: 40,
        gst_rate: 5,
        quantity,
      });
      // Lines of one product count together: 1.5 kg leaves 3.5 kg for the second line.
      expectFieldErrors(await postInvoice(t.app, invoicePayload(customer, [riceLine(1.5), riceLine(4)])), {
        'items.1.quantity': ['Only 3.5 KGS of Loose Rice in stock'],
      });
      expect(
        (await postInvoice(t.app, invoicePayload(customer, [riceLine(1.5), riceLine(3.5)]))).status,
      ).toBe(201);
      expect(await onHand(t.app, rice)).toBe(0);
    } finally {
      // Back on, from the settings as they are now (a save over an older read may be refused).
      const now = (await call(t.app, 'GET', '/api/settings')).body as object;
      expect((await call(t.app, 'PUT', '/api/settings', { ...now, allow_negative_stock: true })).status).toBe(
        200,
      );
    }
  });

  it('never lets MRP lines pay more than MRP × quantity less discount (random invoices)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            mrp: fc.integer({ min: 1, max: 500_000 }).map((paise) => paise / 100),
            quantity: fc.integer({ min: 1, max: 50 }),
            discount: fc.constantFrom(0, 2.5, 10, 33.33),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (lines) => {
          const ceiling = lines.reduce(
            (sum, line) =>
              sum +
              Math.floor(
                (Math.round(line.mrp * 100) * line.quantity * (10_000 - Math.round(line.discount * 100))) /
                  10_000,
              ),
            0,
          );
          const payload = invoicePayload(
            customer,
            lines.map((line) => ({
              product_id: biscuits,
              price_basis: 'mrp' as const,
              gst_rate: 18,
              ...line,
            })),
          );
          const answer = await postInvoice(t.app, payload);
          // Under a rupee's worth can come to nothing to pay (a paisa's MRP less 2.5 %): rightly refused.
          if (answer.status === 422 && ceiling < 100) {
            expect(JSON.stringify(answer.body)).toContain('payable must be more than 0');
            return;
          }
          expect(answer.status, JSON.stringify(answer.body)).toBe(201);
          const invoice = invoiceDetailSchema.parse(answer.body);
          expect(Math.round(invoice.grand_total * 100)).toBeLessThanOrEqual(ceiling + lines.length);
        },
      ),
      { numRuns: 12 },
    );
  });
});
