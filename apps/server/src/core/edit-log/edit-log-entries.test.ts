import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../../test-support/api-calls';
import { createCustomer, createProduct } from '../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { issueInvoice } from '../../test-support/voucher-fixtures';

// The write routes no other API test calls: each succeeds and leaves its edit-log entry (the test
// app checks every write; edit-log-coverage.test.ts finds these routes called here).

const withId = z.object({ id: z.number() }).loose();

describe('edit log entries of the less-used writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function entriesOf(recordType: string, id: number) {
    const answer = await call(t.app, 'GET', `/api/audit-log?record_type=${recordType}&record_id=${id}`);
    return z.object({ data: z.array(z.object({ action: z.string() })) }).parse(answer.body).data;
  }

  it('renaming a price level', async () => {
    const level = withId.parse((await call(t.app, 'POST', '/api/price-levels', { name: 'Retail' })).body);
    const renamed = await call(t.app, 'PUT', `/api/price-levels/${level.id}`, {
      name: 'Retailer',
      rates: [],
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await entriesOf('price_level', level.id)).map((entry) => entry.action)).toEqual([
      'update',
      'create',
    ]);
  });

  it('cancelling a debit note', async () => {
    const customer = await createCustomer(t.app);
    const product = await createProduct(t.app, { opening_stock: 5 });
    const invoice = await issueInvoice(t.app, customer, product, 100);
    const note = await call(t.app, 'POST', '/api/debit-notes', {
      invoice_id: invoice.id,
      note_date: invoice.date,
      reason: 'Rate corrected',
      lines: [{ invoice_item_id: invoice.items[0]?.id, taxable_value: 10 }],
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const { id } = withId.parse(note.body);
    const cancelled = await call(t.app, 'PUT', `/api/debit-notes/${id}/status`, { status: 'Cancelled' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await entriesOf('debit_note', id)).map((entry) => entry.action)).toEqual(['cancel', 'create']);
  });
});
