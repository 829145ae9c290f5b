import {
  invoiceDetailSchema,
  listResponseSchema,
  voucherDetailSchema,
  voucherListRowSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer, expectError } from '../test-support/api-calls';
import { createCustomer, createProduct } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import {
  balanceOf,
  invoiceStatus,
  issueInvoice,
  issueReceipt,
  receiptPayload,
} from '../test-support/voucher-fixtures';

// Cancelling, editing and removing around receipts: what settles an invoice limits how it changes.

describe('receipt vouchers and the invoices they settle', () => {
  let t: TestApp;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
  });
  afterAll(async () => t.close());

  it('refuses to cancel an invoice with receipts applied, by status or by edit, naming them', async () => {
    const customer = await createCustomer(t.app);
    const invoice = await issueInvoice(t.app, customer, product, 100);
    const a = await issueReceipt(t.app, receiptPayload(customer, [{ invoice_id: invoice.id, amount: 40 }]));
    const b = await issueReceipt(t.app, receiptPayload(customer, [{ invoice_id: invoice.id, amount: 10 }]));
    const message = `Invoice ${invoice.invoice_number} cannot be cancelled: receipts ${a.voucher_number} and ${b.voucher_number} applied to it; remove them first`;
    expectError(
      await call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, { status: 'Cancelled' }),
      409,
      message,
    );
    const edit = await call(t.app, 'GET', `/api/invoices/${invoice.id}`);
    const body = { ...(edit.body as Record<string, unknown>), status: 'Cancelled' };
    expectError(await call(t.app, 'PUT', `/api/invoices/${invoice.id}`, body), 409, message);
    expect(await invoiceStatus(t.app, invoice.id)).toBe('Partly paid');
    // Paid follows the receipts; nobody sets it by hand.
    expectError(
      await call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, { status: 'Paid' }),
      422,
      'Status Paid and Partly paid follow the receipts: enter the money in Received now or record a receipt',
    );
  });

  it('removes a receipt: the invoice goes back to Unpaid, the number is never issued again', async () => {
    const customer = await createCustomer(t.app);
    const invoice = await issueInvoice(t.app, customer, product, 100);
    const receipt = await issueReceipt(
      t.app,
      receiptPayload(customer, [{ invoice_id: invoice.id, amount: 100 }]),
    );
    expect(await invoiceStatus(t.app, invoice.id)).toBe('Paid');

    expect((await call(t.app, 'DELETE', `/api/receipts/${receipt.id}`)).status).toBe(204);
    expect(await invoiceStatus(t.app, invoice.id)).toBe('Unpaid');
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(100);
    expectError(
      await call(t.app, 'GET', `/api/receipts/${receipt.id}`),
      404,
      `Receipt ${receipt.id} not found`,
    );
    expectError(
      await call(t.app, 'DELETE', `/api/receipts/${receipt.id}`),
      404,
      `Receipt ${receipt.id} not found`,
    );
    const listed = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/vouchers?kind=receipt&party_id=${customer}` },
      200,
      listResponseSchema(voucherListRowSchema),
    );
    expect(listed.total).toBe(0);

    const next = await issueReceipt(
      t.app,
      receiptPayload(customer, [{ invoice_id: invoice.id, amount: 100 }]),
    );
    expect(Number(next.voucher_number.slice(3))).toBe(Number(receipt.voucher_number.slice(3)) + 1);
    expect(await invoiceStatus(t.app, invoice.id)).toBe('Paid');
    // Cancelling is allowed again once no receipt is applied.
    await call(t.app, 'DELETE', `/api/receipts/${next.id}`);
    expect(
      (await call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, { status: 'Cancelled' })).status,
    ).toBe(200);
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(0);
  });

  it('keeps an edited invoice at or above what was received, and its status in step', async () => {
    const customer = await createCustomer(t.app);
    const invoice = await issueInvoice(t.app, customer, product, 200);
    const receipt = await issueReceipt(
      t.app,
      receiptPayload(customer, [{ invoice_id: invoice.id, amount: 200 }]),
    );
    const edit = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/invoices/${invoice.id}` },
      200,
      z.looseObject({}),
    );
    const withTotal = (mrp: number, extra: Record<string, unknown> = {}) => ({
      ...edit,
      status: 'Unpaid',
      items: [{ product_id: product, mrp, gst_rate: 0, quantity: 1, discount: 0 }],
      ...extra,
    });
    expectError(
      await call(t.app, 'PUT', `/api/invoices/${invoice.id}`, withTotal(150)),
      409,
      `Invoice ${invoice.invoice_number} cannot total less than the ₹200.00 received (receipt ${receipt.voucher_number}); remove receipts first`,
    );
    const other = await createCustomer(t.app);
    expect(
      (await call(t.app, 'PUT', `/api/invoices/${invoice.id}`, withTotal(200, { customer_id: other })))
        .status,
    ).toBe(409);
    const raised = await call(t.app, 'PUT', `/api/invoices/${invoice.id}`, withTotal(250));
    expect(invoiceDetailSchema.parse(raised.body)).toMatchObject({
      status: 'Partly paid',
      received: 200,
      balance: 50,
    });
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(50);
  });

  it('refuses to delete a customer with receipts', async () => {
    const customer = await createCustomer(t.app, { name: 'Receipt Only' });
    await issueReceipt(t.app, receiptPayload(customer, [], { amount: 1 }));
    expectError(
      await call(t.app, 'DELETE', `/api/customers/${customer}`),
      409,
      'Customer "Receipt Only" is used by 1 receipt and cannot be deleted',
    );
  });

  it('answers one receipt by id and 404 for a payment id asked as a receipt', async () => {
    const customer = await createCustomer(t.app);
    const receipt = await issueReceipt(t.app, receiptPayload(customer, [], { amount: 1 }));
    const read = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/receipts/${receipt.id}` },
      200,
      voucherDetailSchema,
    );
    expect(read).toEqual(receipt);
    expect((await call(t.app, 'GET', `/api/payments/${receipt.id}`)).status).toBe(404);
  });
});
