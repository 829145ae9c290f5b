import { invoiceDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createProduct,
  createSupplier,
  invoicePayload,
} from '../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { issueInvoice, receiptPayload } from '../../test-support/voucher-fixtures';
import { KEY_LIFETIME_MS, purgeOnNextCreate } from './idempotent-create';

// A create sent again with the same Idempotency-Key (the client saw the connection drop, or the
// user pressed Save twice) answers the first result and saves nothing more, on both dialects.

let t: TestApp;
let customerId: number;
let supplierId: number;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  customerId = await createCustomer(t.app);
  supplierId = await createSupplier(t.app);
  productId = await createProduct(t.app);
});
afterAll(() => t.close());

function post(url: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

async function count(table: 'invoices' | 'purchases' | 'vouchers' | 'expenses' | 'idempotency_keys') {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const line = () => ({ product_id: productId, mrp: 118, gst_rate: 18, quantity: 2 });

describe('an Idempotency-Key', () => {
  it('makes a retried invoice one invoice, answered the same both times', async () => {
    const before = await count('invoices');
    const payload = invoicePayload(customerId, [line()]);
    const first = await post('/api/invoices', payload, 'invoice-form-1');
    const again = await post('/api/invoices', payload, 'invoice-form-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(invoiceDetailSchema.parse(first.json()).invoice_number).toBe(payload.invoice_number);
    expect(await count('invoices')).toBe(before + 1);
  });

  it('lets only one of many concurrent retries save', async () => {
    const before = await count('invoices');
    const payload = invoicePayload(customerId, [line()]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/api/invoices', payload, 'double-click')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await count('invoices')).toBe(before + 1);
  });

  it('holds for purchases, receipts, payments and expenses', async () => {
    const invoice = await issueInvoice(t.app, customerId, productId, 500);
    const cases: [string, object, 'purchases' | 'vouchers' | 'expenses'][] = [
      [
        '/api/admin/add-purchases',
        {
          supplier_id: supplierId,
          purchase_date: '2025-06-01',
          items: [{ product_id: productId, quantity: 3, amount: 300, gst_rate: 0 }],
        },
        'purchases',
      ],
      ['/api/receipts', receiptPayload(customerId, [{ invoice_id: invoice.id, amount: 200 }]), 'vouchers'],
      [
        '/api/payments',
        { date: '2025-07-01', supplier_id: supplierId, amount: 50, mode: 'cash' },
        'vouchers',
      ],
      [
        '/api/expenses',
        { date: '2025-07-02', category: 'Rent', payee: 'Landlord', amount: 9000, mode: 'Cash' },
        'expenses',
      ],
    ];
    for (const [url, payload, table] of cases) {
      const before = await count(table);
      const first = await post(url, payload, `key-for-${url}`);
      expect(first.statusCode, first.body).toBe(201);
      const again = await post(url, payload, `key-for-${url}`);
      expect([again.statusCode, again.body]).toEqual([201, first.body]);
      expect(await count(table), url).toBe(before + 1);
    }
  });

  it('refuses the same key with another request, and keeps keys per route', async () => {
    const payload = invoicePayload(customerId, [line()]);
    expect((await post('/api/invoices', payload, 'reused')).statusCode).toBe(201);
    const before = await count('invoices');
    const other = await post('/api/invoices', { ...payload, invoice_number: 'OTHER/1' }, 'reused');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request; send a new key for a new save',
      errors: {
        'Idempotency-Key': [
          'This Idempotency-Key was already used for a different request; send a new key for a new save',
        ],
      },
    });
    const expense = { date: '2025-07-02', category: 'Rent', payee: 'Landlord', amount: 10, mode: 'Cash' };
    expect((await post('/api/expenses', expense, 'reused')).statusCode).toBe(422);
    expect(await count('invoices')).toBe(before);
  });

  it('stores nothing for a refused create, so the corrected retry saves', async () => {
    const payload = invoicePayload(customerId, [line()]);
    const refused = await post('/api/invoices', { ...payload, customer_id: 999_999 }, 'first-refused');
    expect(refused.statusCode).toBe(422);
    const keys = await count('idempotency_keys');
    const saved = await post('/api/invoices', payload, 'first-refused');
    expect(saved.statusCode).toBe(201);
    expect(await count('idempotency_keys')).toBe(keys + 1);
  });

  it('without a key, saves every time as before; a malformed key is a 400', async () => {
    const before = await count('expenses');
    const expense = { date: '2025-07-02', category: 'Rent', payee: 'Landlord', amount: 10, mode: 'Cash' };
    expect((await post('/api/expenses', expense)).statusCode).toBe(201);
    expect((await post('/api/expenses', expense)).statusCode).toBe(201);
    expect(await count('expenses')).toBe(before + 2);
    for (const key of ['', 'with space', 'x'.repeat(256), 'ünïcode']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/expenses',
        payload: expense,
        headers: { 'idempotency-key': key },
      });
      expect(answer.statusCode, key).toBe(400);
    }
    expect(await count('expenses')).toBe(before + 2);
  });

  it('is kept a day, then purged', async () => {
    const old = new Date(Date.now() - KEY_LIFETIME_MS - 60_000).toISOString();
    await t.db
      .insertInto('idempotency_keys')
      .values({
        actor: 'system',
        key: 'yesterday',
        route: 'POST /expenses',
        request_hash: 'x',
        status: 201,
        response: '{}',
        created_at: old,
      })
      .execute();
    const recent = new Date(Date.now() - KEY_LIFETIME_MS + 60_000).toISOString();
    await t.db
      .insertInto('idempotency_keys')
      .values({
        actor: 'system',
        key: 'today',
        route: 'POST /expenses',
        request_hash: 'x',
        status: 201,
        response: '{}',
        created_at: recent,
      })
      .execute();
    purgeOnNextCreate();
    const expense = { date: '2025-07-02', category: 'Rent', payee: 'Landlord', amount: 10, mode: 'Cash' };
    expect((await post('/api/expenses', expense, 'purge-trigger')).statusCode).toBe(201);
    const keys = await t.db.selectFrom('idempotency_keys').select('key').execute();
    expect(keys.map((row) => row.key)).not.toContain('yesterday');
    expect(keys.map((row) => row.key)).toContain('today');
  });
});
