import { todayIso } from '@bahi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct, invoicePayload, onHand } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser, injectAs, type TestUser } from '../test-support/test-session';

// Cancelling an invoice and bringing it back are actions of their own: the same roles and the
// same edit-log entries whether asked through the status call or a PUT of the invoice.

describe('Cancelling and restoring an invoice, whichever call asks', () => {
  let t: TestApp;
  let billing: TestUser;
  let accountant: TestUser;
  let product: number;
  let payload: Record<string, unknown>;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    billing = await createTestUser(t.db, 'billing', 'Counter Billing');
    accountant = await createTestUser(t.db, 'accountant', 'Books Accountant');
    const customer = await createCustomer(t.app);
    product = await createProduct(t.app);
    payload = invoicePayload(customer, [{ product_id: product, mrp: 50, gst_rate: 5, quantity: 3 }], {
      date: todayIso(),
    });
    delete payload.status;
    const created = await injectAs(t.app, billing, { method: 'POST', url: '/api/invoices', payload });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
  });
  afterAll(async () => t.close());

  const as = (user: TestUser, method: 'PUT' | 'GET', url: string, body?: object) =>
    injectAs(t.app, user, { method, url, ...(body ? { payload: body } : {}) });

  async function logOf(): Promise<string[]> {
    const rows = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('record_type', '=', 'invoice')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();
    return rows.map((row) => row.action);
  }

  async function state() {
    const detail = (await as(accountant, 'GET', `/api/invoices/${id}`)).json();
    return {
      status: detail.status,
      version: detail.version,
      stock: await onHand(t.app, product),
      log: await logOf(),
    };
  }

  it('refuses Billing a PUT that cancels (403), and nothing changes', async () => {
    const before = await state();
    const refused = await as(billing, 'PUT', `/api/invoices/${id}`, { ...payload, status: 'Cancelled' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'The Billing role may not cancel invoices; ask an accountant or the owner',
    );
    expect(await state()).toEqual(before);
    expect(before.status).toBe('Unpaid');
  });

  it('cancels through a PUT for an accountant, logged as cancel; stock comes back', async () => {
    const before = await state();
    const cancelled = await as(accountant, 'PUT', `/api/invoices/${id}`, { ...payload, status: 'Cancelled' });
    expect(cancelled.statusCode).toBe(200);
    const after = await state();
    expect(after.status).toBe('Cancelled');
    expect(after.stock).toBe(before.stock + 3);
    expect(after.log.at(-1)).toBe('cancel');
  });

  it('keeps a cancelled invoice cancelled when Billing saves it without a status', async () => {
    const before = await state();
    const saved = await as(billing, 'PUT', `/api/invoices/${id}`, payload);
    expect(saved.statusCode).toBe(200);
    const after = await state();
    expect(after.status).toBe('Cancelled');
    expect(after.stock).toBe(before.stock);
    expect(after.log.at(-1)).toBe('update');
  });

  it('refuses Billing a restore by PUT or by the status call, and nothing changes', async () => {
    const before = await state();
    const byPut = await as(billing, 'PUT', `/api/invoices/${id}`, { ...payload, status: 'Unpaid' });
    expect(byPut.statusCode).toBe(403);
    expect(byPut.json().message).toMatch(/^The Billing role may not bring cancelled invoices back/);
    const byStatus = await as(billing, 'PUT', `/api/invoices/${id}/status`, { status: 'Unpaid' });
    expect(byStatus.statusCode).toBe(403);
    expect(await state()).toEqual(before);
  });

  it('logs a restore and a cancel through the status call by their names', async () => {
    const restored = await as(accountant, 'PUT', `/api/invoices/${id}/status`, { status: 'Unpaid' });
    expect(restored.statusCode).toBe(200);
    expect((await state()).log.at(-1)).toBe('restore');
    const cancelled = await as(accountant, 'PUT', `/api/invoices/${id}/status`, { status: 'Cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect((await state()).log.at(-1)).toBe('cancel');
    const restoredByPut = await as(accountant, 'PUT', `/api/invoices/${id}`, {
      ...payload,
      status: 'Unpaid',
    });
    expect(restoredByPut.statusCode).toBe(200);
    const after = await state();
    expect(after.status).toBe('Unpaid');
    expect(after.log.at(-1)).toBe('restore');
  });
});
