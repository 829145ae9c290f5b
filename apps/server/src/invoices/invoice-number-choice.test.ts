import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Several clerks billing at once each see the same suggested number; the number left as suggested
// moves on to the next free one, while a typed number is kept exactly or refused.

describe('the suggested invoice number', () => {
  let t: TestApp;
  let customer: number;
  let product: number;
  const line = () => ({ product_id: product, mrp: 118, gst_rate: 18, quantity: 1 });
  const suggestion = async (date: string) =>
    ((await call(t.app, 'GET', `/api/invoices/next-number?date=${date}`)).body as { invoice_number: string })
      .invoice_number;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createCustomer(t.app);
    product = await createProduct(t.app, { gst_rate: 18, mrp: 118, rate: 100, stock_quantity: 100 });
  });
  afterAll(async () => t.close());

  it('gives each of 8 simultaneous saves of one suggested number a number of its own', async () => {
    const number = await suggestion('2025-08-01');
    expect(number).toBe('INV/25-26/0001');
    const payload = invoicePayload(customer, [line()], {
      invoice_number: number,
      invoice_number_suggested: true,
      date: '2025-08-01',
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => postInvoice(t.app, payload)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const numbers = answers
      .map((answer) => (answer.body as { invoice_number: string }).invoice_number)
      .sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, index) => `INV/25-26/000${index + 1}`));
    expect(await suggestion('2025-08-01')).toBe('INV/25-26/0009');
  });

  it('keeps refusing a taken number the clerk typed, and changes nothing', async () => {
    const before = ((await call(t.app, 'GET', '/api/invoices?limit=1')).body as { total: number }).total;
    const typed = await postInvoice(
      t.app,
      invoicePayload(customer, [line()], { invoice_number: 'INV/25-26/0003', date: '2025-08-02' }),
    );
    expectFieldErrors(typed, {
      invoice_number: ['Invoice No INV/25-26/0003 is already used in financial year 25-26'],
    });
    expect(((await call(t.app, 'GET', '/api/invoices?limit=1')).body as { total: number }).total).toBe(
      before,
    );
  });

  it('refuses a flag that is not true or false, naming it', async () => {
    const answer = await postInvoice(
      t.app,
      invoicePayload(customer, [line()], { invoice_number: 'X/1', invoice_number_suggested: 'yes' }),
    );
    expectFieldErrors(answer, {
      invoice_number_suggested: ['invoice_number_suggested must be true or false'],
    });
  });
});
