import {
  dashboardSchema,
  invoiceDetailSchema,
  onAccountAppliedSchema,
  outstandingReportSchema,
  partyListRowSchema,
  partyOnAccountSchema,
  statementSchema,
  voucherDetailSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import { createCustomer, createProduct, createSupplier } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { balanceOf, issueInvoice, recordPurchase } from '../test-support/voucher-fixtures';

// Money on account offered on the party's next bills: the opening advance (and what a receipt or
// payment left unapplied) set against chosen bills. No money moves: the party's balance stays, each
// bill's outstanding falls, and every figure of the party agrees.

type Fastify = TestApp['app'];

const onAccountOf = (app: Fastify, kind: 'customers' | 'suppliers', id: number) =>
  expectAnswer(app, { method: 'GET', url: `/api/${kind}/${id}/on-account` }, 200, partyOnAccountSchema);

const apply = (app: Fastify, kind: 'customers' | 'suppliers', id: number, allocations: unknown) =>
  call(app, 'POST', `/api/${kind}/${id}/on-account`, { allocations });

describe("a customer's money on account", () => {
  let t: TestApp;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
  });
  afterAll(async () => t.close());

  it('applies the ₹3,000 advance to the ₹5,900 invoice: ₹2,900 due, every balance unchanged and agreeing', async () => {
    const customer = await createCustomer(t.app, { name: 'Verma Traders' });
    expect(
      (await call(t.app, 'PUT', '/api/settings/books-start', { books_start_date: '2026-11-01' })).status,
    ).toBe(200);
    for (const body of [
      { number: 'OLD/1', date: '2026-09-15', amount: 12000 },
      { number: 'OLD/2', date: '2026-10-02', amount: 8500 },
      { kind: 'advance', date: '2026-10-20', amount: 3000 },
    ]) {
      expect((await call(t.app, 'POST', `/api/customers/${customer}/opening-balances`, body)).status).toBe(
        201,
      );
    }
    const invoice = await issueInvoice(t.app, customer, product, 5900, { date: '2026-11-05' });
    await call(t.app, 'POST', '/api/receipts', {
      date: '2026-11-10',
      customer_id: customer,
      amount: 15000,
      mode: 'upi',
      allocate: 'oldest_first',
    });

    const offered = await onAccountOf(t.app, 'customers', customer);
    expect(offered).toEqual({
      party_id: customer,
      on_account: 3000,
      sources: [
        { kind: 'opening_advance', id: expect.any(Number), number: null, date: '2026-10-20', left: 3000 },
      ],
    });

    // More than is on account, or than the bill has left, is refused naming the field; nothing changes.
    expectFieldErrors(
      await apply(t.app, 'customers', customer, [{ document_id: invoice.id, amount: 3500 }]),
      {
        allocations: ['Only ₹3,000.00 is on account; ₹3,500.00 was asked'],
      },
    );
    expectFieldErrors(await apply(t.app, 'customers', customer, [{ document_id: invoice.id, amount: '' }]), {
      'allocations.0.amount': ['Amount is required'],
    });
    expectFieldErrors(await apply(t.app, 'customers', customer, []), {
      allocations: ['Choose at least one bill to settle'],
    });
    const other = await createCustomer(t.app, { name: 'Someone Else' });
    expectFieldErrors(await apply(t.app, 'customers', other, [{ document_id: invoice.id, amount: 10 }]), {
      'allocations.0.document_id': [`Invoice ${invoice.invoice_number} belongs to another customer`],
    });

    const applied = onAccountAppliedSchema.parse(
      (await apply(t.app, 'customers', customer, [{ document_id: invoice.id, amount: 3000 }])).body,
    );
    expect(applied.applied).toEqual([
      {
        document_id: invoice.id,
        document_number: invoice.invoice_number,
        source_kind: 'opening_advance',
        source_id: offered.sources[0]?.id,
        source_number: null,
        amount: 3000,
      },
    ]);
    expect(applied.on_account).toBe(0);

    const detail = invoiceDetailSchema.parse((await call(t.app, 'GET', `/api/invoice/${invoice.id}`)).body);
    expect(detail).toMatchObject({ status: 'Partly paid', received: 3000, balance: 2900 });
    expect(detail.opening_advances).toEqual([
      { id: offered.sources[0]?.id, date: '2026-10-20', amount: 3000 },
    ]);

    const statement = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/customers/${customer}/statement?from=2026-11-01&to=2026-11-30` },
      200,
      statementSchema,
    );
    expect([statement.opening_balance, statement.closing_balance]).toEqual([17500, 8400]);
    const report = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/outstanding-report?party=customers&as_of=2026-11-30' },
      200,
      outstandingReportSchema,
    );
    expect(report.data.find((r) => r.party_id === customer)).toMatchObject({
      outstanding: 8400,
      on_account: 0,
      balance: 8400,
    });
    const listed = (
      (await call(t.app, 'GET', '/api/customers?search=Verma%20Traders')).body as { data: unknown[] }
    ).data.map((r) => partyListRowSchema.parse(r));
    expect(listed.find((r) => r.id === customer)?.balance).toBe(8400);
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(8400);
    const dashboard = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/dashboard' },
      200,
      dashboardSchema,
    );
    expect(dashboard.pending_invoices.balance).toBe(8400);
    const open = (await call(t.app, 'GET', `/api/customers/${customer}/open-invoices`)).body as {
      data: { number: string; balance: number }[];
    };
    expect(open.data.map((d) => [d.number, d.balance])).toEqual([
      ['OLD/2', 5500],
      [invoice.invoice_number, 2900],
    ]);

    // Once applied, the advance stays and the invoice cannot be cancelled; the edit log has it.
    const bills = (await call(t.app, 'GET', `/api/customers/${customer}/opening-balances`)).body as {
      data: { id: number; kind: string; balance: number }[];
    };
    const advance = bills.data.find((b) => b.kind === 'advance');
    expect(advance?.balance).toBe(0);
    const removal = await call(t.app, 'DELETE', `/api/opening-balances/${advance?.id}`);
    expect(removal.status).toBe(409);
    const cancel = await call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, { status: 'Cancelled' });
    expect(cancel.status).toBe(409);
    expect(JSON.stringify(cancel.body)).toContain('the opening advance applied to it');
    const log = await call(t.app, 'GET', `/api/audit-log?record_type=invoice&record_id=${invoice.id}`);
    const entries = (log.body as { data: { action: string; before: unknown; after: unknown }[] }).data;
    expect(entries.find((e) => e.action === 'on_account')).toMatchObject({
      before: { balance: 5900 },
      after: { balance: 2900 },
    });

    // Applied by mistake: taken back, the invoice owes 5,900.00 again and the advance is on account.
    const takenBack = await call(t.app, 'POST', `/api/customers/${customer}/on-account/take-back`, {
      document_id: invoice.id,
    });
    expect(takenBack.status).toBe(200);
    expect(partyOnAccountSchema.parse(takenBack.body).on_account).toBe(3000);
    const owesAgain = invoiceDetailSchema.parse(
      (await call(t.app, 'GET', `/api/invoice/${invoice.id}`)).body,
    );
    expect(owesAgain).toMatchObject({ status: 'Unpaid', balance: 5900, opening_advances: [] });
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(8400);
    expectFieldErrors(
      await call(t.app, 'POST', `/api/customers/${customer}/on-account/take-back`, {
        document_id: invoice.id,
      }),
      { document_id: [`No opening advance is applied to Invoice ${invoice.invoice_number}`] },
    );
    const back = await call(t.app, 'GET', `/api/audit-log?record_type=invoice&record_id=${invoice.id}`);
    expect((back.body as { data: { action: string; after: unknown }[] }).data).toContainEqual(
      expect.objectContaining({
        action: 'on_account_back',
        after: { balance: 5900, advance_taken_back: 3000 },
      }),
    );
  });

  it('applies what a receipt left on account as one more line of that receipt', async () => {
    const customer = await createCustomer(t.app, { name: 'Gupta Stores' });
    const receipt = await expectAnswer(
      t.app,
      {
        method: 'POST',
        url: '/api/receipts',
        payload: { date: '2026-11-12', customer_id: customer, amount: 1000, mode: 'cash' },
      },
      201,
      voucherDetailSchema,
    );
    const invoice = await issueInvoice(t.app, customer, product, 700, { date: '2026-11-13' });
    const before = (await balanceOf(t.app, 'customers', customer)).balance;
    expect(before).toBe(-300);
    const answer = await apply(t.app, 'customers', customer, [{ document_id: invoice.id, amount: 700 }]);
    expect(answer.status).toBe(200);
    const after = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/receipts/${receipt.id}` },
      200,
      voucherDetailSchema,
    );
    expect(after.allocations.map((a) => [a.document_number, a.amount])).toEqual([
      [invoice.invoice_number, 700],
    ]);
    expect(after.on_account).toBe(300);
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(-300);
    const detail = invoiceDetailSchema.parse((await call(t.app, 'GET', `/api/invoice/${invoice.id}`)).body);
    expect(detail).toMatchObject({ status: 'Paid', balance: 0 });
    expect(detail.receipts.map((r) => [r.voucher_number, r.amount])).toEqual([[receipt.voucher_number, 700]]);
    expect((await onAccountOf(t.app, 'customers', customer)).on_account).toBe(300);
    const log = await call(t.app, 'GET', `/api/audit-log?record_type=receipt&record_id=${receipt.id}`);
    expect((log.body as { data: { action: string; before: unknown; after: unknown }[] }).data).toContainEqual(
      expect.objectContaining({
        action: 'on_account',
        before: { on_account: 1000 },
        after: expect.objectContaining({ on_account: 300 }),
      }),
    );
  });
});

