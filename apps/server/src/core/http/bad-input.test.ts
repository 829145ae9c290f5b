import { financialYearOf, todayIso } from '@bahi/domain';
import { MAX_ID } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, call } from '../../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  invoicePayload,
} from '../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { issueInvoice, receiptPayload, recordPurchase } from '../../test-support/voucher-fixtures';

// Input no database can hold never reaches it: ids beyond the 32-bit id columns, dates outside
// GST's era or not on the calendar, and text that is not whole Unicode are refused with 4xx on
// both dialects (PostgreSQL used to answer 500), and nothing is written.

const BEYOND = MAX_ID + 1;

let t: TestApp;
let customerId: number;
let supplierId: number;
let productId: number;
let invoiceId: number;

beforeAll(async () => {
  t = await createTestApp();
  customerId = await createCustomer(t.app);
  supplierId = await createSupplier(t.app);
  productId = await createProduct(t.app);
  invoiceId = (await issueInvoice(t.app, customerId, productId, 100)).id;
  await recordPurchase(t.app, supplierId, productId, 100);
});
afterAll(() => t.close());

async function counts(): Promise<Record<string, number>> {
  const tables = ['invoices', 'purchases', 'vouchers', 'expenses', 'products', 'categories'] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

function expectRefused(answer: ApiAnswer, status: number, field?: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (field) expect(Object.keys((answer.body as { errors: object }).errors)).toContain(field);
}

const line = () => ({ product_id: productId, mrp: 10, gst_rate: 0, quantity: 1 });
const purchase = (overrides: object) => ({
  supplier_id: supplierId,
  purchase_date: '2025-06-01',
  items: [{ product_id: productId, quantity: 1, amount: 10, gst_rate: 0 }],
  ...overrides,
});
const payment = (overrides: object) => ({
  date: '2025-07-01',
  supplier_id: supplierId,
  amount: 10,
  mode: 'upi',
  ...overrides,
});

describe('ids beyond the id columns', () => {
  it('answer 422 in a body and change nothing', async () => {
    const before = await counts();
    const cases: [string, string, object, string][] = [
      ['POST', '/api/invoices', invoicePayload(BEYOND, [line()]), 'customer_id'],
      [
        'POST',
        '/api/invoices',
        invoicePayload(customerId, [{ ...line(), product_id: BEYOND }]),
        'items.0.product_id',
      ],
      ['PUT', `/api/invoices/${invoiceId}`, invoicePayload(BEYOND, [line()]), 'customer_id'],
      [
        'PUT',
        `/api/invoices/${invoiceId}`,
        invoicePayload(customerId, [{ ...line(), product_id: BEYOND }]),
        'items.0.product_id',
      ],
      ['POST', '/api/admin/add-purchases', purchase({ supplier_id: BEYOND }), 'supplier_id'],
      [
        'POST',
        '/api/admin/add-purchases',
        purchase({ items: [{ product_id: BEYOND, quantity: 1, amount: 10, gst_rate: 0 }] }),
        'items.0.product_id',
      ],
      ['POST', '/api/receipts', receiptPayload(BEYOND, []), 'customer_id'],
      [
        'POST',
        '/api/receipts',
        receiptPayload(customerId, [{ invoice_id: BEYOND, amount: 10 }]),
        'allocations.0.invoice_id',
      ],
      ['POST', '/api/payments', payment({ supplier_id: BEYOND }), 'supplier_id'],
      [
        'POST',
        '/api/payments',
        payment({ allocations: [{ purchase_id: BEYOND, amount: 10 }] }),
        'allocations.0.purchase_id',
      ],
      [
        'POST',
        '/api/products',
        { name: 'Beyond', hsn_code: '2501', mrp: 28, rate: 26, gst_rate: 5, category_id: BEYOND },
        'category_id',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      expectRefused(await call(t.app, method as 'POST', url, payload), 422, field);
    }
    expect(await counts()).toEqual(before);
  });

  it('answer 404 in a path, and 400 in a list filter', async () => {
    for (const url of [
      `/api/invoices/${BEYOND}`,
      `/api/products/${BEYOND}/stock`,
      `/api/admin/purchases/${BEYOND}`,
      `/api/customers/${BEYOND}/balance`,
      `/api/receipts/${BEYOND}/pdf`,
    ]) {
      expectRefused(await call(t.app, 'GET', url), 404);
    }
    expectRefused(await call(t.app, 'DELETE', `/api/invoices/${BEYOND}`), 404);
    expectRefused(await call(t.app, 'GET', `/api/invoices?customer_id=${BEYOND}`), 400, 'customer_id');
    expectRefused(await call(t.app, 'GET', `/api/vouchers?party_id=${BEYOND}`), 400, 'party_id');
  });
});

describe('dates', () => {
  const lastDayOfThisYear = financialYearOf(todayIso()).endDate;
  const nextYear = `${Number(lastDayOfThisYear.slice(0, 4))}-04-01`;

  it('refuse impossible dates, dates before GST and later financial years with 422, naming the field', async () => {
    const before = await counts();
    for (const date of ['2026-02-30', '2025-13-01', '0001-01-01', '2017-06-30', nextYear, '9999-12-31']) {
      expectRefused(
        await call(t.app, 'POST', '/api/invoices', invoicePayload(customerId, [line()], { date })),
        422,
        'date',
      );
      expectRefused(
        await call(t.app, 'POST', '/api/admin/add-purchases', purchase({ purchase_date: date })),
        422,
        'purchase_date',
      );
      expectRefused(
        await call(t.app, 'POST', '/api/receipts', receiptPayload(customerId, [], { amount: 5, date })),
        422,
        'date',
      );
      expectRefused(await call(t.app, 'POST', '/api/payments', payment({ date })), 422, 'date');
      expectRefused(
        await call(t.app, 'POST', '/api/expenses', {
          date,
          category: 'Rent',
          amount: 10,
          description: 'Shop rent',
        }),
        422,
        'date',
      );
      expectRefused(await call(t.app, 'POST', '/api/admin/next-purchase-number', { date }), 422, 'date');
      // A query string that breaks a rule is a malformed request (docs/api.md): 400, never 500.
      expectRefused(await call(t.app, 'GET', `/api/invoices/next-number?date=${date}`), 400, 'date');
    }
    expect(await counts()).toEqual(before);
  });

  it('say why, in words the form can show', async () => {
    const message = async (date: string) =>
      (
        (await call(t.app, 'POST', '/api/invoices', invoicePayload(customerId, [line()], { date }))).body as {
          errors: Record<string, string[]>;
        }
      ).errors.date;
    expect(await message('2026-02-30')).toEqual(['Date must be a real date (YYYY-MM-DD)']);
    expect(await message('2017-06-30')).toEqual(['Date must be on or after 01/07/2017, when GST began']);
    expect((await message(nextYear))?.[0]).toMatch(/^Date must be in the current financial year or earlier/);
  });

  it('accept the first day of GST and the last day of the current financial year', async () => {
    for (const date of ['2017-07-01', lastDayOfThisYear]) {
      const answer = await call(
        t.app,
        'POST',
        '/api/invoices',
        invoicePayload(customerId, [line()], { date }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect((await call(t.app, 'GET', `/api/invoices/next-number?date=${date}`)).status).toBe(200);
    }
  });
});

describe('text that is not whole Unicode', () => {
  const send = (payload: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('answers 400 for broken UTF-8 and unpaired surrogates in a body, and keeps paired ones', async () => {
    const before = await counts();
    const brokenBytes = Buffer.concat([
      Buffer.from('{"name":"Dal '),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const answers = [
      await send(brokenBytes),
      await send('{"name":"Dal \\ud800"}'),
      await send('{"name":"\\udc00 Dal"}'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers[0]?.json()).toEqual({ message: 'The request body is not valid UTF-8 text' });
    expect(await counts()).toEqual(before);
    const kept = await send('{"name":"Dal \\ud83d\\ude00 ₹"}');
    expect(kept.statusCode).toBe(201);
    expect(kept.json().name).toBe('Dal 😀 ₹');
  });

  it('answers 400 for a query string or path that is not UTF-8', async () => {
    for (const url of [
      '/api/categories?search=%FF',
      '/api/categories?search=%ED%A0%80',
      '/api/admin/purchases/%FF',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message).toMatch(/not valid UTF-8 text/);
    }
  });
});
