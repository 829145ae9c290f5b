import { invoiceListRowSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, list } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The invoice list's total, narrowed by dates alone, is the sum of the kept per-day counts; any
// other filter counts the matching rows. Both must agree whatever happens to an invoice after it
// is saved: cancelled, its date changed.

describe('invoice list total from the kept day counts', () => {
  let t: TestApp;

  const total = async (query: string) =>
    (await list(t.app, `/api/invoices?${query}`, invoiceListRowSchema)).total;

  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createCustomer(t.app, { name: 'Count Traders' });
    const tea = await createProduct(t.app, { name: 'Count Tea', gst_rate: 5, hsn_code: '0902' });
    const lines = [{ product_id: tea, mrp: 105, gst_rate: 5 }];
    const saved: { id: number; invoice_number: string }[] = [];
    for (const [number, date] of [
      ['CNT/1', '2025-06-10'],
      ['CNT/2', '2025-06-20'],
      ['CNT/3', '2025-07-05'],
    ] as const) {
      const answer = await postInvoice(
        t.app,
        invoicePayload(customer, lines, { invoice_number: number, date }),
      );
      expect(answer.status).toBe(201);
      saved.push(answer.body as { id: number; invoice_number: string });
    }
    const [first, second] = saved;
    if (!first || !second) throw new Error('the invoices were not saved');
    expect(
      (await call(t.app, 'PUT', `/api/invoices/${first.id}/status`, { status: 'Cancelled' })).status,
    ).toBe(200);
    const moved = invoicePayload(customer, lines, {
      invoice_number: second.invoice_number,
      date: '2025-07-06',
    });
    expect((await call(t.app, 'PUT', `/api/invoices/${second.id}`, moved)).status).toBe(200);
  });
  afterAll(async () => t.close());

  it('counts every invoice, cancelled too, under its date as it now stands', async () => {
    expect(await total('')).toBe(3);
    expect(await total('from=2025-06-01&to=2025-06-30')).toBe(1);
    expect(await total('from=2025-07-01&to=2025-07-31')).toBe(2);
    expect(await total('from=2025-07-06')).toBe(1);
    expect(await total('to=2025-06-19')).toBe(1);
    expect(await total('from=2025-08-01&to=2025-08-31')).toBe(0);
  });

  it('agrees with the rows counted one by one', async () => {
    // A search narrows by more than dates, so these are counted from the invoices themselves.
    expect(await total('search=CNT')).toBe(await total(''));
    expect(await total('search=CNT&from=2025-07-01&to=2025-07-31')).toBe(
      await total('from=2025-07-01&to=2025-07-31'),
    );
    expect(await total('search=CNT&from=2025-06-01&to=2025-06-30')).toBe(
      await total('from=2025-06-01&to=2025-06-30'),
    );
  });

  it('gives the count with a page of rows and with a page past the end alike', async () => {
    // The count rides on the page's rows (one statement); a page past the end has none to carry it.
    const page = await list(t.app, '/api/invoices?limit=1&offset=1', invoiceListRowSchema);
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe(3);
    const beyond = await list(t.app, '/api/invoices?limit=10&offset=10', invoiceListRowSchema);
    expect(beyond.data).toHaveLength(0);
    expect(beyond.total).toBe(3);
    expect(await total('from=2025-07-01&to=2025-07-31&offset=5')).toBe(2);
  });
});
