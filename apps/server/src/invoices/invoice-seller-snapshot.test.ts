import {
  invoiceDetailSchema,
  purchaseDetailSchema,
  settingsSchema,
  voucherDetailSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractPdfPages } from '../pdf/poppler';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  invoicePayload,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { TEST_SHOP } from '../test-support/test-shop';
import { issueReceipt, receiptPayload, recordPurchase } from '../test-support/voucher-fixtures';

// Rule 46: an issued invoice keeps the seller's particulars it was issued with. Settings changed
// afterwards reach new documents only, or an invoice edited with refresh_seller.

const NEW_ADDRESS = 'Plot 7, Pandri Cloth Market, Raipur, Chhattisgarh 492004';

describe("the seller's particulars on issued documents", () => {
  let t: TestApp;
  let customer: number;
  let product: number;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createCustomer(t.app);
    product = await createProduct(t.app, { gst_rate: 18, mrp: 118, rate: 100 });
  });
  afterAll(async () => t.close());

  const issue = async () =>
    invoiceDetailSchema.parse(
      (
        await call(
          t.app,
          'POST',
          '/api/invoices',
          invoicePayload(customer, [{ product_id: product, mrp: 118, gst_rate: 18 }]),
        )
      ).body,
    );
  const detail = (id: number) =>
    expectAnswer(t.app, { method: 'GET', url: `/api/invoice/${id}` }, 200, invoiceDetailSchema);
  const pdfText = async (id: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/invoices/${id}/pdf` });
    expect(response.statusCode).toBe(200);
    // pdftotext lays the page out in columns: read it as words.
    return extractPdfPages(response.rawPayload).join(' ').replace(/\s+/g, ' ');
  };
  const changeSettings = async (changes: Record<string, unknown>) => {
    const current = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
    const answer = await call(t.app, 'PUT', '/api/settings', { ...current, ...changes });
    expect(answer.status).toBe(200);
  };

  it('keeps the old address on an invoice issued before Settings changed, in the API and the PDF', async () => {
    const old = await issue();
    const purchase = await recordPurchase(t.app, await createSupplier(t.app), product, 500);
    const receipt = await issueReceipt(t.app, receiptPayload(customer, [{ invoice_id: old.id, amount: 10 }]));
    await changeSettings({ address: NEW_ADDRESS, phone: '+91 771 555 0101', bank_ifsc: 'HDFC0001234' });

    const kept = await detail(old.id);
    expect(kept.seller).toMatchObject({
      address: TEST_SHOP.address,
      phone: TEST_SHOP.phone,
      bank_ifsc: TEST_SHOP.bank_ifsc,
    });
    const oldPdf = await pdfText(old.id);
    expect(oldPdf).toContain('Shop 12, Sadar Bazar');
    expect(oldPdf).not.toContain('Pandri Cloth Market');
    const keptReceipt = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/receipts/${receipt.id}` },
      200,
      voucherDetailSchema,
    );
    expect(keptReceipt.seller.address).toBe(TEST_SHOP.address);
    const keptPurchase = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/admin/purchases/${purchase}` },
      200,
      z.looseObject({ seller: purchaseDetailSchema.shape.seller }),
    );
    expect(keptPurchase.seller.address).toBe(TEST_SHOP.address);

    const fresh = await issue();
    expect(fresh.seller).toMatchObject({ address: NEW_ADDRESS, bank_ifsc: 'HDFC0001234' });
    const freshPdf = await pdfText(fresh.id);
    expect(freshPdf).toContain('Pandri Cloth Market');
    expect(freshPdf).not.toContain('Shop 12, Sadar Bazar');
  });

  it('shows the current settings for a row stored without particulars (never written by the app)', async () => {
    const invoice = await issue();
    await changeSettings({ address: NEW_ADDRESS });
    await t.db.updateTable('invoices').set({ seller_snapshot: null }).where('id', '=', invoice.id).execute();
    expect((await detail(invoice.id)).seller.address).toBe(NEW_ADDRESS);
  });

  it('keeps its copy through an edit, and takes the current one only when asked', async () => {
    await changeSettings({ address: 'Shop 1, Station Road, Raipur, Chhattisgarh 492009' });
    const invoice = await issue();
    await changeSettings({ address: 'Shop 2, Station Road, Raipur, Chhattisgarh 492009' });
    // The edit form is handed the particulars the invoice keeps, not today's.
    const forEdit = await call(t.app, 'GET', `/api/invoices/${invoice.id}`);
    expect(forEdit.body).toMatchObject({
      seller: { address: 'Shop 1, Station Road, Raipur, Chhattisgarh 492009' },
    });
    const edit = invoicePayload(customer, [{ product_id: product, mrp: 118, gst_rate: 18, quantity: 2 }], {
      invoice_number: invoice.invoice_number,
    });
    const edited = invoiceDetailSchema.parse(
      (await call(t.app, 'PUT', `/api/invoices/${invoice.id}`, edit)).body,
    );
    expect(edited.seller.address).toBe('Shop 1, Station Road, Raipur, Chhattisgarh 492009');
    expect(edited.grand_total).toBe(236);
    const refreshed = invoiceDetailSchema.parse(
      (await call(t.app, 'PUT', `/api/invoices/${invoice.id}`, { ...edit, refresh_seller: true })).body,
    );
    expect(refreshed.seller.address).toBe('Shop 2, Station Road, Raipur, Chhattisgarh 492009');
    expect(await pdfText(invoice.id)).toContain('Shop 2, Station Road');
  });

  it('refuses to keep the particulars of another state through an edit, unless refreshed', async () => {
    const invoice = await issue();
    await changeSettings({
      gstin: '24AANFA2641L1ZF',
      state_code: '24',
      address: 'Relief Road, Ahmedabad, Gujarat 380001',
    });
    const edit = invoicePayload(customer, [{ product_id: product, mrp: 118, gst_rate: 18 }], {
      invoice_number: invoice.invoice_number,
    });
    const kept = await call(t.app, 'PUT', `/api/invoices/${invoice.id}`, edit);
    expect(kept.status).toBe(422);
    expect((kept.body as { errors: Record<string, string[]> }).errors.refresh_seller?.[0]).toMatch(
      /^This invoice was issued from Chhattisgarh \(GSTIN 22AAAAA0000A1ZC\); the shop is now in Gujarat\./,
    );
    expect((await detail(invoice.id)).seller.state_code).toBe('22');
    const refreshed = invoiceDetailSchema.parse(
      (await call(t.app, 'PUT', `/api/invoices/${invoice.id}`, { ...edit, refresh_seller: true })).body,
    );
    expect(refreshed.seller).toMatchObject({ state_code: '24', gstin: '24AANFA2641L1ZF' });
  });
});
