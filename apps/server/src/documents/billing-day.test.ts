import { todayIso } from '@bahi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct, invoicePayload } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser, injectAs, type TestUser } from '../test-support/test-session';

// Billing works the counter: invoices and receipts dated India's today, the day's list, and
// corrections on the day of issue only; older documents belong to the accountant.

describe('the Billing role', () => {
  let t: TestApp;
  let billing: TestUser;
  let customer: number;
  let product: number;
  let older: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    billing = await createTestUser(t.db, 'billing', 'Counter Billing');
    customer = await createCustomer(t.app);
    product = await createProduct(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/invoices',
      payload: invoicePayload(customer, [{ product_id: product, mrp: 50, gst_rate: 5 }], {
        date: '2025-06-15',
      }),
    });
    older = created.json();
  });
  afterAll(async () => t.close());

  const asBilling = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, billing, { method, url, ...(payload ? { payload } : {}) });

  it('issues and corrects an invoice dated today, and sees it in the day’s list', async () => {
    const payload = invoicePayload(customer, [{ product_id: product, mrp: 50, gst_rate: 5 }], {
      date: todayIso(),
    });
    const created = await asBilling('POST', '/api/invoices', payload);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const fixed = await asBilling('PUT', `/api/invoices/${id}`, {
      ...payload,
      items: [{ product_id: product, mrp: 50, gst_rate: 5, quantity: 2, discount: 0 }],
    });
    expect(fixed.statusCode).toBe(200);
    const list = await asBilling('GET', '/api/invoices?from=2000-01-01');
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await asBilling('GET', `/api/invoice/${id}`)).statusCode).toBe(200);
  });

  it('sees neither an older invoice’s e-mails nor older open invoices of a customer', async () => {
    const emails = await asBilling('GET', `/api/invoices/${older.id}/emails`);
    expect(emails.statusCode).toBe(403);
    expect(emails.json().message).toBe(
      'The Billing role sees invoices dated today only; ask an accountant for older ones',
    );
    const today = await asBilling(
      'POST',
      '/api/invoices',
      invoicePayload(customer, [{ product_id: product, mrp: 50, gst_rate: 5 }], { date: todayIso() }),
    );
    expect(today.statusCode).toBe(201);
    const ownersView = await t.app.inject({ method: 'GET', url: `/api/customers/${customer}/open-invoices` });
    const ownersIds = ownersView.json().data.map((row: { id: number }) => row.id);
    expect(ownersIds).toEqual(expect.arrayContaining([older.id, today.json().id]));
    const billingsView = await asBilling('GET', `/api/customers/${customer}/open-invoices`);
    expect(billingsView.statusCode).toBe(200);
    const dates = billingsView.json().data.map((row: { date: string }) => row.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(new Set(dates)).toEqual(new Set([todayIso()]));
  });

  it('may not issue an invoice dated another day', async () => {
    const payload = invoicePayload(customer, [{ product_id: product, mrp: 50, gst_rate: 5 }], {
      date: '2025-06-15',
    });
    const refused = await asBilling('POST', '/api/invoices', payload);
    expect(refused.statusCode).toBe(422);
    // The date as every screen shows dates: dd/mm/yyyy.
    expect(refused.json().errors.date[0]).toMatch(
      /^The Billing role issues documents dated today \(\d{2}\/\d{2}\/\d{4}\) only$/,
    );
  });

  it('may not open, print or change an older invoice', async () => {
    for (const url of [
      `/api/invoice/${older.id}`,
      `/api/invoices/${older.id}`,
      `/api/invoices/${older.id}/pdf`,
    ]) {
      const response = await asBilling('GET', url);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'The Billing role sees invoices dated today only; ask an accountant for older ones',
      );
    }
    const payload = invoicePayload(customer, [{ product_id: product, mrp: 50, gst_rate: 5 }], {
      date: todayIso(),
    });
    expect((await asBilling('PUT', `/api/invoices/${older.id}`, payload)).statusCode).toBe(403);
  });

  it('may not cancel, and may not see payments', async () => {
    const cancel = await asBilling('PUT', `/api/invoices/${older.id}/status`, { status: 'Cancelled' });
    expect(cancel.statusCode).toBe(403);
    expect((await asBilling('GET', '/api/payments')).statusCode).toBe(403);
    const vouchers = await asBilling('GET', '/api/vouchers?kind=payment');
    expect(vouchers.statusCode).toBe(200);
    expect(vouchers.json().data.every((row: { kind: string }) => row.kind === 'receipt')).toBe(true);
  });
});
