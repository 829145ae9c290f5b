import {
  errorResponseSchema,
  listResponseSchema,
  partyListRowSchema,
  voucherDetailSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectError, expectFieldErrors } from '../test-support/api-calls';
import { createCustomer, createProduct, createSupplier } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { balanceOf, issueInvoice, recordPurchase } from '../test-support/voucher-fixtures';

function paymentPayload(
  supplierId: number,
  allocations: { purchase_id: number; amount: number }[],
  overrides: Record<string, unknown> = {},
) {
  const amount = allocations.reduce((sum, allocation) => sum + Math.round(allocation.amount * 100), 0) / 100;
  return {
    date: '2025-07-02',
    supplier_id: supplierId,
    amount,
    mode: 'bank_transfer',
    allocations,
    ...overrides,
  };
}

function issuePayment(t: TestApp, payload: Record<string, unknown>) {
  return expectAnswer(t.app, { method: 'POST', url: '/api/payments', payload }, 201, voucherDetailSchema);
}

describe('payment vouchers', () => {
  let t: TestApp;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
  });
  afterAll(async () => t.close());

  it('pays two purchases in the PV series and brings the supplier balance to zero', async () => {
    const supplier = await createSupplier(t.app, { name: 'Bhilai Steel Mart' });
    const first = await recordPurchase(t.app, supplier, product, 5000);
    const second = await recordPurchase(t.app, supplier, product, 1234.56);
    expect((await balanceOf(t.app, 'suppliers', supplier)).balance).toBe(6234.56);
    const payment = await issuePayment(
      t,
      paymentPayload(supplier, [
        { purchase_id: first, amount: 5000 },
        { purchase_id: second, amount: 1234.56 },
      ]),
    );
    expect(payment).toMatchObject({
      kind: 'payment',
      voucher_number: 'PV-001',
      amount: 6234.56,
      mode: 'bank_transfer',
      party: { id: supplier, name: 'Bhilai Steel Mart' },
    });
    expect(payment.allocations.map((a) => [a.document_id, a.amount])).toEqual([
      [first, 5000],
      [second, 1234.56],
    ]);
    expect(await balanceOf(t.app, 'suppliers', supplier)).toEqual({
      party_id: supplier,
      billed: 6234.56,
      settled: 6234.56,
      balance: 0,
    });
    const listed = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/suppliers?search=Bhilai' },
      200,
      listResponseSchema(partyListRowSchema),
    );
    expect(listed.data.map((row) => row.balance)).toEqual([0]);
  });

  it('refuses to overpay a purchase or pay another supplier’s, and removes a payment', async () => {
    const supplier = await createSupplier(t.app);
    const other = await createSupplier(t.app);
    const purchase = await recordPurchase(t.app, supplier, product, 100);
    const othersPurchase = await recordPurchase(t.app, other, product, 100);
    const answer = await call(
      t.app,
      'POST',
      '/api/payments',
      paymentPayload(supplier, [
        { purchase_id: purchase, amount: 100.01 },
        { purchase_id: othersPurchase, amount: 1 },
      ]),
    );
    expect(answer.status).toBe(422);
    expect(errorResponseSchema.parse(answer.body).errors).toEqual({
      'allocations.0.amount': [
        expect.stringMatching(/^Purchase PUR\/\d\d-\d\d\/\d+ has only ₹100\.00 left to pay$/),
      ],
      'allocations.1.purchase_id': [expect.stringMatching(/belongs to another supplier$/)],
    });

    const payment = await issuePayment(t, paymentPayload(supplier, [{ purchase_id: purchase, amount: 60 }]));
    expect((await balanceOf(t.app, 'suppliers', supplier)).balance).toBe(40);
    expect((await call(t.app, 'DELETE', `/api/payments/${payment.id}`)).status).toBe(204);
    expect((await balanceOf(t.app, 'suppliers', supplier)).balance).toBe(100);
    expectError(
      await call(t.app, 'DELETE', `/api/receipts/${payment.id}`),
      404,
      `Receipt ${payment.id} not found`,
    );
  });

  it('never applies a payment to an invoice or a receipt to a purchase', async () => {
    const supplier = await createSupplier(t.app);
    const customer = await createCustomer(t.app);
    const invoice = await issueInvoice(t.app, customer, product, 100);
    const answer = await call(t.app, 'POST', '/api/payments', {
      ...paymentPayload(supplier, []),
      amount: 10,
      allocations: [{ invoice_id: invoice.id, amount: 10 }],
    });
    expectFieldErrors(answer, { 'allocations.0.purchase_id': ['Purchase is required'] });
  });

  it('refuses to delete a supplier with payments', async () => {
    const supplier = await createSupplier(t.app, { name: 'Paid Once' });
    await issuePayment(t, paymentPayload(supplier, [], { amount: 10 }));
    expectError(
      await call(t.app, 'DELETE', `/api/suppliers/${supplier}`),
      409,
      'Supplier "Paid Once" is used by 1 payment and cannot be deleted',
    );
  });
});
