import { dueDateOf, todayIso } from '@bahi/domain';
import { customerCreditSchema, customerSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser, injectAs, type TestUser } from '../test-support/test-session';

// Credit terms: a bill over the customer's credit limit, or for a customer with bills past due,
// asks before saving. Billing is refused; the owner confirms and the edit log says so.

describe('credit limit and credit days', () => {
  let t: TestApp;
  let billing: TestUser;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    billing = await createTestUser(t.db, 'billing', 'Counter Billing');
    product = await createProduct(t.app, { gst_rate: 0, rate: 100, mrp: 100 });
  });
  afterAll(async () => t.close());

  /** A bill of `rupees` (0% GST, rate 100) dated `date`. */
  const bill = (customer: number, rupees: number, overrides: Record<string, unknown> = {}) =>
    invoicePayload(customer, [{ product_id: product, rate: 100, gst_rate: 0, quantity: rupees / 100 }], {
      date: todayIso(),
      ...overrides,
    });

  const billAs = (user: TestUser, payload: Record<string, unknown>) =>
    injectAs(t.app, user, { method: 'POST', url: '/api/invoices', payload });

  async function credit(customer: number) {
    const answer = await call(t.app, 'GET', `/api/customers/${customer}/credit`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return customerCreditSchema.parse(answer.body);
  }

  async function invoiceCount(customer: number): Promise<number> {
    const row = await t.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customer)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function overrides(invoiceId: number) {
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after', 'user_name'])
      .where('record_type', '=', 'invoice')
      .where('record_id', '=', String(invoiceId))
      .where('action', '=', 'credit_override')
      .execute();
    return rows.map((row) => ({ ...row, after: JSON.parse(String(row.after)) }));
  }

  it('keeps a credit limit and credit days on the customer, and a PUT without them keeps them', async () => {
    const id = await createCustomer(t.app, { credit_limit: '25000.50', credit_days: 30 });
    const read = customerSchema.parse((await call(t.app, 'GET', `/api/customers/${id}`)).body);
    expect(read).toMatchObject({ credit_limit: 25000.5, credit_days: 30 });
    const kept = await call(t.app, 'PUT', `/api/customers/${id}`, {
      name: read.name,
      address: read.address,
      confirm_duplicate_name: true,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ credit_limit: 25000.5, credit_days: 30 });
    const cleared = await call(t.app, 'PUT', `/api/customers/${id}`, {
      name: read.name,
      address: read.address,
      credit_limit: '',
      credit_days: null,
      confirm_duplicate_name: true,
    });
    expect(cleared.body).toMatchObject({ credit_limit: null, credit_days: null });
    const bad = await call(t.app, 'POST', '/api/customers', {
      name: 'Bad Terms',
      credit_limit: -1,
      credit_days: 2.5,
    });
    expectFieldErrors(bad, {
      credit_limit: ['Credit Limit must be a number of at least 0'],
      credit_days: ['Credit Days must be a whole number from 0 to 365'],
    });
  });

  it('refuses Billing over the limit, asks the owner, and logs the override', async () => {
    const customer = await createCustomer(t.app, { credit_limit: 1000 });
    expect((await billAs(billing, bill(customer, 800))).statusCode).toBe(201);
    expect(await credit(customer)).toMatchObject({
      credit_limit: 1000,
      outstanding: 800,
      overdue: 0,
      available: 200,
    });

    const refused = await billAs(billing, bill(customer, 300, { confirm_credit: true }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Over the credit limit of ₹1,000.00: ₹1,100.00 owed with this bill. The Billing role may not bill over credit; ask an accountant or the owner to save this invoice',
    );
    expect(await invoiceCount(customer)).toBe(1);

    const asked = await postInvoice(t.app, bill(customer, 300));
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({
      errors: { confirm_credit: ['Over the credit limit of ₹1,000.00: ₹1,100.00 owed with this bill.'] },
    });
    expect(await invoiceCount(customer)).toBe(1);

    const confirmed = await postInvoice(t.app, bill(customer, 300, { confirm_credit: true }));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    const id = (confirmed.body as { id: number }).id;
    expect(await overrides(id)).toEqual([
      {
        action: 'credit_override',
        user_name: expect.any(String),
        after: expect.objectContaining({
          customer_id: customer,
          credit_limit: 1000,
          owed_before: 800,
          owed_after: 1100,
        }),
      },
    ]);

    // Within the limit, or paid at the counter, nothing is asked.
    const other = await createCustomer(t.app, { credit_limit: 1000 });
    expect((await billAs(billing, bill(other, 1000))).statusCode).toBe(201);
    const paidNow = bill(other, 500, { received_now: { amount: 500, mode: 'cash' } });
    const saved = await billAs(billing, paidNow);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await overrides(saved.json().id)).toEqual([]);
  });

  it('asks for a customer with bills past due, even within the limit', async () => {
    const customer = await createCustomer(t.app, { credit_days: 10 });
    const old = await postInvoice(t.app, bill(customer, 400, { date: dueDateOf(todayIso(), -30) }));
    expect(old.status, JSON.stringify(old.body)).toBe(201);
    // Dated 10 days ago: due today, not past due (the owner confirms past the first one).
    const dueToday = bill(customer, 200, { date: dueDateOf(todayIso(), -10), confirm_credit: true });
    expect((await postInvoice(t.app, dueToday)).status).toBe(201);
    // Dated 5 days ago, due in 5: not past due yet.
    const recent = bill(customer, 100, { date: dueDateOf(todayIso(), -5), confirm_credit: true });
    expect((await postInvoice(t.app, recent)).status).toBe(201);
    expect(await credit(customer)).toMatchObject({
      credit_limit: null,
      credit_days: 10,
      outstanding: 700,
      overdue: 400,
      overdue_bills: 1,
      available: null,
    });

    const refused = await billAs(billing, bill(customer, 100));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('₹400.00 of bills are past due.');

    const confirmed = await postInvoice(t.app, bill(customer, 100, { confirm_credit: true }));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    const id = (confirmed.body as { id: number }).id;
    expect((await overrides(id))[0]?.after).toMatchObject({ past_due: 400, credit_limit: null });

    // Once the old bill is paid, Billing bills again without a question.
    const receipt = await call(t.app, 'POST', '/api/receipts', {
      date: todayIso(),
      customer_id: customer,
      amount: 400,
      mode: 'cash',
      allocate: 'oldest_first',
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    expect((await credit(customer)).overdue).toBe(0);
    expect((await billAs(billing, bill(customer, 100))).statusCode).toBe(201);
  });
});
