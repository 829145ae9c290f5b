import {
  booksStartSchema,
  dashboardSchema,
  openingBillSchema,
  outstandingReportSchema,
  partyListRowSchema,
  statementSchema,
  voucherDetailSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import { createCustomer, createProduct } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { issueInvoice } from '../test-support/voucher-fixtures';

// A shop that moves in on 1 November 2026 with a customer's two bills from the old books and an
// advance, bills in November and takes a receipt oldest first: every balance agrees, and no GST
// figure sees the opening bills.

describe('opening balances, oldest-first receipts and the statement', () => {
  let t: TestApp;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
  });
  afterAll(async () => t.close());

  const openingBill = (customer: number, body: Record<string, unknown>) =>
    call(t.app, 'POST', `/api/customers/${customer}/opening-balances`, body);

  it('settles the oldest bills first and agrees with every balance and no GST figure', async () => {
    const customer = await createCustomer(t.app, { name: 'Sharma Kirana' });
    expect((await openingBill(customer, { number: 'OLD/1', date: '2026-09-15', amount: 12000 })).status).toBe(
      422,
    );
    const start = await expectAnswer(
      t.app,
      { method: 'PUT', url: '/api/settings/books-start', payload: { books_start_date: '2026-11-01' } },
      200,
      booksStartSchema,
    );
    expect(start).toEqual({ books_start_date: '2026-11-01', changeable: true });

    const late = await openingBill(customer, { number: 'OLD/9', date: '2026-11-01', amount: 10 });
    expectFieldErrors(late, { date: ["Bill Date must be before the books' start date (01/11/2026)"] });

    const invoice = await issueInvoice(t.app, customer, product, 5900, { date: '2026-11-05' });
    const gstr1Before = await call(t.app, 'GET', '/api/gstr1/preview?period=112026');
    const hsnBefore = await call(t.app, 'GET', '/api/hsn-summary?from=2026-11-01&to=2026-11-30');

    for (const body of [
      { number: 'OLD/1', date: '2026-09-15', amount: 12000 },
      { number: 'OLD/2', date: '2026-10-02', amount: '8500.00', due_date: '2026-11-01' },
      { kind: 'advance', date: '2026-10-20', amount: 3000 },
    ]) {
      const answer = await openingBill(customer, body);
      expect(answer.status).toBe(201);
      openingBillSchema.parse(answer.body);
    }
    const duplicate = await openingBill(customer, { number: 'old/1', date: '2026-09-01', amount: 1 });
    expectFieldErrors(duplicate, { number: ['Bill No old/1 is already entered for this party'] });

    // The books' start date stays once there is a document.
    const moved = await call(t.app, 'PUT', '/api/settings/books-start', { books_start_date: '2026-10-01' });
    expect(moved.status).toBe(409);

    const open = await call(t.app, 'GET', `/api/customers/${customer}/open-invoices`);
    expect(
      (open.body as { data: { kind: string; number: string }[] }).data.map((d) => [d.kind, d.number]),
    ).toEqual([
      ['opening_bill', 'OLD/1'],
      ['opening_bill', 'OLD/2'],
      ['document', invoice.invoice_number],
    ]);

    const receipt = await expectAnswer(
      t.app,
      {
        method: 'POST',
        url: '/api/receipts',
        payload: {
          date: '2026-11-10',
          customer_id: customer,
          amount: 15000,
          mode: 'upi',
          allocate: 'oldest_first',
        },
      },
      201,
      voucherDetailSchema,
    );
    expect(receipt.allocations.map((a) => [a.document_kind, a.document_number, a.amount])).toEqual([
      ['opening_bill', 'OLD/1', 12000],
      ['opening_bill', 'OLD/2', 3000],
    ]);
    expect(receipt.on_account).toBe(0);

    const statement = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/customers/${customer}/statement?from=2026-11-01&to=2026-11-30` },
      200,
      statementSchema,
    );
    expect(statement.opening_balance).toBe(17500);
    expect(statement.entries.map((e) => [e.kind, e.debit, e.credit, e.balance])).toEqual([
      ['invoice', 5900, 0, 23400],
      ['receipt', 0, 15000, 8400],
    ]);
    expect(statement.closing_balance).toBe(8400);
    const october = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/customers/${customer}/statement?from=2026-09-01&to=2026-10-31` },
      200,
      statementSchema,
    );
    expect(october.entries.map((e) => [e.kind, e.number, e.balance])).toEqual([
      ['opening_bill', 'OLD/1', 12000],
      ['opening_bill', 'OLD/2', 20500],
      ['advance', '', 17500],
    ]);

    const report = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/outstanding-report?party=customers&as_of=2026-11-30' },
      200,
      outstandingReportSchema,
    );
    const row = report.data.find((r) => r.party_id === customer);
    expect(row).toMatchObject({ outstanding: 11400, on_account: 3000, balance: 8400 });
    const customers = await call(t.app, 'GET', '/api/customers?search=Sharma%20Kirana');
    const listed = (customers.body as { data: unknown[] }).data.map((r) => partyListRowSchema.parse(r));
    expect(listed.find((r) => r.id === customer)?.balance).toBe(8400);
    const dashboard = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/dashboard' },
      200,
      dashboardSchema,
    );
    expect(dashboard.pending_invoices.balance).toBe(8400);

    // GSTR-1 and the HSN summary of November do not see the opening bills.
    expect(await call(t.app, 'GET', '/api/gstr1/preview?period=112026')).toEqual(gstr1Before);
    expect(await call(t.app, 'GET', '/api/hsn-summary?from=2026-11-01&to=2026-11-30')).toEqual(hsnBefore);

    // A settled opening bill stays; one no voucher names can be deleted, into the edit log.
    const bills = (await call(t.app, 'GET', `/api/customers/${customer}/opening-balances`)).body as {
      data: { id: number; number: string | null; balance: number }[];
    };
    expect(bills.data.map((b) => [b.number, b.balance])).toEqual([
      ['OLD/1', 0],
      ['OLD/2', 5500],
      [null, 3000],
    ]);
    const [first, , advance] = bills.data;
    expect((await call(t.app, 'DELETE', `/api/opening-balances/${first?.id}`)).status).toBe(409);
    expect((await call(t.app, 'DELETE', `/api/opening-balances/${advance?.id}`)).status).toBe(204);
    const log = await call(t.app, 'GET', '/api/audit-log?record_type=opening_bill');
    expect((log.body as { data: { action: string }[] }).data.map((e) => e.action).sort()).toEqual([
      'create',
      'create',
      'create',
      'delete',
    ]);
  });
});
