import { invoiceDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectFieldErrors, sendRaw } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  onHand,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('invoice rules', () => {
  let t: TestApp;
  let customer: number;
  let product: number;
  const line = () => ({ product_id: product, mrp: 118, gst_rate: 18, quantity: 1 });

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createCustomer(t.app);
    product = await createProduct(t.app, { gst_rate: 18, mrp: 118, rate: 100 });
  });
  afterAll(async () => t.close());

  async function countRows(table: 'invoices' | 'invoice_items' | 'stock_ledger' | 'stock_balances') {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('names the missing invoice number and customer with the messages of docs/product.md', async () => {
    const answer = await postInvoice(t.app, { date: '2025-06-15', items: [line()] });
    expectFieldErrors(answer, {
      invoice_number: ['Invoice No is required'],
      customer_id: ['Customer Details is required'],
    });
    const blank = await postInvoice(
      t.app,
      invoicePayload(customer, [line()], { invoice_number: '  ', customer_id: '' }),
    );
    expectFieldErrors(blank, {
      invoice_number: ['Invoice No is required'],
      customer_id: ['Customer Details is required'],
    });
  });

  it('checks the number format of Rule 46(b), the date, and that there are items', async () => {
    expectFieldErrors(
      await postInvoice(t.app, invoicePayload(customer, [line()], { invoice_number: 'INV/2025-26/000001' })),
      {
        invoice_number: ['Invoice No must be at most 16 characters'],
      },
    );
    expectFieldErrors(
      await postInvoice(t.app, invoicePayload(customer, [line()], { invoice_number: '0INV#1' })),
      {
        invoice_number: [
          'Invoice No may only contain letters, digits, / and -, and must not start with 0, / or -',
        ],
      },
    );
    expectFieldErrors(await postInvoice(t.app, invoicePayload(customer, [line()], { date: '2025-02-29' })), {
      date: ['Date must be a real date (YYYY-MM-DD)'],
    });
    expectFieldErrors(await postInvoice(t.app, invoicePayload(customer, [line()], { date: '' })), {
      date: ['Date is required'],
    });
    expectFieldErrors(await postInvoice(t.app, invoicePayload(customer, [])), {
      items: ['Add at least one item'],
    });
  });

  it('checks every line: quantity, discount, product and GST rate, named by position', async () => {
    const answer = await postInvoice(
      t.app,
      invoicePayload(customer, [
        { ...line(), quantity: 1.0005 },
        { ...line(), quantity: 0, discount: 101 },
        { ...line(), product_id: 999_999, gst_rate: 7 },
      ]),
    );
    expectFieldErrors(answer, {
      'items.0.quantity': ['Quantity can have at most 3 decimal places'],
      'items.1.quantity': ['Quantity must be more than 0'],
      'items.1.discount': ['Discount must be a number between 0 and 100'],
    });
    const references = await postInvoice(
      t.app,
      invoicePayload(customer, [{ ...line(), product_id: 999_999, gst_rate: 7 }]),
    );
    expectFieldErrors(references, {
      'items.0.product_id': ['Product 999999 does not exist'],
      'items.0.gst_rate': ['GST Rate must be one of the GST rates in the master'],
    });
    expectFieldErrors(await postInvoice(t.app, invoicePayload(424_242, [line()])), {
      customer_id: ['Customer Details: customer 424242 does not exist'],
    });
  });

  it('leaves nothing behind when a save fails', async () => {
    const before = await Promise.all([
      countRows('invoices'),
      countRows('invoice_items'),
      countRows('stock_ledger'),
      countRows('stock_balances'),
    ]);
    const answer = await postInvoice(
      t.app,
      invoicePayload(customer, [line(), { ...line(), product_id: 999_999 }]),
    );
    expect(answer.status).toBe(422);
    const after = await Promise.all([
      countRows('invoices'),
      countRows('invoice_items'),
      countRows('stock_ledger'),
      countRows('stock_balances'),
    ]);
    expect(after).toEqual(before);
  });

  it('refuses a number already used in the same financial year, and accepts it in another', async () => {
    const first = await postInvoice(
      t.app,
      invoicePayload(customer, [line()], { invoice_number: 'DUP/1', date: '2025-04-01' }),
    );
    expect(first.status).toBe(201);
    const sameYear = await postInvoice(
      t.app,
      invoicePayload(customer, [line()], { invoice_number: 'dup/1', date: '2026-03-31' }),
    );
    expectFieldErrors(sameYear, {
      invoice_number: ['Invoice No dup/1 is already used in financial year 25-26'],
    });
    const nextYear = await postInvoice(
      t.app,
      invoicePayload(customer, [line()], { invoice_number: 'DUP/1', date: '2026-04-01' }),
    );
    expect(nextYear.status).toBe(201);
  });

  it('lets exactly one of 20 simultaneous saves of one number win', async () => {
    const payload = invoicePayload(customer, [line()], { invoice_number: 'RACE/1' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postInvoice(t.app, payload)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    const rows = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('invoice_number', '=', 'RACE/1')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('suggests the next number of the series for the financial year of a date', async () => {
    const suggest = async (date: string) =>
      (await call(t.app, 'GET', `/api/invoices/next-number?date=${date}`)).body;
    expect(await suggest('2024-07-01')).toEqual({
      invoice_number: 'INV/24-25/0001',
      financial_year: '24-25',
    });
    for (const number of ['INV/24-25/0001', 'INV/24-25/0009']) {
      await postInvoice(
        t.app,
        invoicePayload(customer, [line()], { invoice_number: number, date: '2024-07-01' }),
      );
    }
    expect(await suggest('2025-03-31')).toEqual({
      invoice_number: 'INV/24-25/0010',
      financial_year: '24-25',
    });
    expect(await suggest('2025-04-01')).toEqual({
      invoice_number: 'INV/25-26/0001',
      financial_year: '25-26',
    });
    expect((await call(t.app, 'GET', '/api/invoices/next-number?date=tomorrow')).status).toBe(400);
  });

  it('answers 404 for unknown invoices, 400 for malformed JSON and bad ids, and refuses deletes', async () => {
    expectError(await call(t.app, 'GET', '/api/invoice/987654'), 404, 'Invoice 987654 not found');
    expectError(await call(t.app, 'GET', '/api/invoices/987654'), 404, 'Invoice 987654 not found');
    expect((await call(t.app, 'GET', '/api/invoice/abc')).status).toBe(400);
    expect((await sendRaw(t.app, 'POST', '/api/invoices', '{"invoice_number": ')).status).toBe(400);
    const created = invoiceDetailSchema.parse(
      (await postInvoice(t.app, invoicePayload(customer, [line()], { invoice_number: 'KEEP/1' }))).body,
    );
    expectError(
      await call(t.app, 'DELETE', `/api/invoices/${created.id}`),
      409,
      'Invoice KEEP/1 has been issued and cannot be deleted; set its status to Cancelled instead',
    );
    expect((await call(t.app, 'GET', `/api/invoice/${created.id}`)).status).toBe(200);
  });

  it('takes a cancelled invoice out of stock and puts it back when restored', async () => {
    const stocked = await createProduct(t.app, { opening_stock: 50, gst_rate: 18 });
    const created = invoiceDetailSchema.parse(
      (await postInvoice(t.app, invoicePayload(customer, [{ ...line(), product_id: stocked, quantity: 8 }])))
        .body,
    );
    expect(await onHand(t.app, stocked)).toBe(42);
    const cancel = await call(t.app, 'PUT', `/api/invoices/${created.id}/status`, { status: 'Cancelled' });
    expect(cancel.status).toBe(200);
    expect(await onHand(t.app, stocked)).toBe(50);
    await call(t.app, 'PUT', `/api/invoices/${created.id}/status`, { status: 'Unpaid' });
    expect(await onHand(t.app, stocked)).toBe(42);
    const cancelledByEdit = await call(t.app, 'PUT', `/api/invoices/${created.id}`, {
      ...invoicePayload(customer, [{ ...line(), product_id: stocked, quantity: 8 }]),
      invoice_number: created.invoice_number,
      status: 'Cancelled',
    });
    expect(cancelledByEdit.status).toBe(200);
    expect(await onHand(t.app, stocked)).toBe(50);
  });
});
