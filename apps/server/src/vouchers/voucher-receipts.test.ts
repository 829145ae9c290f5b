import { listResponseSchema, openDocumentSchema, partyListRowSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import { createCustomer, createProduct } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import {
  balanceOf,
  invoiceStatus,
  issueInvoice,
  issueReceipt,
  postReceipt,
  receiptPayload,
} from '../test-support/voucher-fixtures';

describe('receipt vouchers', () => {
  let t: TestApp;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
  });
  afterAll(async () => t.close());

  it('settles two invoices in full: both turn Paid and the balance falls to zero', async () => {
    const customer = await createCustomer(t.app, { name: 'Verma Traders' });
    const first = await issueInvoice(t.app, customer, product, 1180.5);
    const second = await issueInvoice(t.app, customer, product, 354);
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(1534.5);

    const receipt = await issueReceipt(
      t.app,
      receiptPayload(customer, [
        { invoice_id: first.id, amount: 1180.5 },
        { invoice_id: second.id, amount: 354 },
      ]),
    );
    expect(receipt).toMatchObject({
      kind: 'receipt',
      voucher_number: expect.stringMatching(/^RV-\d{3}$/),
      amount: 1534.5,
      amount_in_words: 'Rupees One Thousand Five Hundred Thirty Four and Fifty Paise Only',
      mode: 'upi',
      reference: 'UPI-1',
      on_account: 0,
      party: { id: customer, name: 'Verma Traders' },
    });
    expect(receipt.allocations.map((a) => [a.document_number, a.document_total, a.amount])).toEqual([
      [first.invoice_number, 1180.5, 1180.5],
      [second.invoice_number, 354, 354],
    ]);
    expect(await invoiceStatus(t.app, first.id)).toBe('Paid');
    expect(await invoiceStatus(t.app, second.id)).toBe('Paid');
    expect(await balanceOf(t.app, 'customers', customer)).toEqual({
      party_id: customer,
      billed: 1534.5,
      settled: 1534.5,
      balance: 0,
    });
    const listed = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/customers?search=Verma' },
      200,
      listResponseSchema(partyListRowSchema),
    );
    expect(listed.data.map((row) => row.balance)).toEqual([0]);
  });

  it('marks a partly settled invoice Partly paid, with its balance on the open-invoice list', async () => {
    const customer = await createCustomer(t.app);
    const invoice = await issueInvoice(t.app, customer, product, 500);
    await issueReceipt(t.app, receiptPayload(customer, [{ invoice_id: invoice.id, amount: 200.25 }]));
    expect(await invoiceStatus(t.app, invoice.id)).toBe('Partly paid');
    const open = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/customers/${customer}/open-invoices` },
      200,
      z.object({ data: z.array(openDocumentSchema) }),
    );
    expect(open.data).toEqual([
      {
        kind: 'document',
        id: invoice.id,
        number: invoice.invoice_number,
        date: invoice.date,
        due_date: null,
        grand_total: 500,
        settled: 200.25,
        balance: 299.75,
      },
    ]);
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(299.75);
  });

  it('refuses to apply more than an invoice has left, naming what is left, and writes nothing', async () => {
    const customer = await createCustomer(t.app);
    const invoice = await issueInvoice(t.app, customer, product, 300);
    await issueReceipt(t.app, receiptPayload(customer, [{ invoice_id: invoice.id, amount: 100 }]));
    const before = await call(t.app, 'GET', '/api/receipts/next-number');
    const answer = await postReceipt(
      t.app,
      receiptPayload(customer, [{ invoice_id: invoice.id, amount: 200.01 }]),
    );
    expectFieldErrors(answer, {
      'allocations.0.amount': [`Invoice ${invoice.invoice_number} has only ₹200.00 left to receive`],
    });
    expect((await call(t.app, 'GET', '/api/receipts/next-number')).body).toEqual(before.body);
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(200);

    await issueReceipt(t.app, receiptPayload(customer, [{ invoice_id: invoice.id, amount: 200 }]));
    expectFieldErrors(
      await postReceipt(t.app, receiptPayload(customer, [{ invoice_id: invoice.id, amount: 1 }])),
      {
        'allocations.0.amount': [`Invoice ${invoice.invoice_number} is already fully settled`],
      },
    );
  });

  it('refuses cancelled invoices, other customers’ invoices and unknown ones', async () => {
    const customer = await createCustomer(t.app);
    const other = await createCustomer(t.app);
    const cancelled = await issueInvoice(t.app, customer, product, 100, { status: 'Cancelled' });
    const othersInvoice = await issueInvoice(t.app, other, product, 100);
    const answer = await postReceipt(
      t.app,
      receiptPayload(customer, [
        { invoice_id: cancelled.id, amount: 10 },
        { invoice_id: othersInvoice.id, amount: 10 },
        { invoice_id: 999999, amount: 10 },
      ]),
    );
    expectFieldErrors(answer, {
      'allocations.0.invoice_id': [`Invoice ${cancelled.invoice_number} is cancelled`],
      'allocations.1.invoice_id': [`Invoice ${othersInvoice.invoice_number} belongs to another customer`],
      'allocations.2.invoice_id': ['Invoice 999999 does not exist'],
    });
  });

  it('checks the form: amount at least what it applies, a cheque number, one line per invoice', async () => {
    const customer = await createCustomer(t.app);
    const invoice = await issueInvoice(t.app, customer, product, 100);
    const lines = [{ invoice_id: invoice.id, amount: 60 }];
    expectFieldErrors(await postReceipt(t.app, receiptPayload(customer, lines, { amount: 50 })), {
      amount: ['Amount must be at least the total applied to invoices (60.00)'],
    });
    expectFieldErrors(await postReceipt(t.app, receiptPayload(customer, lines, { mode: 'cheque' })), {
      cheque_number: ['Cheque No is required for a cheque'],
    });
    expectFieldErrors(
      await postReceipt(
        t.app,
        receiptPayload(customer, [
          lines[0] ?? { invoice_id: 0, amount: 0 },
          { invoice_id: invoice.id, amount: 1 },
        ]),
      ),
      { 'allocations.1.invoice_id': ['This invoice is already added.'] },
    );
    expectFieldErrors(await postReceipt(t.app, { date: '2025-02-30', amount: 0, mode: 'barter' }), {
      date: ['Date must be a real date (YYYY-MM-DD)'],
      amount: ['Amount must be more than 0'],
      mode: ['Mode must be Cash, UPI, Bank Transfer or Cheque'],
      customer_id: ['Customer is required'],
    });
    expectFieldErrors(await postReceipt(t.app, receiptPayload(987654, [], { amount: 5 })), {
      customer_id: ['Customer 987654 does not exist'],
    });
    const cheque = await issueReceipt(
      t.app,
      receiptPayload(customer, lines, { mode: 'cheque', cheque_number: '004512' }),
    );
    expect([cheque.mode, cheque.cheque_number]).toEqual(['cheque', '004512']);
    const cash = await issueReceipt(
      t.app,
      receiptPayload(customer, [], { amount: 5, mode: 'cash', cheque_number: '1' }),
    );
    expect(cash.cheque_number).toBeNull();
  });

  it('counts an on-account receipt (no invoices) against the balance', async () => {
    const customer = await createCustomer(t.app);
    const invoice = await issueInvoice(t.app, customer, product, 1000);
    const receipt = await issueReceipt(t.app, receiptPayload(customer, [], { amount: 250, mode: 'cash' }));
    expect([receipt.on_account, receipt.allocations]).toEqual([250, []]);
    expect(await balanceOf(t.app, 'customers', customer)).toMatchObject({
      billed: 1000,
      settled: 250,
      balance: 750,
    });
    expect(await invoiceStatus(t.app, invoice.id)).toBe('Unpaid');
  });
});
