import { addDaysIso } from '@bahi/domain';
import { invoiceDetailSchema, statementSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { balanceOf, issueInvoice, issueReceipt, receiptPayload } from '../test-support/voucher-fixtures';

// The balance a statement carries in is worked out from the party's kept balance less what comes
// on or after the period's first day, so a busy party's older years are never read. Whatever day a
// statement starts on, what it carries in must be what a statement from the very beginning to the
// day before closes with, over every kind of entry: opening bill and advance, a paid invoice, a
// credit note that overpays it and the refund, part and on-account receipts, a debit note and a
// cancelled invoice.

async function must(answer: Promise<{ status: number; body: unknown }>, status = 201) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`Expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body;
}

describe("a statement's balance carried in", () => {
  let t: TestApp;
  let customer: number;

  beforeAll(async () => {
    t = await createTestApp();
    const product = await createProduct(t.app, { gst_rate: 18, mrp: 118, rate: 100 });
    const free = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
    customer = await createCustomer(t.app, { name: 'Sahu Kirana' });
    await must(call(t.app, 'PUT', '/api/settings/books-start', { books_start_date: '2025-06-01' }), 200);
    await must(
      call(t.app, 'POST', `/api/customers/${customer}/opening-balances`, {
        number: 'OLD/7',
        date: '2025-05-10',
        amount: 5000,
      }),
    );
    await must(
      call(t.app, 'POST', `/api/customers/${customer}/opening-balances`, {
        kind: 'advance',
        date: '2025-05-20',
        amount: 1000,
      }),
    );
    const paid = invoiceDetailSchema.parse(
      await must(
        postInvoice(
          t.app,
          invoicePayload(
            customer,
            [{ product_id: product, price_basis: 'rate', rate: 100, gst_rate: 18, quantity: 10 }],
            { date: '2025-06-05', received_now: { amount: 1180, mode: 'cash' } },
          ),
        ),
      ),
    );
    await must(
      call(t.app, 'POST', '/api/credit-notes', {
        invoice_id: paid.id,
        note_date: '2025-06-20',
        kind: 'return',
        reason: 'Two came back',
        lines: [{ invoice_item_id: paid.items[0]?.id, quantity: 2 }],
      }),
    );
    await must(
      call(t.app, 'POST', `/api/invoices/${paid.id}/refunds`, {
        date: '2025-07-10',
        amount: 236,
        mode: 'upi',
        reference: 'UPI-REF-9',
      }),
    );
    const unpaid = await issueInvoice(t.app, customer, free, 2000, { date: '2025-06-15' });
    await issueReceipt(
      t.app,
      receiptPayload(customer, [{ invoice_id: unpaid.id, amount: 1500 }], { date: '2025-07-01' }),
    );
    await issueInvoice(t.app, customer, free, 999.99, { date: '2025-07-03', status: 'Cancelled' });
    await must(
      call(t.app, 'POST', '/api/receipts', {
        date: '2025-07-20',
        customer_id: customer,
        amount: 6200.5,
        mode: 'upi',
        reference: 'UPI-2',
        allocate: 'oldest_first',
      }),
    );
    await must(
      call(t.app, 'POST', '/api/debit-notes', {
        invoice_id: unpaid.id,
        note_date: '2025-08-02',
        reason: 'Freight charged late',
        lines: [{ invoice_item_id: unpaid.items[0]?.id, taxable_value: 100 }],
      }),
    );
  });
  afterAll(async () => t.close());

  const statement = (from: string, to: string) =>
    expectAnswer(
      t.app,
      { method: 'GET', url: `/api/customers/${customer}/statement?from=${from}&to=${to}` },
      200,
      statementSchema,
    );

  it('carries in, on every starting day, what the statement from the beginning closes with the day before', async () => {
    const fromTheStart = await statement('2000-01-01', '2099-12-31');
    expect(fromTheStart.opening_balance).toBe(0);
    expect(fromTheStart.entries.map((entry) => entry.kind)).toEqual([
      'opening_bill',
      'advance',
      'invoice',
      'receipt',
      'invoice',
      'credit_note',
      'receipt',
      'refund',
      'receipt',
      'debit_note',
    ]);
    expect(fromTheStart.closing_balance).toBe((await balanceOf(t.app, 'customers', customer)).balance);
    for (const from of [
      '2025-05-10',
      '2025-05-11',
      '2025-06-01',
      '2025-06-05',
      '2025-06-16',
      '2025-06-21',
      '2025-07-01',
      '2025-07-11',
      '2025-07-20',
      '2025-08-01',
      '2025-08-03',
      '2026-01-01',
    ]) {
      const before = await statement('2000-01-01', addDaysIso(from, -1));
      const period = await statement(from, '2099-12-31');
      expect(period.opening_balance, from).toBe(before.closing_balance);
      expect(period.closing_balance, from).toBe(fromTheStart.closing_balance);
    }
  });
});