describe("a supplier's money on account", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('applies an advance paid to a purchase: what is left to pay falls, the balance stays', async () => {
    const product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
    const supplier = await createSupplier(t.app, { name: 'Raipur Wholesale' });
    const paid = await call(t.app, 'POST', '/api/payments', {
      date: '2025-05-20',
      supplier_id: supplier,
      amount: 2000,
      mode: 'bank_transfer',
    });
    expect(paid.status).toBe(201);
    const purchase = await recordPurchase(t.app, supplier, product, 5000);
    expect((await balanceOf(t.app, 'suppliers', supplier)).balance).toBe(3000);
    expect((await onAccountOf(t.app, 'suppliers', supplier)).on_account).toBe(2000);
    const answer = await apply(t.app, 'suppliers', supplier, [{ document_id: purchase, amount: 2000 }]);
    expect(answer.status).toBe(200);
    expect((await balanceOf(t.app, 'suppliers', supplier)).balance).toBe(3000);
    const open = (await call(t.app, 'GET', `/api/suppliers/${supplier}/open-purchases`)).body as {
      data: { id: number; balance: number }[];
    };
    expect(open.data.map((d) => [d.id, d.balance])).toEqual([[purchase, 3000]]);
    expect((await onAccountOf(t.app, 'suppliers', supplier)).on_account).toBe(0);
    const cancel = await call(t.app, 'POST', `/api/admin/purchases/${purchase}/cancel`);
    expect(cancel.status).toBe(409);
    // A payment's money stays a line of that payment: only an opening advance is taken back.
    const takeBack = await call(t.app, 'POST', `/api/suppliers/${supplier}/on-account/take-back`, {
      document_id: purchase,
    });
    expect(takeBack.status).toBe(422);
    expect(takeBack.body).toMatchObject({
      errors: { document_id: [expect.stringMatching(/^No opening advance is applied to Purchase /)] },
    });
  });
});
