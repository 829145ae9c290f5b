import { settingsSchema } from '@bahi/domain/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfPages } from '../pdf/poppler';
import { call, expectAnswer, expectError } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { TEST_SHOP } from '../test-support/test-shop';

const REFUSED =
  "Save the shop's details (Settings, first-run setup) before issuing invoices or other documents";

async function settingsOf(t: TestApp) {
  return expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
}

async function countRows(
  t: TestApp,
  table: 'products' | 'customers' | 'suppliers' | 'invoices',
): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('First run: a new database has no seller until setup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ configured: false });
  });
  afterAll(async () => t.close());

  it('holds no made-up shop details', async () => {
    const settings = await settingsOf(t);
    expect(settings).toMatchObject({ configured: false, demo: false, name: '', gstin: null, address: '' });
    expect(settings.bank_account_number).toBeNull();
    expect(settings.bank_ifsc).toBeNull();
    expect(settings.phone).toBeNull();
  });

  it('refuses invoices until the shop is set up, then issues them', async () => {
    const customer = await createCustomer(t.app);
    const product = await createProduct(t.app, { gst_rate: 18, mrp: 118, rate: 100 });
    const payload = invoicePayload(customer, [{ product_id: product, mrp: 118, gst_rate: 18 }]);
    const refused = await postInvoice(t.app, payload);
    expectError(refused, 409, REFUSED);
    expect(await countRows(t, 'invoices')).toBe(0);

    const saved = await expectAnswer(
      t.app,
      { method: 'PUT', url: '/api/settings', payload: TEST_SHOP },
      200,
      settingsSchema,
    );
    expect(saved).toMatchObject({ configured: true, demo: false, name: TEST_SHOP.name });
    expect((await postInvoice(t.app, payload)).status).toBe(201);
  });

  it('refuses sample data once the shop is set up', async () => {
    expectError(
      await call(t.app, 'POST', '/api/settings/demo'),
      409,
      'Sample data can only be loaded before the shop is set up',
    );
    expectError(
      await call(t.app, 'DELETE', '/api/settings/demo'),
      409,
      'Only the sample shop can be wiped; this shop holds real records',
    );
    expect((await settingsOf(t)).demo).toBe(false);
  });
});

describe('Explore with sample data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ configured: false });
  });
  afterAll(async () => t.close());

  it('fills a marked demo shop that bills, and wipes it in one step back to setup', async () => {
    const demo = await expectAnswer(
      t.app,
      { method: 'POST', url: '/api/settings/demo' },
      200,
      settingsSchema,
    );
    expect(demo).toMatchObject({ configured: true, demo: true });
    expect(demo.name).toContain('sample');
    expect(await countRows(t, 'products')).toBe(5);
    expect(await countRows(t, 'customers')).toBe(3);
    expect(await countRows(t, 'suppliers')).toBe(1);

    const customer = await createCustomer(t.app);
    const product = await createProduct(t.app, { gst_rate: 18, mrp: 118, rate: 100 });
    const posted = await postInvoice(
      t.app,
      invoicePayload(customer, [{ product_id: product, mrp: 118, gst_rate: 18 }]),
    );
    expect(posted.status).toBe(201);
    const invoiceId = (posted.body as { id: number }).id;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(extractPdfPages(pdf.rawPayload).join('\n')).toContain('DEMO');

    const wiped = await expectAnswer(
      t.app,
      { method: 'DELETE', url: '/api/settings/demo' },
      200,
      settingsSchema,
    );
    expect(wiped).toMatchObject({ configured: false, demo: false, name: '', gstin: null });
    for (const table of ['products', 'customers', 'suppliers', 'invoices'] as const) {
      expect(await countRows(t, table)).toBe(0);
    }
    const totals = await sql<{ n: number }>`select count(*) as n from invoice_daily_totals`.execute(t.db);
    expect(Number(totals.rows[0]?.n)).toBe(0);
    // Back at setup: sample data may be loaded again.
    expect((await call(t.app, 'POST', '/api/settings/demo')).status).toBe(200);
  });
});
