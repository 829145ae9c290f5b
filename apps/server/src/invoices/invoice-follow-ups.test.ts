import { invoiceDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api-calls';
import { createCustomer, createProduct } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { issueInvoice, issueReceipt, receiptPayload } from '../test-support/voucher-fixtures';

// An invoice's detail lists what followed it: the live receipts applied to it in their series'
// order, the opening advances set against it, and every credit or debit note, cancelled too, oldest
// first. The three are read in one statement (documents/invoice-follow-ups.ts).

describe("an invoice's receipts, advances and notes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists live receipts by number, the advance, and notes by date with the cancelled one', async () => {
    const customer = await createCustomer(t.app, { name: 'Follow Up Traders' });
    const product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
    expect(
      (await call(t.app, 'PUT', '/api/settings/books-start', { books_start_date: '2025-06-01' })).status,
    ).toBe(200);
    const advance = await call(t.app, 'POST', `/api/customers/${customer}/opening-balances`, {
      kind: 'advance',
      date: '2025-05-20',
      amount: 500,
    });
    expect(advance.status, JSON.stringify(advance.body)).toBe(201);
    const invoice = await issueInvoice(t.app, customer, product, 10000, { date: '2025-06-10' });
    const pay = (date: string, amount: number) =>
      issueReceipt(t.app, receiptPayload(customer, [{ invoice_id: invoice.id, amount }], { date }));
    // Numbered in the order they are entered, whatever their dates.
    const first = await pay('2025-07-05', 1000);
    const removed = await pay('2025-07-01', 700);
    const third = await pay('2025-07-02', 2000);
    expect((await call(t.app, 'DELETE', `/api/receipts/${removed.id}`)).status).toBe(204);
    const applied = await call(t.app, 'POST', `/api/customers/${customer}/on-account`, {
      allocations: [{ document_id: invoice.id, amount: 500 }],
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const line = invoice.items[0]?.id;
    const note = (date: string) =>
      call(t.app, 'POST', '/api/credit-notes', {
        invoice_id: invoice.id,
        note_date: date,
        kind: 'value',
        reason: 'Rate allowance',
        lines: [{ invoice_item_id: line, taxable_value: 100 }],
      });
    const later = await note('2025-08-02');
    const earlier = await note('2025-08-01');
    expect([later.status, earlier.status]).toEqual([201, 201]);
    const laterId = (later.body as { id: number }).id;
    expect(
      (await call(t.app, 'PUT', `/api/credit-notes/${laterId}/status`, { status: 'Cancelled' })).status,
    ).toBe(200);

    const detail = invoiceDetailSchema.parse((await call(t.app, 'GET', `/api/invoice/${invoice.id}`)).body);
    expect(detail.receipts).toEqual([
      { id: first.id, voucher_number: first.voucher_number, date: '2025-07-05', mode: 'upi', amount: 1000 },
      { id: third.id, voucher_number: third.voucher_number, date: '2025-07-02', mode: 'upi', amount: 2000 },
    ]);
    expect(detail.opening_advances).toEqual([{ id: expect.any(Number), date: '2025-05-20', amount: 500 }]);
    expect(detail.notes.map((n) => [n.id, n.date, n.status, n.grand_total])).toEqual([
      [(earlier.body as { id: number }).id, '2025-08-01', 'Issued', 100],
      [laterId, '2025-08-02', 'Cancelled', 100],
    ]);
    expect(detail).toMatchObject({ received: 3500, balance: 10000 - 100 - 3500 });
  });
});
