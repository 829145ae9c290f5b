import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createCustomer,
  createProduct,
  GSTIN_CHHATTISGARH,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser, injectAs } from '../test-support/test-session';

// The full export: one .zip with a CSV per master and document table. Read back here, its figures
// are the stored ones as plain numbers (rupees to the paisa, rates in percent, quantities with
// their decimals), Hindi text survives, and a formula-like name cannot run in a spreadsheet.

/** A CSV file's rows as objects keyed by its header (quoted cells with commas and quotes handled). */
function readCsv(bytes: Uint8Array): Record<string, string>[] {
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  const [header = [], ...data] = rows;
  return data.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

describe('full export', () => {
  let t: TestApp;
  let invoiceNumber: string;

  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createCustomer(t.app, { name: 'गुप्ता किराना, Raipur', gstin: GSTIN_CHHATTISGARH });
    await createCustomer(t.app, { name: '=HYPERLINK("x")' });
    const rice = await createProduct(t.app, {
      name: 'Basmati "Gold" 5 kg',
      gst_rate: 5,
      unit: 'KGS',
      mrp: 1234567.8,
    });
    const answer = await postInvoice(
      t.app,
      invoicePayload(customer, [
        { product_id: rice, price_basis: 'rate', rate: 100.2, gst_rate: 5, quantity: 2.5 },
      ]),
    );
    invoiceNumber = z.object({ invoice_number: z.string() }).parse(answer.body).invoice_number;
  });
  afterAll(() => t.close());

  it('answers a .zip whose CSVs hold every master and document as plain figures', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/export' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/filename="Bahi_export_\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'products.csv',
        'customers.csv',
        'invoices.csv',
        'invoice_items.csv',
        'purchase_returns.csv',
        'refunds.csv',
      ]),
    );

    const product = readCsv(files['products.csv'] ?? new Uint8Array()).find(
      (row) => row.name === 'Basmati "Gold" 5 kg',
    );
    expect(product).toMatchObject({ mrp: '1234567.80', unit: 'KGS' });
    expect(product).not.toHaveProperty('version');

    const customers = readCsv(files['customers.csv'] ?? new Uint8Array());
    expect(customers.map((row) => row.name)).toEqual(
      expect.arrayContaining(['गुप्ता किराना, Raipur', `'=HYPERLINK("x")`]),
    );

    const invoice = readCsv(files['invoices.csv'] ?? new Uint8Array()).find(
      (row) => row.invoice_number === invoiceNumber,
    );
    // 2.5 kg at 100.20: 250.50 taxable, 5%: CGST 6.26 + SGST 6.26 (half-rounded each), 263.02.
    expect(invoice).toMatchObject({ total_amount: '250.50', gst_amount: '12.52', grand_total: '263.02' });
    expect(invoice).not.toHaveProperty('seller_snapshot');
    const [line] = readCsv(files['invoice_items.csv'] ?? new Uint8Array());
    expect(line).toMatchObject({ quantity: '2.5', rate: '100.20', gst_rate: '5', subtotal: '250.50' });
    expect(line).not.toHaveProperty('counts');
  });

  it('is for the owner and the accountant only', async () => {
    const billing = await createTestUser(t.db, 'billing');
    const accountant = await createTestUser(t.db, 'accountant');
    expect((await injectAs(t.app, billing, { method: 'GET', url: '/api/export' })).statusCode).toBe(403);
    expect((await injectAs(t.app, accountant, { method: 'GET', url: '/api/export' })).statusCode).toBe(200);
  });
});
