import {
  auditEntrySchema,
  invoiceDetailSchema,
  listResponseSchema,
  voucherDetailSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectError, expectFieldErrors } from '../test-support/api-calls';
import { createCustomer, createProduct, invoicePayload } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { balanceOf, issueReceipt, receiptPayload } from '../test-support/voucher-fixtures';

// "Received now" on the invoice: the money becomes a receipt applied to the invoice in the same
// transaction, so status, balance, receipts and the customer's balance always agree.

describe('invoice payment status and Received now', () => {
  let t: TestApp;
  let product: number;
  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t.app, { gst_rate: 0, mrp: 1000, rate: 1000 });
  });
  afterAll(async () => t.close());

  const line = (mrp: number) => [{ product_id: product, mrp, gst_rate: 0 }];
  const detail = async (id: number) =>
    expectAnswer(t.app, { method: 'GET', url: `/api/invoice/${id}` }, 200, invoiceDetailSchema);

  it('is Unpaid with no receipt, Partly paid with a part, Paid in full, and Unpaid again when a receipt goes', async () => {
    const customer = await createCustomer(t.app);
    const created = await call(t.app, 'POST', '/api/invoices', invoicePayload(customer, line(1000)));
    const invoice = invoiceDetailSchema.parse(created.body);
    expect(invoice).toMatchObject({ status: 'Unpaid', received: 0, balance: 1000, receipts: [] });
    const part = await issueReceipt(
      t.app,
      receiptPayload(customer, [{ invoice_id: invoice.id, amount: 250.5 }]),
    );
    expect(await detail(invoice.id)).toMatchObject({
      status: 'Partly paid',
      received: 250.5,
      balance: 749.5,
    });
    const rest = await issueReceipt(
      t.app,
      receiptPayload(customer, [{ invoice_id: invoice.id, amount: 749.5 }]),
    );
    const paid = await detail(invoice.id);
    expect(paid).toMatchObject({ status: 'Paid', received: 1000, balance: 0 });
    expect(paid.receipts.map((receipt) => receipt.voucher_number)).toEqual([
      part.voucher_number,
      rest.voucher_number,
    ]);
    expect((await call(t.app, 'DELETE', `/api/receipts/${rest.id}`)).status).toBe(204);
    expect(await detail(invoice.id)).toMatchObject({ status: 'Partly paid', balance: 749.5 });
  });

  it('records money received now as a receipt of the invoice, in the edit log too', async () => {
    const customer = await createCustomer(t.app);
    const payload = invoicePayload(customer, line(1000), {
      received_now: { amount: 600, mode: 'cheque', cheque_number: '004512' },
    });
    const invoice = invoiceDetailSchema.parse((await call(t.app, 'POST', '/api/invoices', payload)).body);
    expect(invoice).toMatchObject({ status: 'Partly paid', received: 600, balance: 400 });
    expect(invoice.receipts).toHaveLength(1);
    const receipt = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/receipts/${invoice.receipts[0]?.id}` },
      200,
      voucherDetailSchema,
    );
    expect(receipt).toMatchObject({
      date: invoice.date,
      amount: 600,
      mode: 'cheque',
      cheque_number: '004512',
      reference: `Received with invoice ${invoice.invoice_number}`,
      allocations: [{ document_id: invoice.id, amount: 600 }],
    });
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(400);
    const log = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/audit-log?record_type=receipt&record_id=${receipt.id}` },
      200,
      listResponseSchema(auditEntrySchema),
    );
    expect(log.data.map((entry) => entry.action)).toEqual(['create']);
    // Editing the invoice and taking the rest then settles it.
    const edit = {
      ...payload,
      invoice_number: invoice.invoice_number,
      received_now: { amount: 400, mode: 'upi' },
    };
    const settled = invoiceDetailSchema.parse(
      (await call(t.app, 'PUT', `/api/invoices/${invoice.id}`, edit)).body,
    );
    expect(settled).toMatchObject({ status: 'Paid', received: 1000, balance: 0 });
    expect(settled.receipts.map((entry) => entry.mode)).toEqual(['cheque', 'upi']);
  });

  it('refuses more than is left to receive, naming the field, and saves nothing', async () => {
    const customer = await createCustomer(t.app);
    const before = await call(t.app, 'GET', `/api/invoices?customer_id=${customer}`);
    const over = invoicePayload(customer, line(500), { received_now: { amount: 500.01, mode: 'cash' } });
    expectFieldErrors(await call(t.app, 'POST', '/api/invoices', over), {
      'received_now.amount': ['Received now (₹500.01) is more than the payable ₹500.00'],
    });
    expect((await call(t.app, 'GET', `/api/invoices?customer_id=${customer}`)).body).toEqual(before.body);
    expect((await balanceOf(t.app, 'customers', customer)).settled).toBe(0);

    const payload = invoicePayload(customer, line(500), { received_now: { amount: 200, mode: 'cash' } });
    const invoice = invoiceDetailSchema.parse((await call(t.app, 'POST', '/api/invoices', payload)).body);
    const again = {
      ...payload,
      invoice_number: invoice.invoice_number,
      received_now: { amount: 300.5, mode: 'cash' },
    };
    expectFieldErrors(await call(t.app, 'PUT', `/api/invoices/${invoice.id}`, again), {
      'received_now.amount': [
        'Received now (₹300.50) is more than the ₹300.00 left to receive (₹200.00 received before)',
      ],
    });
    const cheque = invoicePayload(customer, line(500), { received_now: { amount: 10, mode: 'cheque' } });
    expectFieldErrors(await call(t.app, 'POST', '/api/invoices', cheque), {
      'received_now.cheque_number': ['Cheque No is required for a cheque'],
    });
    const cancelled = invoicePayload(customer, line(500), {
      status: 'Cancelled',
      received_now: { amount: 10, mode: 'cash' },
    });
    expectFieldErrors(await call(t.app, 'POST', '/api/invoices', cancelled), {
      'received_now.amount': ['Received now must be empty on a cancelled invoice'],
    });
    expect((await detail(invoice.id)).received).toBe(200);
  });

  it('sets only Cancelled (and back) by hand; Paid comes from receipts', async () => {
    const customer = await createCustomer(t.app);
    const paidByHand = await call(
      t.app,
      'POST',
      '/api/invoices',
      invoicePayload(customer, line(100), { status: 'Paid' }),
    );
    expectFieldErrors(paidByHand, {
      status: [
        'Status Paid and Partly paid follow the receipts: enter the money in Received now or record a receipt',
      ],
    });
    const invoice = invoiceDetailSchema.parse(
      (await call(t.app, 'POST', '/api/invoices', invoicePayload(customer, line(100)))).body,
    );
    const cancelled = await call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, { status: 'Cancelled' });
    expect(invoiceDetailSchema.parse(cancelled.body)).toMatchObject({ status: 'Cancelled', balance: 0 });
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(0);
    expectError(
      await call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, { status: 'Partly paid' }),
      422,
      'Status Paid and Partly paid follow the receipts: enter the money in Received now or record a receipt',
    );
    expectFieldErrors(await call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, {}), {
      status: ['Status is required'],
    });
    const restored = await call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, { status: 'Unpaid' });
    expect(invoiceDetailSchema.parse(restored.body)).toMatchObject({ status: 'Unpaid', balance: 100 });
  });
});
