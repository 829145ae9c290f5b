import { invoiceDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_GUJARAT,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('GET /api/invoices/{id}/pdf', () => {
  let t: TestApp;
  let invoiceId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createCustomer(t.app, { gstin: GSTIN_GUJARAT });
    const product = await createProduct(t.app, { hsn_code: '3401', gst_rate: 18, mrp: 118, rate: 100 });
    const answer = await postInvoice(
      t.app,
      invoicePayload(customer, [{ product_id: product, mrp: 118, gst_rate: 18, quantity: 3 }], {
        invoice_number: 'INV/25-26/0042',
      }),
    );
    expect(answer.status).toBe(201);
    invoiceId = invoiceDetailSchema.parse(answer.body).id;
  });
  afterAll(async () => t.close());

  it('answers the invoice as a PDF attachment named after its number, / turned into -', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Invoice_INV-25-26-0042.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('answers 404 in the JSON error shape for an unknown invoice', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/invoices/999999/pdf' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectError({ status: response.statusCode, body: response.json() }, 404, 'Invoice 999999 not found');
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/invoices/abc/pdf' });
    expect(response.statusCode).toBe(400);
  });
});
