import { todayIso } from '@bahi/domain';
import { auditEntrySchema, listResponseSchema } from '@bahi/domain/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser, injectAs } from '../test-support/test-session';

// The edit log holds who changed what, when, from where, with the record before and after; it is
// written in the change's own transaction, and the database itself refuses to change or delete it.

const entries = listResponseSchema(auditEntrySchema);

describe('the edit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function logOf(query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/audit-log?${query}` });
    expect(response.statusCode).toBe(200);
    return entries.parse(response.json());
  }

  it('keeps an invoice edit with the user, the address and the invoice before and after', async () => {
    const customer = await createCustomer(t.app);
    const product = await createProduct(t.app);
    const created = await postInvoice(
      t.app,
      invoicePayload(customer, [{ product_id: product, mrp: 100, gst_rate: 5 }]),
    );
    expect(created.status).toBe(201);
    const invoice = created.body as { id: number; invoice_number: string };
    const accountant = await createTestUser(t.db, 'accountant', 'Ravi Accounts');
    const edit = await injectAs(t.app, accountant, {
      method: 'PUT',
      url: `/api/invoices/${invoice.id}`,
      payload: invoicePayload(customer, [{ product_id: product, mrp: 100, gst_rate: 5, quantity: 3 }], {
        invoice_number: invoice.invoice_number,
      }),
      remoteAddress: '192.168.1.23',
      headers: { 'user-agent': 'Counter PC' },
    });
    expect(edit.statusCode).toBe(200);

    const log = await logOf(`record_type=invoice&record_id=${invoice.id}`);
    expect(log.data.map((entry) => entry.action)).toEqual(['update', 'create']);
    const [update, create] = log.data;
    expect(create).toMatchObject({ user_name: 'Test Owner', user_id: t.owner.id, before: null });
    expect(update).toMatchObject({
      user_id: accountant.id,
      user_name: 'Ravi Accounts',
      ip: '192.168.1.23',
      user_agent: 'Counter PC',
      record_id: String(invoice.id),
    });
    expect(update?.at.slice(0, 10)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const before = update?.before as { items: { quantity: number }[]; grand_total: number };
    const after = update?.after as { items: { quantity: number }[]; grand_total: number };
    expect(before.items[0]?.quantity).toBe(1);
    expect(after.items[0]?.quantity).toBe(3);
    expect(after.grand_total).toBeGreaterThan(before.grand_total);
  });

  it('keeps a settings change (the bank account printed on every invoice)', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const { updated_at: _updated, ...values } = current;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { ...values, bank_account_number: '55550000111122' },
    });
    expect(response.statusCode).toBe(200);
    const [entry] = (await logOf('record_type=settings')).data;
    if (!entry) throw new Error('No edit log entry for the settings change');
    expect(entry).toMatchObject({ action: 'update', user_name: 'Test Owner' });
    expect((entry.before as { bank_account_number: string }).bank_account_number).toBe(
      current.bank_account_number,
    );
    expect((entry.after as { bank_account_number: string }).bank_account_number).toBe('55550000111122');
  });

  it('writes nothing when the change itself is refused (one transaction)', async () => {
    const total = (await logOf('')).total;
    const refused = await t.app.inject({ method: 'POST', url: '/api/categories', payload: { name: '' } });
    expect(refused.statusCode).toBe(422);
    const product = await createProduct(t.app);
    const customer = await createCustomer(t.app);
    const afterSetup = (await logOf('')).total;
    expect(afterSetup).toBe(total + 2);
    const badInvoice = await postInvoice(
      t.app,
      invoicePayload(customer, [{ product_id: product + 999, mrp: 1, gst_rate: 5 }]),
    );
    expect(badInvoice.status).toBe(422);
    expect((await logOf('')).total).toBe(afterSetup);
  });

  it('refuses UPDATE and DELETE of its rows in the database itself', async () => {
    const before = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(sql`update audit_log set user_name = 'Someone else'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    if (t.dialect === 'postgres') {
      await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    }
    expect(await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('filters by India’s day, user, record type and id, and exports CSV', async () => {
    const today = todayIso();
    const accountant = await createTestUser(t.db, 'accountant', 'Filter Person');
    await injectAs(t.app, accountant, {
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Filtered' },
    });
    const mine = await logOf(`user_id=${accountant.id}&from=${today}&to=${today}`);
    expect(mine.data.map((entry) => [entry.record_type, entry.action])).toEqual([['category', 'create']]);
    expect((await logOf('from=2001-01-01&to=2001-01-02')).total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/audit-log?record_type=nonsense' });
    expect(bad.statusCode).toBe(400);
    const csv = await t.app.inject({ method: 'GET', url: `/api/audit-log/csv?user_id=${accountant.id}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),User,API token,IP address,Record type,Record id,Action,Before,After');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Filter Person');
    expect(lines[1]).toContain('"{""id"":');
  });

  it('is for the owner and the accountant only', async () => {
    for (const role of ['billing', 'viewer'] as const) {
      const user = await createTestUser(t.db, role, `Curious ${role}`);
      expect((await injectAs(t.app, user, { method: 'GET', url: '/api/audit-log' })).statusCode).toBe(403);
    }
  });
});
