import { financialYearOf, todayIso } from '@bahi/domain';
import {
  customerSchema,
  invoiceDetailSchema,
  nextInvoiceNumberSchema,
  productSchema,
  settingsSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  create,
  customerInput,
  expectAnswer,
  expectFieldErrors,
  productInput,
} from '../test-support/api-calls';
import { invoicePayload } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A shop that billed INV/…/0457 in another program this financial year goes on from 0458 in Bahi;
// the next financial year starts at 0001 again.

describe('First invoice number of the year', () => {
  let t: TestApp;
  let settings: Record<string, unknown>;
  const today = todayIso();
  const year = financialYearOf(today).label;
  beforeAll(async () => {
    t = await createTestApp();
    const current = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
    const { configured: _c, demo: _d, updated_at: _u, ...values } = current;
    settings = values;
  });
  afterAll(async () => t.close());

  const nextNumber = () =>
    expectAnswer(t.app, { method: 'GET', url: '/api/invoices/next-number' }, 200, nextInvoiceNumberSchema);

  it('refuses a first number that is not 1 to 9999, naming the field, and changes nothing', async () => {
    for (const bad of [0, 10000, 1.5, 'abc', -3]) {
      const answer = await call(t.app, 'PUT', '/api/settings', { ...settings, invoice_first_number: bad });
      expectFieldErrors(answer, {
        invoice_first_number: ['First Invoice No must be a whole number from 1 to 9999'],
      });
    }
    expect((await nextNumber()).invoice_number).toBe(`INV/${year}/0001`);
  });

  it('suggests the saved first number, then goes on after it', async () => {
    const saved = await expectAnswer(
      t.app,
      { method: 'PUT', url: '/api/settings', payload: { ...settings, invoice_first_number: '458' } },
      200,
      settingsSchema,
    );
    expect(saved.invoice_first_number).toBe(458);
    const first = await nextNumber();
    expect(first).toEqual({ invoice_number: `INV/${year}/0458`, financial_year: year });

    const customer = await create(t.app, '/api/customers', customerInput(), customerSchema);
    const product = await create(
      t.app,
      '/api/products',
      productInput({ mrp: 118, gst_rate: 18 }),
      productSchema,
    );
    await create(
      t.app,
      '/api/invoices',
      invoicePayload(customer.id, [{ product_id: product.id, mrp: 118, gst_rate: 18 }], {
        invoice_number: first.invoice_number,
        date: today,
      }),
      invoiceDetailSchema,
    );
    expect((await nextNumber()).invoice_number).toBe(`INV/${year}/0459`);
  });

  it('holds only for the financial year it was saved in', async () => {
    // As if saved last year: this year's series starts at 1 and the settings say so.
    await t.db.updateTable('settings').set({ invoice_first_number_year: '00-01' }).execute();
    const current = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
    expect(current.invoice_first_number).toBe(1);
    const lastYear = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/invoices/next-number?date=2025-06-01' },
      200,
      nextInvoiceNumberSchema,
    );
    expect(lastYear.invoice_number).toBe('INV/25-26/0001');
  });
});
