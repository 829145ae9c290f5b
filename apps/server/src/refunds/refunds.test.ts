import { documentRefundsSchema, purchaseDetailSchema, refundSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findPaymentsOfInvoices, paymentOfInvoiceRow } from '../documents/invoice-payments';
import { call, expectAnswer, expectError, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { balanceOf, invoiceStatus } from '../test-support/voucher-fixtures';

// Refunds: a credit note on an invoice the customer had paid leaves money owed to the customer;
// the shop pays it back, and a supplier pays back what a purchase return left overpaid. A refund
// takes no more than is overpaid, squares the document and the party's balance, and is removed,
// never deleted.

const invoiceAnswer = z
  .object({
    id: z.number(),
    invoice_number: z.string(),
    items: z.array(z.object({ id: z.number() }).loose()),
  })
  .loose();

describe('refunds', () => {
  let t: TestApp;
  let customer: number;
  let supplier: number;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    product = await createProduct(t.app, {
      name: 'Copper Kettle',
      gst_rate: 18,
      opening_stock: 100,
      unit: 'NOS',
    });
  });
  afterAll(() => t.close());

  const refundsOf = (path: string) =>
    expectAnswer(t.app, { method: 'GET', url: `${path}/refunds` }, 200, documentRefundsSchema);
  const refundPayload = (amount: number) => ({
    date: '2025-07-10',
    amount,
    mode: 'upi',
    reference: 'UPI-REF-9',
  });

  it('pays back what a credit note left a paid invoice overpaid, and no more', async () => {
    // 10 at 100 + 18%: 1,180, paid in full at the counter.
    const answer = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: product, price_basis: 'rate', rate: 100, gst_rate: 18, quantity: 10 }],
        {
          date: '2025-07-01',
          received_now: { amount: 1180, mode: 'cash' },
        },
      ),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const invoice = invoiceAnswer.parse(answer.body);
    const path = `/api/invoices/${invoice.id}`;
    expectFieldErrors(await call(t.app, 'POST', `${path}/refunds`, refundPayload(10)), {
      amount: [`Invoice ${invoice.invoice_number} is not overpaid: there is nothing to refund`],
    });
    const note = await call(t.app, 'POST', '/api/credit-notes', {
      invoice_id: invoice.id,
      note_date: '2025-07-05',
      kind: 'return',
      reason: 'Two came back',
      lines: [{ invoice_item_id: invoice.items[0]?.id, quantity: 2 }],
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(-236);
    expect((await refundsOf(path)).refundable).toBe(236);

    expectFieldErrors(await call(t.app, 'POST', `${path}/refunds`, refundPayload(300)), {
      amount: [`Invoice ${invoice.invoice_number} is overpaid by only ₹236.00`],
    });
    expectFieldErrors(
      await call(t.app, 'POST', `${path}/refunds`, { ...refundPayload(236), date: '2025-06-30' }),
      {
        date: ["Date must be on or after the invoice's date (01/07/2025)"],
      },
    );
    expectFieldErrors(
      await call(t.app, 'POST', `${path}/refunds`, { ...refundPayload(236), mode: 'cheque' }),
      {
        cheque_number: ['Cheque No is required for a cheque'],
      },
    );
    const refund = await expectAnswer(
      t.app,
      { method: 'POST', url: `${path}/refunds`, payload: refundPayload(236) },
      201,
      refundSchema,
    );
    expect(refund).toMatchObject({ refund_number: 'RF/25-26/0001', direction: 'paid', amount: 236 });
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(0);
    expect(await invoiceStatus(t.app, invoice.id)).toBe('Paid');
    expect(await refundsOf(path)).toMatchObject({
      refundable: 0,
      data: [{ refund_number: 'RF/25-26/0001' }],
    });

    const removed = await expectAnswer(
      t.app,
      { method: 'DELETE', url: `/api/refunds/${refund.id}` },
      200,
      refundSchema,
    );
    expect(removed.removed_at).not.toBeNull();
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(-236);
    expectError(
      await call(t.app, 'DELETE', `/api/refunds/${refund.id}`),
      409,
      'Refund RF/25-26/0001 is already removed',
    );
    expect((await refundsOf(path)).refundable).toBe(236);
  });

  it('records what a supplier pays back after a return on a paid purchase', async () => {
    const recorded = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      invoice_number: 'RB-1',
      purchase_date: '2025-08-01',
      items: [{ product_id: product, quantity: 10, amount: 1000, gst_rate: 18 }],
    });
    const purchaseId = z.object({ id: z.number() }).parse(recorded.body).id;
    const detail = purchaseDetailSchema.parse(
      (await call(t.app, 'GET', `/api/admin/purchases/${purchaseId}`)).body,
    );
    const paid = await call(t.app, 'POST', '/api/payments', {
      date: '2025-08-02',
      supplier_id: supplier,
      amount: 1180,
      mode: 'bank_transfer',
      allocations: [{ purchase_id: purchaseId, amount: 1180 }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const sentBack = await call(t.app, 'POST', '/api/purchase-returns', {
      purchase_id: purchaseId,
      return_date: '2025-08-03',
      reason: 'Dented',
      lines: [{ purchase_item_id: detail.items[0]?.id, quantity: 2 }],
    });
    expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(201);
    expect((await balanceOf(t.app, 'suppliers', supplier)).balance).toBe(-236);

    const path = `/api/purchases/${purchaseId}`;
    expect((await refundsOf(path)).refundable).toBe(236);
    const refund = await expectAnswer(
      t.app,
      { method: 'POST', url: `${path}/refunds`, payload: { ...refundPayload(236), date: '2025-08-04' } },
      201,
      refundSchema,
    );
    expect(refund).toMatchObject({
      refund_number: 'RR/25-26/0001',
      direction: 'received',
      purchase_id: purchaseId,
    });
    expect((await balanceOf(t.app, 'suppliers', supplier)).balance).toBe(0);
  });

  it("works every invoice's payment from its row as the one outstanding query does", async () => {
    // The list and the detail read an invoice's payment off its row (paymentOfInvoiceRow); here,
    // after paid, part-paid, credited, refunded and cancelled invoices, both ways agree.
    const posted = await postInvoice(
      t.app,
      invoicePayload(customer, [
        { product_id: product, price_basis: 'rate', rate: 50, gst_rate: 18, quantity: 1 },
      ]),
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const open = invoiceAnswer.parse(posted.body);
    const cancelled = await call(t.app, 'PUT', `/api/invoices/${open.id}/status`, { status: 'Cancelled' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const partPaid = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: product, price_basis: 'rate', rate: 50, gst_rate: 18, quantity: 2 }],
        {
          received_now: { amount: 20, mode: 'cash' },
        },
      ),
    );
    expect(partPaid.status, JSON.stringify(partPaid.body)).toBe(201);
    const rows = await t.db.selectFrom('invoices').selectAll().execute();
    expect(rows.length).toBeGreaterThan(2);
    const byQuery = await findPaymentsOfInvoices(t.db, rows);
    for (const row of rows) expect(paymentOfInvoiceRow(row), row.invoice_number).toEqual(byQuery.get(row.id));
  });

  it('answers 404 for a document or refund that does not exist', async () => {
    expectError(await call(t.app, 'GET', '/api/invoices/999999/refunds'), 404, 'Invoice 999999 not found');
    expectError(await call(t.app, 'DELETE', '/api/refunds/999999'), 404, 'Refund 999999 not found');
  });
});
