import { outstandingReportSchema, overdueReportSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer } from '../test-support/api-calls';
import { createCustomer, createProduct } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { issueInvoice } from '../test-support/voucher-fixtures';

// Ageing by due date: an opening bill's own due date, else its date plus the party's credit days
// (due on its date without them); due on the day of the report is not overdue yet. The overdue
// list holds the same bills past due, opening bills included, the longest overdue first.

describe('outstanding by due date and the overdue list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const report = (query: string) =>
    expectAnswer(
      t.app,
      { method: 'GET', url: `/api/outstanding-report?party=customers&as_of=2026-11-20${query}` },
      200,
      outstandingReportSchema,
    );

  it('ages by due date and lists what is overdue, opening bills included', async () => {
    await call(t.app, 'PUT', '/api/settings/books-start', { books_start_date: '2026-11-01' });
    const product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
    const credit = await createCustomer(t.app, { name: 'Fifteen Days Kirana', credit_days: 15 });
    const cash = await createCustomer(t.app, { name: 'Cash Terms Stores' });
    for (const body of [
      { number: 'OLD/1', date: '2026-09-15', amount: 12000 },
      { number: 'OLD/2', date: '2026-10-02', amount: 8500, due_date: '2026-11-01' },
    ]) {
      const answer = await call(t.app, 'POST', `/api/customers/${credit}/opening-balances`, body);
      expect(answer.status).toBe(201);
    }
    // The customer has bills past due, which asks before billing (credit terms): confirmed here.
    await issueInvoice(t.app, credit, product, 5900, { date: '2026-11-05', confirm_credit: true });
    await issueInvoice(t.app, credit, product, 1000, { date: '2026-11-15', confirm_credit: true });
    const cashInvoice = await issueInvoice(t.app, cash, product, 2000, { date: '2026-11-10' });

    const byDue = await report('&age_by=due_date');
    expect(byDue.age_by).toBe('due_date');
    // OLD/1 due 30-09 (51 days past), OLD/2 its own 01-11 (19), the invoice of 05-11 due 20-11: not yet.
    expect(byDue.data.find((row) => row.party_id === credit)).toMatchObject({
      not_due: 6900,
      days_0_30: 8500,
      days_31_60: 12000,
      days_61_90: 0,
      days_over_90: 0,
      outstanding: 27400,
      balance: 27400,
    });
    expect(byDue.data.find((row) => row.party_id === cash)).toMatchObject({ not_due: 0, days_0_30: 2000 });

    const byDate = await report('');
    expect(byDate.age_by).toBe('bill_date');
    expect(byDate.data.find((row) => row.party_id === credit)).toMatchObject({
      not_due: 0,
      days_0_30: 6900,
      days_31_60: 8500,
      days_61_90: 12000,
      outstanding: 27400,
    });
    expect(byDue.totals.outstanding).toBe(byDate.totals.outstanding);
    expect(byDue.totals.balance).toBe(byDate.totals.balance);

    const overdue = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/outstanding-report/overdue?party=customers&as_of=2026-11-20' },
      200,
      overdueReportSchema,
    );
    expect(
      overdue.data.map((bill) => [bill.party_name, bill.kind, bill.number, bill.due_date, bill.days_overdue]),
    ).toEqual([
      ['Fifteen Days Kirana', 'opening_bill', 'OLD/1', '2026-09-30', 51],
      ['Fifteen Days Kirana', 'opening_bill', 'OLD/2', '2026-11-01', 19],
      ['Cash Terms Stores', 'document', cashInvoice.invoice_number, '2026-11-10', 10],
    ]);
    expect(overdue.totals).toEqual({ bills: 3, outstanding: 22500 });
    expect(byDue.totals.outstanding - byDue.totals.not_due).toBe(overdue.totals.outstanding);

    const bad = await call(t.app, 'GET', '/api/outstanding-report?age_by=age');
    expect(bad.status).toBe(400);
    const suppliers = await call(t.app, 'GET', '/api/outstanding-report/overdue?party=suppliers');
    expect(suppliers.status).toBe(200);
  });
});
