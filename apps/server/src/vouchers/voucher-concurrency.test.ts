import { listResponseSchema, voucherDetailSchema, voucherListRowSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer } from '../test-support/api-calls';
import { createCustomer, createProduct, createSupplier } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import {
  balanceOf,
  invoiceStatus,
  issueInvoice,
  postReceipt,
  receiptPayload,
} from '../test-support/voucher-fixtures';

// Vouchers saved at the same moment: on PostgreSQL these run on separate pooled connections.

describe('vouchers under concurrent saves', () => {
  let t: TestApp;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
  });
  afterAll(async () => t.close());

  it('gives 24 receipts and 12 payments saved at once unique, gap-free numbers', async () => {
    const customers = await Promise.all([1, 2, 3].map(() => createCustomer(t.app)));
    const supplier = await createSupplier(t.app);
    const receipts = Array.from({ length: 24 }, (_, index) =>
      postReceipt(t.app, receiptPayload(customers[index % 3] ?? 0, [], { amount: index + 1 })),
    );
    const payments = Array.from({ length: 12 }, (_, index) =>
      call(t.app, 'POST', '/api/payments', {
        date: '2025-07-01',
        supplier_id: supplier,
        amount: index + 1,
        mode: 'cash',
      }),
    );
    const answers = await Promise.all([...receipts, ...payments]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const numbers = answers.map((answer) => voucherDetailSchema.parse(answer.body).voucher_number).sort();
    const expected = [
      ...Array.from({ length: 12 }, (_, i) => `PV-${String(i + 1).padStart(3, '0')}`),
      ...Array.from({ length: 24 }, (_, i) => `RV-${String(i + 1).padStart(3, '0')}`),
    ];
    expect(numbers).toEqual(expected);
    const listed = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/vouchers?limit=100' },
      200,
      listResponseSchema(voucherListRowSchema),
    );
    expect(listed.total).toBe(36);
  });

  it('lets only one of eight receipts racing for one invoice’s whole balance through', async () => {
    const customer = await createCustomer(t.app);
    const invoice = await issueInvoice(t.app, customer, product, 700);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postReceipt(t.app, receiptPayload(customer, [{ invoice_id: invoice.id, amount: 700 }])),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    expect(await balanceOf(t.app, 'customers', customer)).toMatchObject({ settled: 700, balance: 0 });
    expect(await invoiceStatus(t.app, invoice.id)).toBe('Paid');
  });

  it('never both cancels an invoice and applies a receipt to it when the two race', async () => {
    for (let round = 0; round < 5; round++) {
      const customer = await createCustomer(t.app);
      const invoice = await issueInvoice(t.app, customer, product, 100);
      const [receipt, cancel] = await Promise.all([
        postReceipt(t.app, receiptPayload(customer, [{ invoice_id: invoice.id, amount: 40 }])),
        call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, { status: 'Cancelled' }),
      ]);
      const outcome = [receipt.status, cancel.status];
      expect([
        [201, 409],
        [422, 200],
      ]).toContainEqual(outcome);
      const balance = await balanceOf(t.app, 'customers', customer);
      expect(balance).toEqual(
        receipt.status === 201
          ? { party_id: customer, billed: 100, settled: 40, balance: 60 }
          : { party_id: customer, billed: 0, settled: 0, balance: 0 },
      );
    }
  });
});
