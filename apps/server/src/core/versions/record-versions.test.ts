import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  invoicePayload,
  postInvoice,
} from '../../test-support/document-fixtures';
import { expenseInput } from '../../test-support/expense-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestUser, injectAs, type TestUser } from '../../test-support/test-session';
import { recordPurchase } from '../../test-support/voucher-fixtures';

// Two people editing one record: the second save names the version it was read with, finds the
// record changed since, and is refused with who changed it, instead of overwriting their change.

type Versioned = { id: number; version: number } & Record<string, unknown>;

describe('record versions', () => {
  let t: TestApp;
  let accountant: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    accountant = await createTestUser(t.db, 'accountant', 'Asha Accountant');
  });
  afterAll(async () => t.close());

  async function read(url: string): Promise<Versioned> {
    const answer = await call(t.app, 'GET', url);
    expect(answer.status).toBe(200);
    return answer.body as Versioned;
  }

  const records: [string, () => Promise<string>, Record<string, unknown>][] = [
    ['product', async () => `/api/products/${await createProduct(t.app)}`, { reorder_level: 7 }],
    ['customer', async () => `/api/customers/${await createCustomer(t.app)}`, { phone: '9876543210' }],
    [
      'category',
      async () => {
        const made = await call(t.app, 'POST', '/api/categories', { name: `Tea ${Date.now()}` });
        return `/api/categories/${(made.body as Versioned).id}`;
      },
      { name: `Teas ${Date.now()}` },
    ],
    [
      'expense',
      async () => {
        const made = await call(t.app, 'POST', '/api/expenses', expenseInput());
        return `/api/expenses/${(made.body as Versioned).id}`;
      },
      { payee: 'Raipur Electricity Board' },
    ],
    [
      'GST rate',
      async () => {
        const made = await call(t.app, 'POST', '/api/gst-rates', { gst_rate: 1.5 });
        return `/api/gst-rates/${(made.body as Versioned).id}`;
      },
      { gst_rate: 2.5 },
    ],
  ];

  for (const [kind, make, change] of records) {
    it(`${kind}: answers a version, moves it on with each edit, and refuses a stale edit naming who`, async () => {
      const url = await make();
      const opened = await read(url);
      expect(opened.version).toBe(1);
      const { id: _id, version: _version, ...fields } = opened;
      // The accountant saves first, from the version both opened.
      const first = await injectAs(t.app, accountant, {
        method: 'PUT',
        url,
        payload: { ...fields, ...change, version: opened.version },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ version: 2 });
      // The owner's save from the same version is refused, and changes nothing.
      const stale = await call(t.app, 'PUT', url, { ...fields, version: opened.version });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        message: expect.stringMatching(
          /was changed by Asha Accountant at \d\d:\d\d on \d\d\/\d\d\/\d{4} after you opened it/,
        ),
        errors: { version: [expect.any(String)] },
      });
      expect(await read(url)).toMatchObject({ ...change, version: 2 });
      // Reloaded, the edit goes through; without a version (a script) it is not checked.
      expect((await call(t.app, 'PUT', url, { ...fields, ...change, version: 2 })).status).toBe(200);
      expect((await call(t.app, 'PUT', url, { ...fields, ...change })).status).toBe(200);
      expect(await read(url)).toMatchObject({ version: 4 });
    });
  }

  it('invoice: an edit from a stale version is refused; a cancel moves the version on too', async () => {
    const customer = await createCustomer(t.app);
    const product = await createProduct(t.app);
    const payload = invoicePayload(customer, [{ product_id: product, mrp: 118, gst_rate: 18 }]);
    const created = await postInvoice(t.app, payload);
    expect(created.status).toBe(201);
    const { id, version } = created.body as Versioned;
    expect(version).toBe(1);
    const url = `/api/invoices/${id}`;
    const edited = await injectAs(t.app, accountant, {
      method: 'PUT',
      url,
      payload: { ...payload, date: '2025-06-16', version },
    });
    expect(edited.statusCode).toBe(200);
    const stale = await call(t.app, 'PUT', url, { ...payload, version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: expect.stringContaining(`Invoice ${payload.invoice_number} was changed by Asha Accountant`),
    });
    expect(await read(`/api/invoice/${id}`)).toMatchObject({ date: '2025-06-16', version: 2 });
    const cancelled = await call(t.app, 'PUT', `/api/invoices/${id}/status`, { status: 'Cancelled' });
    expect(cancelled.body).toMatchObject({ version: 3 });
  });

  it("settings: a save from a stale version is refused, and the shop's details stay as saved", async () => {
    const { version, configured: _c, demo: _d, updated_at: _u, ...fields } = await read('/api/settings');
    const partner = await createTestUser(t.db, 'owner', 'Ravi Partner');
    const first = await injectAs(t.app, partner, {
      method: 'PUT',
      url: '/api/settings',
      payload: { ...fields, phone: '+91 771 400 1111', version },
    });
    expect(first.statusCode).toBe(200);
    const stale = await call(t.app, 'PUT', '/api/settings', {
      ...fields,
      phone: '+91 771 400 2222',
      version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: expect.stringContaining("The shop's settings was changed by Ravi Partner"),
    });
    expect(await read('/api/settings')).toMatchObject({ phone: '+91 771 400 1111', version: version + 1 });
  });

  it('purchase: an edit from a stale version is refused; a cancel moves the version on too', async () => {
    const supplier = await createSupplier(t.app);
    const product = await createProduct(t.app);
    const id = await recordPurchase(t.app, supplier, product, 500);
    const url = `/api/admin/purchases/${id}`;
    const opened = await read(url);
    expect(opened.version).toBe(1);
    const body = (amount: number) => ({
      supplier_id: supplier,
      purchase_date: '2025-06-01',
      items: [{ product_id: product, quantity: 1, amount, gst_rate: 0 }],
      version: opened.version,
    });
    const first = await injectAs(t.app, accountant, { method: 'PUT', url, payload: body(450) });
    expect(first.statusCode).toBe(200);
    const stale = await call(t.app, 'PUT', url, body(520));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: expect.stringContaining('was changed by Asha Accountant') });
    expect(await read(url)).toMatchObject({ grand_total: 450, version: 2 });
    expect((await call(t.app, 'POST', `${url}/cancel`)).body).toMatchObject({ version: 3 });
  });

  it('user: a stale change of name or role is refused naming the owner who changed it', async () => {
    const clerk = await createTestUser(t.db, 'billing', 'Kiran Clerk');
    const partner = await createTestUser(t.db, 'owner', 'Meena Partner');
    const url = `/api/users/${clerk.id}`;
    const users = (await call(t.app, 'GET', '/api/users')).body as { data: Versioned[] };
    const version = users.data.find((user) => user.id === clerk.id)?.version;
    expect(version).toBe(1);
    const body = (role: string) => ({ name: 'Kiran Clerk', role, active: true, version });
    const first = await injectAs(t.app, partner, { method: 'PUT', url, payload: body('accountant') });
    expect(first.statusCode).toBe(200);
    const stale = await call(t.app, 'PUT', url, body('viewer'));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: expect.stringContaining('was changed by Meena Partner') });
  });

  it('lets exactly one of two simultaneous edits from one version through', async () => {
    const url = `/api/products/${await createProduct(t.app)}`;
    const { id: _id, version, ...fields } = await read(url);
    const answers = await Promise.all(
      [11, 12].map((reorder_level) => call(t.app, 'PUT', url, { ...fields, reorder_level, version })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await read(url)).toMatchObject({ version: 2 });
  });

  it('refuses a version that is not a whole number', async () => {
    const url = `/api/products/${await createProduct(t.app)}`;
    const { id: _id, ...fields } = await read(url);
    const answer = await call(t.app, 'PUT', url, { ...fields, version: 'latest' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { version: [expect.stringContaining('version')] } });
  });
});

