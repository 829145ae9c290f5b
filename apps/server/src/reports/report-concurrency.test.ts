import { rupeesToPaise } from '@bahi/domain';
import { hsnSummarySchema, invoiceDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  onHand,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Invoices issued at the same moment touch the same running totals. In PostgreSQL, which runs
// them side by side, per-row triggers once locked those totals in line order and deadlocked two
// invoices with the same products in opposite orders (migration 2026-11-22T1000). Every invoice
// must be issued, and the totals must still tie out.

describe('report totals under concurrent invoices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('issues invoices naming the same products in opposite orders at once, and the totals tie out', async () => {
    const customer = await createCustomer(t.app);
    const products: number[] = [];
    for (const hsn of ['1001', '1002', '1003', '1004']) {
      products.push(await createProduct(t.app, { hsn_code: hsn, opening_stock: 100 }));
    }
    const lines = (order: number[]) =>
      order.map((index) => ({ product_id: products[index] ?? 0, mrp: 28, gst_rate: 5, quantity: 1 }));
    // Different days and both orders, so the invoices share no first lock that would queue them.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        postInvoice(
          t.app,
          invoicePayload(customer, lines(index % 2 ? [0, 1, 2, 3] : [3, 2, 1, 0]), {
            date: `2025-06-${String(1 + (index % 28)).padStart(2, '0')}`,
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));

    const invoices = answers.map((answer) => invoiceDetailSchema.parse(answer.body));
    const summary = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/hsn-summary?from=2025-06-01&to=2025-06-30' },
      200,
      hsnSummarySchema,
    );
    const paise = (values: number[]) => values.reduce((sum, value) => sum + rupeesToPaise(value), 0);
    expect(rupeesToPaise(summary.totals.total_value)).toBe(
      paise(invoices.map((invoice) => invoice.total_amount)),
    );
    expect(rupeesToPaise(summary.totals.total_tax)).toBe(
      paise(invoices.map((invoice) => invoice.gst_amount)),
    );
    for (const product of products) expect(await onHand(t.app, product)).toBe(60);
  });
});
