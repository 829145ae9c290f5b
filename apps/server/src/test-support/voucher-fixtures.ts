import { invoiceDetailSchema, partyBalanceSchema, voucherDetailSchema } from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { call, expectAnswer } from './api-calls';
import { invoicePayload, postInvoice } from './document-fixtures';

// Invoices, purchases and vouchers for the receipt and payment tests, made through the API.

/** Issues an invoice of one line (qty 1, GST 0 so the grand total is the MRP) and answers it. */
export async function issueInvoice(
  app: FastifyInstance,
  customerId: number,
  productId: number,
  grandTotal: number,
  overrides: Record<string, unknown> = {},
) {
  const answer = await postInvoice(
    app,
    invoicePayload(customerId, [{ product_id: productId, mrp: grandTotal, gst_rate: 0 }], overrides),
  );
  if (answer.status !== 201)
    throw new Error(`invoice answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return invoiceDetailSchema.parse(answer.body);
}

/** Records a purchase of one line at GST 0 (its grand total is the amount) and answers its id. */
export async function recordPurchase(
  app: FastifyInstance,
  supplierId: number,
  productId: number,
  amount: number,
): Promise<number> {
  const answer = await call(app, 'POST', '/api/admin/add-purchases', {
    supplier_id: supplierId,
    purchase_date: '2025-06-01',
    items: [{ product_id: productId, quantity: 1, amount, gst_rate: 0 }],
  });
  return z.object({ id: z.number() }).parse(answer.body).id;
}

export function receiptPayload(
  customerId: number,
  allocations: { invoice_id: number; amount: number }[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const amount = allocations.reduce((sum, allocation) => sum + Math.round(allocation.amount * 100), 0) / 100;
  return {
    date: '2025-07-01',
    customer_id: customerId,
    amount,
    mode: 'upi',
    reference: 'UPI-1',
    allocations,
    ...overrides,
  };
}

export function postReceipt(app: FastifyInstance, payload: Record<string, unknown>) {
  return call(app, 'POST', '/api/receipts', payload);
}

export async function issueReceipt(app: FastifyInstance, payload: Record<string, unknown>) {
  return expectAnswer(app, { method: 'POST', url: '/api/receipts', payload }, 201, voucherDetailSchema);
}

export async function invoiceStatus(app: FastifyInstance, invoiceId: number): Promise<string> {
  const answer = await call(app, 'GET', `/api/invoice/${invoiceId}`);
  return invoiceDetailSchema.parse(answer.body).status;
}

export async function balanceOf(app: FastifyInstance, kind: 'customers' | 'suppliers', id: number) {
  return expectAnswer(app, { method: 'GET', url: `/api/${kind}/${id}/balance` }, 200, partyBalanceSchema);
}
