import { todayIso } from '@bahi/domain';
import {
  gstRegistrationsSchema,
  gstr1PreviewSchema,
  gstr3bSchema,
  settingsSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { TEST_SHOP } from '../test-support/test-shop';

// Returns are filed under the GSTIN the shop held in their period, for the days it held it. Here
// the shop was not registered until 15/10/2026 (its history says so): a sale of 10/10/2026 is not
// in October's return, September has no return, and a later change of GSTIN in Settings is kept
// with its date and shown.

const NEW_GSTIN = '22AABCS1234F1Z1';

describe('GST registration history', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const soap = await createProduct(t.app, { gst_rate: 5, hsn_code: '34011190', name: 'Sandal Soap' });
    const walkIn = await createCustomer(t.app, { name: 'Walk-in, Raipur' });
    const line = { product_id: soap, gst_rate: 5, rate: 100, quantity: 10, price_basis: 'rate' as const };
    for (const [number, date] of [
      ['R/26-27/0001', '2026-10-10'],
      ['R/26-27/0002', '2026-10-20'],
    ] as const) {
      const sold = await postInvoice(t.app, invoicePayload(walkIn, [line], { invoice_number: number, date }));
      expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    }
    // Not registered until 15/10/2026, as a shop that registered then would have recorded it.
    await t.db
      .insertInto('gst_registrations')
      .values([
        { gstin: '', state_code: '22', effective_from: '2017-07-01', recorded_at: 'test' },
        { gstin: TEST_SHOP.gstin, state_code: '22', effective_from: '2026-10-15', recorded_at: 'test' },
      ])
      .execute();
  });
  afterAll(async () => t.close());

  it('reports only the days the GSTIN was held, and no return for a period before it', async () => {
    const october = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr1/preview?period=102026' },
      200,
      gstr1PreviewSchema,
    );
    expect(october.period).toEqual({ fp: '102026', from: '2026-10-15', to: '2026-10-31' });
    expect(october.gstin).toBe(TEST_SHOP.gstin);
    expect(october.gstr1.b2cs.map((row) => row.txval)).toEqual([1000]);
    expect(october.books.taxable).toBe(1000);
    const gstr3b = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=102026' },
      200,
      gstr3bSchema,
    );
    expect(gstr3b.outward_taxable.taxable).toBe(1000);
    const september = await call(t.app, 'GET', '/api/gstr1/preview?period=092026');
    expect(september.status).toBe(409);
    expect(JSON.stringify(september.body)).toContain('The shop held no GSTIN in the period 092026');
  });

  it('keeps a change of GSTIN in Settings from that day, and files earlier periods under the old one', async () => {
    const current = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
    const saved = await call(t.app, 'PUT', '/api/settings', {
      ...TEST_SHOP,
      gstin: NEW_GSTIN,
      version: current.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const history = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/settings/gst-registrations' },
      200,
      gstRegistrationsSchema,
    );
    expect(history).toEqual([
      { gstin: null, state_code: '22', effective_from: '2017-07-01' },
      { gstin: TEST_SHOP.gstin, state_code: '22', effective_from: '2026-10-15' },
      { gstin: NEW_GSTIN, state_code: '22', effective_from: todayIso() },
    ]);
    const october = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr1/preview?period=102026' },
      200,
      gstr1PreviewSchema,
    );
    expect(october.gstin).toBe(TEST_SHOP.gstin);
  });
});
