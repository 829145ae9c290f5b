import { auditEntrySchema, filingSchema, gstr3bSchema, listResponseSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser, injectAs, type TestUser } from '../test-support/test-session';

// Marking a return filed locks its period: documents dated in it are not added, changed,
// re-dated (in or out), cancelled or restored, each refused with a message that says to issue a
// note. The owner unlocks with a reason; both are in the edit log. A GSTR-3B marked filed keeps
// its ledger's closing balance, where the next period starts.

const withId = z.object({ id: z.number() }).loose();
const NOTE_MESSAGE = 'Issue a credit or debit note dated in an open period instead';

describe('filed periods are locked', () => {
  let t: TestApp;
  let accountant: TestUser;
  let customer: number;
  let soap: number;
  let supplier: number;
  let august: Record<string, unknown>;
  let augustId: number;
  let september: Record<string, unknown>;
  let septemberId: number;
  let purchaseId: number;

  beforeAll(async () => {
    t = await createTestApp();
    accountant = await createTestUser(t.db, 'accountant', 'Books Accountant');
    soap = await createProduct(t.app, { gst_rate: 5, hsn_code: '34011190', name: 'Sandal Soap' });
    customer = await createCustomer(t.app, { name: 'Walk-in, Raipur' });
    supplier = await createSupplier(t.app, { gstin: '22AABCU9603R1ZX' });
    const bought = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      invoice_number: 'B-801',
      purchase_date: '2026-08-02',
      items: [{ product_id: soap, quantity: 100, amount: 4000, discount: 0, gst_rate: 5 }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    purchaseId = withId.parse(bought.body).id;
    const line = { product_id: soap, gst_rate: 5, rate: 100, quantity: 10, price_basis: 'rate' as const };
    august = invoicePayload(customer, [line], { invoice_number: 'L/26-27/0001', date: '2026-08-10' });
    augustId = withId.parse((await postInvoice(t.app, august)).body).id;
    september = invoicePayload(customer, [line], { invoice_number: 'L/26-27/0002', date: '2026-09-15' });
    septemberId = withId.parse((await postInvoice(t.app, september)).body).id;
  });
  afterAll(async () => t.close());

  const refused = (answer: { status: number; body: unknown }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(JSON.stringify(answer.body)).toContain(NOTE_MESSAGE);
  };

  it('marks August filed (Accountant, with date and ARN) and refuses edits, re-dating, cancelling and new documents', async () => {
    const filed = await injectAs(t.app, accountant, {
      method: 'POST',
      url: '/api/returns/filings',
      payload: { return_type: 'GSTR1', period: '082026', filed_on: '2026-09-11', arn: 'aa220826012345b' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filingSchema.parse(filed.json())).toMatchObject({
      period: '082026',
      period_from: '2026-08-01',
      period_to: '2026-08-31',
      status: 'filed',
      arn: 'AA220826012345B',
    });

    const edit = await call(t.app, 'PUT', `/api/invoices/${augustId}`, {
      ...august,
      items: [{ product_id: soap, gst_rate: 5, rate: 90, quantity: 10, price_basis: 'rate', discount: 0 }],
    });
    refused(edit);
    expect(JSON.stringify(edit.body)).toContain(
      'Invoice L/26-27/0001 is dated 10/08/2026, in the period 082026',
    );
    refused(await call(t.app, 'PUT', `/api/invoices/${augustId}`, { ...august, date: '2026-09-01' }));
    refused(await call(t.app, 'PUT', `/api/invoices/${septemberId}`, { ...september, date: '2026-08-31' }));
    refused(await call(t.app, 'PUT', `/api/invoices/${augustId}/status`, { status: 'Cancelled' }));
    refused(
      await postInvoice(
        t.app,
        invoicePayload(
          customer,
          [{ product_id: soap, gst_rate: 5, rate: 100, quantity: 1, price_basis: 'rate' }],
          {
            date: '2026-08-20',
          },
        ),
      ),
    );
    refused(
      await call(t.app, 'POST', '/api/admin/add-purchases', {
        supplier_id: supplier,
        invoice_number: 'B-802',
        purchase_date: '2026-08-25',
        items: [{ product_id: soap, quantity: 1, amount: 40, discount: 0, gst_rate: 5 }],
      }),
    );
    refused(await call(t.app, 'POST', `/api/admin/purchases/${purchaseId}/cancel`, {}));
    const lines = z
      .object({ items: z.array(z.object({ id: z.number() })) })
      .loose()
      .parse((await call(t.app, 'GET', `/api/invoice/${augustId}`)).body);
    const note = (note_date: string) =>
      call(t.app, 'POST', '/api/credit-notes', {
        invoice_id: augustId,
        note_date,
        reason: 'Rate agreed lower',
        kind: 'value',
        lines: [{ invoice_item_id: lines.items[0]?.id, taxable_value: 100 }],
      });
    refused(await note('2026-08-30'));
    // The correction the message asks for: a note dated in an open period.
    expect((await note('2026-09-16')).status).toBe(201);
    // September is open: its own invoice is still edited.
    const fine = await call(t.app, 'PUT', `/api/invoices/${septemberId}`, {
      ...september,
      date: '2026-09-16',
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });

  it('refuses a second filing, a period not over, a filing date inside the period, and Billing', async () => {
    const mark = (payload: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/returns/filings', {
        return_type: 'GSTR1',
        period: '082026',
        filed_on: '2026-09-11',
        arn: 'AA220826012345B',
        ...payload,
      });
    expect((await mark({})).status).toBe(409);
    const future = await mark({ period: '122099', filed_on: '2026-09-11' });
    expect(future.status).toBe(422);
    expect(JSON.stringify(future.body)).toContain('The period 122099 has not begun yet');
    const early = await mark({ return_type: 'GSTR3B', filed_on: '2026-08-31' });
    expect(early.status).toBe(422);
    expect(JSON.stringify(early.body)).toContain('Filing date must be after the period ends');
    const badArn = await mark({ return_type: 'GSTR3B', arn: '12' });
    expect(badArn.status).toBe(422);
    const billing = await createTestUser(t.db, 'billing', 'Counter');
    const denied = await injectAs(t.app, billing, {
      method: 'POST',
      url: '/api/returns/filings',
      payload: {},
    });
    expect(denied.statusCode).toBe(403);
  });

  it('keeps a filed GSTR-3B closing balance; the opening credit is then fixed', async () => {
    const before = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=082026' },
      200,
      gstr3bSchema,
    );
    // August: credit 100/100, tax 25/25: 75/75 carried.
    expect(before.credit_carried_forward).toEqual({ cgst: 75, sgst: 75, igst: 0 });
    const filed = await call(t.app, 'POST', '/api/returns/filings', {
      return_type: 'GSTR3B',
      period: '082026',
      filed_on: '2026-09-20',
      arn: 'AA220826099999C',
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const next = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=092026' },
      200,
      gstr3bSchema,
    );
    expect(next.ledger.source).toEqual({ kind: 'filed', period: '082026' });
    expect(next.ledger.opening_credit).toEqual({ cgst: 75, sgst: 75, igst: 0 });
    const settings = (await call(t.app, 'GET', '/api/returns/settings')).body as Record<string, unknown>;
    expect(settings.opening_credit_editable).toBe(false);
    const change = await call(t.app, 'PUT', '/api/returns/settings', {
      ...settings,
      opening_credit: { igst: 5, cgst: 0, sgst: 0 },
    });
    expect(change.status).toBe(409);
  });

  it('lets only the owner unlock, with a reason; both steps are in the edit log and the period takes documents again', async () => {
    const filings = z.array(filingSchema).parse((await call(t.app, 'GET', '/api/returns/filings')).body);
    const gstr1 = filings.find((row) => row.return_type === 'GSTR1' && row.period === '082026');
    const gstr3b = filings.find((row) => row.return_type === 'GSTR3B' && row.period === '082026');
    const unlockBy = (who: TestUser | undefined, id: number, reason: string) =>
      who
        ? injectAs(t.app, who, {
            method: 'POST',
            url: `/api/returns/filings/${id}/unlock`,
            payload: { reason },
          })
        : t.app.inject({ method: 'POST', url: `/api/returns/filings/${id}/unlock`, payload: { reason } });
    expect((await unlockBy(accountant, gstr1?.id ?? 0, 'Wrong rate')).statusCode).toBe(403);
    expect((await unlockBy(undefined, gstr1?.id ?? 0, '')).statusCode).toBe(422);
    for (const filing of [gstr1, gstr3b]) {
      const unlocked = await unlockBy(undefined, filing?.id ?? 0, 'Rate typed wrong on L/26-27/0001');
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      expect(unlocked.json()).toMatchObject({
        status: 'unlocked',
        unlock_reason: 'Rate typed wrong on L/26-27/0001',
      });
    }
    const log = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/audit-log?record_type=return_filing&record_id=${gstr1?.id}` },
      200,
      listResponseSchema(auditEntrySchema),
    );
    expect(log.data.map((entry) => entry.action).sort()).toEqual(['create', 'unlock']);
    // August is open again: a document dated in it is accepted.
    const late = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      invoice_number: 'B-803',
      purchase_date: '2026-08-25',
      items: [{ product_id: soap, quantity: 1, amount: 40, discount: 0, gst_rate: 5 }],
    });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
  });
});
