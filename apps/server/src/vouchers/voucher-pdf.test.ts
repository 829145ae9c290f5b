import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPopplerInstalled, extractPdfPages, listPdfImages, readPdfPageCount } from '../pdf/poppler';
import { call } from '../test-support/api-calls';
import { createCustomer, createProduct, createSupplier } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { issueInvoice, issueReceipt, receiptPayload, recordPurchase } from '../test-support/voucher-fixtures';

// GET /api/receipts/{id}/pdf and /api/payments/{id}/pdf, read back with pdftotext: what the
// customer's or supplier's PDF reader finds in the file.

describe('voucher PDFs', () => {
  let t: TestApp;

  beforeAll(async () => {
    assertPopplerInstalled();
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function download(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    return { response, pdf: response.rawPayload, text: extractPdfPages(response.rawPayload).join('\n') };
  }

  it('prints a receipt: seller, number, customer, amount in figures and words, mode, what it settles', async () => {
    const product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
    const customer = await createCustomer(t.app, {
      name: 'Agrawal Kirana Bhandar',
      address: 'Gol Bazar, Raipur',
    });
    const first = await issueInvoice(t.app, customer, product, 123456.78, {
      invoice_number: 'INV/25-26/0101',
    });
    const second = await issueInvoice(t.app, customer, product, 1000, { invoice_number: 'INV/25-26/0102' });
    const receipt = await issueReceipt(
      t.app,
      receiptPayload(
        customer,
        [
          { invoice_id: first.id, amount: 123456.78 },
          { invoice_id: second.id, amount: 500 },
        ],
        { mode: 'cheque', cheque_number: '004512', reference: 'SBI Raipur', date: '2025-07-09' },
      ),
    );
    const { response, pdf, text } = await download(`/api/receipts/${receipt.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Receipt_${receipt.voucher_number}.pdf"`,
    );
    expect(readPdfPageCount(pdf)).toBe(1);
    expect(listPdfImages(pdf)).toEqual([]);

    expect(text).toContain('Receipt Voucher');
    expect(text).toMatch(new RegExp(`Voucher No\\.\\s+${receipt.voucher_number}`));
    expect(text).toMatch(/Date\s+09\/07\/2025/);
    expect(text).toContain('Received with thanks from');
    expect(text).toContain('Agrawal Kirana Bhandar');
    expect(text).toContain('₹1,23,956.78');
    // The words may wrap inside their box: compare them with the line breaks read as spaces.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Rupees One Lakh Twenty Three Thousand Nine Hundred Fifty Six and Seventy Eight Paise Only',
    );
    expect(text).toMatch(/Mode\s+Cheque/);
    expect(text).toMatch(/Cheque No\.\s+004512/);
    expect(text).toMatch(/Reference\s+SBI Raipur/);
    expect(text).toMatch(/1\s+INV\/25-26\/0101\s+15\/06\/2025\s+1,23,456\.78\s+1,23,456\.78/);
    expect(text).toMatch(/2\s+INV\/25-26\/0102\s+15\/06\/2025\s+1,000\.00\s+500\.00/);
    expect(text).toContain('Authorised Signatory');
  });

  it('prints a payment voucher with an on-account line', async () => {
    const product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
    const supplier = await createSupplier(t.app, { name: 'Durg Agencies' });
    await recordPurchase(t.app, supplier, product, 10);
    const answer = await call(t.app, 'POST', '/api/payments', {
      date: '2025-07-10',
      supplier_id: supplier,
      amount: 2500,
      mode: 'bank_transfer',
    });
    const payment = answer.body as { id: number; voucher_number: string };
    const { response, text } = await download(`/api/payments/${payment.id}/pdf`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Payment_${payment.voucher_number}.pdf"`,
    );
    expect(text).toContain('Payment Voucher');
    expect(text).toContain('Paid to');
    expect(text).toContain('Durg Agencies');
    expect(text).toMatch(/Mode\s+Bank Transfer/);
    expect(text).toMatch(/On account \(not against any bill\)\s+2,500\.00/);
    expect(text).toContain('Rupees Two Thousand Five Hundred Only');
  });

  it('answers 404 in the JSON error shape for a removed or unknown voucher', async () => {
    const customer = await createCustomer(t.app);
    const receipt = await issueReceipt(t.app, receiptPayload(customer, [], { amount: 1 }));
    await call(t.app, 'DELETE', `/api/receipts/${receipt.id}`);
    const response = await t.app.inject({ method: 'GET', url: `/api/receipts/${receipt.id}/pdf` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