describe('a GSTIN another record already has', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const gstin = '22AAACS1234K1ZR';

  it('is refused naming the other customer until confirmed, on add and on edit', async () => {
    const first = await createCustomer(t.app, { name: 'Sharma Traders', gstin, address: 'Raipur' });
    const second = { name: 'Sharma Traders Bhilai', gstin, address: 'Bhilai' };
    const refused = await call(t.app, 'POST', '/api/customers', second);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: `GSTIN ${gstin} is already on customer "Sharma Traders" (#${first}). Check it, or confirm to save both.`,
      errors: { confirm_duplicate_gstin: [expect.any(String)] },
    });
    const confirmed = await call(t.app, 'POST', '/api/customers', {
      ...second,
      confirm_duplicate_gstin: true,
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).not.toHaveProperty('confirm_duplicate_gstin');
    // Editing the first one (keeping its own GSTIN) now meets the second one.
    const edit = await call(t.app, 'PUT', `/api/customers/${first}`, {
      name: 'Sharma Traders',
      gstin,
      address: 'Raipur',
    });
    expect(edit.status).toBe(409);
  });

  it('is only compared within customers or within suppliers', async () => {
    const customer = await call(t.app, 'POST', '/api/customers', {
      name: 'Verma Agencies',
      gstin: '22AAACV1234K1ZO',
      address: 'Raipur',
    });
    expect(customer.status).toBe(201);
    const supplier = await call(t.app, 'POST', '/api/suppliers', {
      name: 'Verma Agencies',
      gstin: '22AAACV1234K1ZO',
      address: 'Raipur',
    });
    expect(supplier.status).toBe(201);
  });
});
