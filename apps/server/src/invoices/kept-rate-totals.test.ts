import { invoiceListRowSchema } from '@bahi/domain/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, list } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_KARNATAKA,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { keptRateTotalsOf, readKeptRateTotals } from './kept-rate-totals';

// The list's GST columns (and the e-way bill's value) come from each invoice's totals per rate,
// kept on its row by the save. They must equal the lines' sums after a save and after an edit,
// and a row that keeps none, or keeps something unreadable, is summed from its lines instead.

describe('kept totals per GST rate: the text', () => {
  it('sums lines per rate, lowest rate first, and reads back what it wrote', () => {
    const text = keptRateTotalsOf([
      { gst_rate_bp: 1800, subtotal: 20000, tax_amount: 3600 },
      { gst_rate_bp: 500, subtotal: 10000, tax_amount: 500 },
      { gst_rate_bp: 1800, subtotal: 5050, tax_amount: 909 },
    ]);
    expect(text).toBe('[[500,1,10000,500],[1800,2,25050,4509]]');
    expect(readKeptRateTotals(7, text)).toEqual([
      { invoice_id: 7, gst_rate_bp: 500, total_items: 1, subtotal: 10000, tax: 500 },
      { invoice_id: 7, gst_rate_bp: 1800, total_items: 2, subtotal: 25050, tax: 4509 },
    ]);
    expect(readKeptRateTotals(7, '[]')).toEqual([]);
  });

  it('reads nothing from a row without them or with anything else there', () => {
    for (const text of [
      null,
      '',
      'not json',
      '{}',
      '[[500,1,100]]',
      '[[500,1,100,"5"]]',
      '[[500,1,1.5,5]]',
    ]) {
      expect(readKeptRateTotals(1, text)).toBeNull();
    }
  });
});

describe('kept totals per GST rate on the invoice list', () => {
  let t: TestApp;
  let customer: number;
  let rice: number;
  let oil: number;

  const rowOf = async (invoiceNumber: string) => {
    const { data } = await list(t.app, `/api/invoices?search=${invoiceNumber}`, invoiceListRowSchema);
    const row = data.find((invoice) => invoice.invoice_number === invoiceNumber);
    if (!row) throw new Error(`${invoiceNumber} is not on the list`);
    return row;
  };

  /** What the row keeps, and the same recounted from its lines as the migration does. */
  const keptAndCounted = async (id: number) => {
    const kept = await sql<{ rate_totals: string | null }>`
      select rate_totals from invoices where id = ${id}`.execute(t.db);
    const counted = await sql<{ gst_rate_bp: number; lines: number; subtotal: number; tax: number }>`
      select gst_rate_bp, count(*) as lines, sum(subtotal) as subtotal, sum(tax_amount) as tax
      from invoice_items where invoice_id = ${id} group by gst_rate_bp order by gst_rate_bp`.execute(t.db);
    return {
      kept: JSON.parse(kept.rows[0]?.rate_totals ?? 'null'),
      counted: counted.rows.map((row) => [row.gst_rate_bp, row.lines, row.subtotal, row.tax].map(Number)),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createCustomer(t.app, { name: 'Rate Traders', gstin: GSTIN_KARNATAKA });
    rice = await createProduct(t.app, { name: 'Rate Rice 5 kg', gst_rate: 5, hsn_code: '1006' });
    oil = await createProduct(t.app, { name: 'Rate Oil 1 L', gst_rate: 18, hsn_code: '1514' });
  });
  afterAll(async () => t.close());

  it('keeps the lines summed per rate when an invoice is saved and when it is changed', async () => {
    const saved = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [
          { product_id: rice, rate: 100, gst_rate: 5, quantity: 2 },
          { product_id: oil, rate: 200, gst_rate: 18 },
          { product_id: rice, rate: 50, gst_rate: 5 },
        ],
        { invoice_number: 'RT/1' },
      ),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const { id } = saved.body as { id: number };
    let figures = await keptAndCounted(id);
    expect(figures.kept).toEqual([
      [500, 2, 25000, 1250],
      [1800, 1, 20000, 3600],
    ]);
    expect(figures.kept).toEqual(figures.counted);
    expect((await rowOf('RT/1')).gst_summary).toEqual({
      '5': { total_items: 2, subtotal: 250, tax: 12.5 },
      '18': { total_items: 1, subtotal: 200, tax: 36 },
    });

    const changed = invoicePayload(customer, [{ product_id: oil, rate: 300, gst_rate: 18, quantity: 3 }], {
      invoice_number: 'RT/1',
    });
    expect((await call(t.app, 'PUT', `/api/invoices/${id}`, changed)).status).toBe(200);
    figures = await keptAndCounted(id);
    expect(figures.kept).toEqual([[1800, 1, 90000, 16200]]);
    expect(figures.kept).toEqual(figures.counted);
    expect((await rowOf('RT/1')).gst_summary).toEqual({ '18': { total_items: 1, subtotal: 900, tax: 162 } });
  });

  it('shows the same row from the lines when the invoice keeps none or keeps something unreadable', async () => {
    // Over Rs 50,000 to another state: the e-way bill's value comes from the same totals.
    const big = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [
          { product_id: oil, rate: 30000, gst_rate: 18, quantity: 2 },
          { product_id: rice, rate: 1000, gst_rate: 5, quantity: 3 },
        ],
        { invoice_number: 'RT/2' },
      ),
    );
    expect(big.status, JSON.stringify(big.body)).toBe(201);
    const { id } = big.body as { id: number };
    const fromKept = await rowOf('RT/2');
    expect(fromKept.gst_summary).toEqual({
      '5': { total_items: 1, subtotal: 3000, tax: 150 },
      '18': { total_items: 1, subtotal: 60000, tax: 10800 },
    });
    for (const stored of [null, 'garbled']) {
      await sql`update invoices set rate_totals = ${stored} where id = ${id}`.execute(t.db);
      expect(await rowOf('RT/2')).toEqual(fromKept);
    }
  });
});
