import { createHash } from 'node:crypto';
import { todayIso } from '@bahi/domain';
import { eInvoiceSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readQrCode } from '../pdf/pdf-page-image';
import { extractPdfPages } from '../pdf/poppler';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  type ItemPayload,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import {
  GSTIN_ODISHA,
  prepareEInvoicing,
  SHOP_GSTIN,
  signedQr,
  validateInv01,
} from '../test-support/irp-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// E-invoices of B2B invoices: the INV-01 JSON against the schema kept beside this test, the IRP's
// checks, the IRP's answer read back onto the PDFs (the QR read by zbarimg), and what an IRN locks.

describe('e-invoices', () => {
  let t: TestApp;
  let odisha: number;
  let products: [number, number, number];
  const today = todayIso();

  beforeAll(async () => {
    t = await createTestApp();
    odisha = await prepareEInvoicing(t.app);
    products = [
      await createProduct(t.app, {
        name: 'Ceiling Fan',
        hsn_code: '84145110',
        gst_rate: 18,
        opening_stock: 100,
      }),
      await createProduct(t.app, {
        name: 'Steel Almirah',
        hsn_code: '940320',
        gst_rate: 18,
        opening_stock: 100,
      }),
      await createProduct(t.app, {
        name: 'Basmati Rice',
        hsn_code: '1006',
        gst_rate: 5,
        opening_stock: 100,
        unit: 'KGS',
      }),
    ];
  });
  afterAll(() => t.close());

  const threeLines = (): ItemPayload[] => [
    { product_id: products[0], price_basis: 'rate', rate: 2450.5, gst_rate: 18, quantity: 12, discount: 5 },
    { product_id: products[1], price_basis: 'rate', rate: 8999, gst_rate: 18, quantity: 2 },
    { product_id: products[2], price_basis: 'mrp', mrp: 799, gst_rate: 5, quantity: 2.5 },
  ];

  async function threeLineInvoice(customer = odisha) {
    const answer = await postInvoice(t.app, invoicePayload(customer, threeLines(), { date: today }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return z.object({ id: z.number(), invoice_number: z.string() }).loose().parse(answer.body);
  }

  it('writes a 3-line inter-state invoice as INV-01 that the schema accepts', async () => {
    const invoice = await threeLineInvoice();
    const status = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/invoices/${invoice.id}/e-invoice` },
      200,
      eInvoiceSchema,
    );
    expect(status).toMatchObject({ status: 'needed', problems: [] });
    const answer = await call(t.app, 'POST', `/api/invoices/${invoice.id}/e-invoice/json`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [document] = answer.body as Record<string, unknown>[];
    expect(validateInv01(document), JSON.stringify(validateInv01.errors)).toBe(true);
    expect(document).toMatchObject({
      DocDtls: { Typ: 'INV', No: invoice.invoice_number },
      SellerDtls: { Gstin: SHOP_GSTIN, Pin: 492001, Stcd: '22' },
      BuyerDtls: { Gstin: GSTIN_ODISHA, Pin: 751001, Stcd: '21', Pos: '21' },
      ValDtls: { CgstVal: 0, SgstVal: 0 },
    });
    const items = (
      document as {
        ItemList: { AssAmt: number; TotAmt: number; Discount: number; IgstAmt: number; TotItemVal: number }[];
      }
    ).ItemList;
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.AssAmt).toBeCloseTo(item.TotAmt - item.Discount, 2);
      expect(item.TotItemVal).toBeCloseTo(item.AssAmt + item.IgstAmt, 2);
    }
  });

  it("refuses a B2C invoice and a buyer with the shop's own GSTIN, naming the field", async () => {
    const walkIn = await createCustomer(t.app, {
      name: 'Walk-in',
      gstin: '',
      address: 'Raipur',
      pin_code: '492001',
    });
    const own = await createCustomer(t.app, {
      name: 'Ourselves',
      gstin: '22AABCU9603R1ZX',
      address: 'Sadar Bazar, Raipur',
      pin_code: '492001',
    });
    const b2c = await threeLineInvoice(walkIn);
    const self = await threeLineInvoice(own);
    // Customers are refused the shop's own GSTIN, and so are invoices for one saved before that
    // rule; an invoice issued to such a customer before both rules still reaches here.
    await t.db.updateTable('customers').set({ gstin: SHOP_GSTIN }).where('id', '=', own).execute();
    await t.db
      .updateTable('invoices')
      .set({ customer_gstin: SHOP_GSTIN })
      .where('id', '=', self.id)
      .execute();
    expect((await call(t.app, 'GET', `/api/invoices/${b2c.id}/e-invoice`)).body).toMatchObject({
      status: 'not-applicable',
    });
    expectFieldErrors(await call(t.app, 'POST', `/api/invoices/${b2c.id}/e-invoice/json`), {
      customer_gstin: ['BuyerDtls.Gstin: A B2C invoice (buyer without GSTIN) is not reported to the IRP'],
    });
    expectFieldErrors(await call(t.app, 'POST', `/api/invoices/${self.id}/e-invoice/json`), {
      customer_gstin: ["BuyerDtls.Gstin: The buyer's GSTIN is the shop's own"],
    });
  });

  it('refuses a number starting with 0, an HSN of 5 digits, a buyer PIN outside its state and a round-off of Rs 100, naming each field', async () => {
    // Bahi's own rules keep each of these out of a new invoice (numbering, the product's HSN, the
    // customer's PIN check, rounding to the rupee); data kept from before those rules, or from
    // an import, still reaches the IRP's checks, so each is written straight into the book.
    const first = await threeLineInvoice();
    const cuttack = await createCustomer(t.app, {
      name: 'Cuttack Stores',
      gstin: GSTIN_ODISHA,
      address: 'Link Road, Cuttack',
      pin_code: '753012',
      confirm_duplicate_gstin: true,
    });
    const second = await threeLineInvoice(cuttack);
    await t.db
      .updateTable('invoices')
      .set({ invoice_number: '0042/26' })
      .where('id', '=', first.id)
      .execute();
    const [line] = await t.db
      .selectFrom('invoice_items')
      .select('id')
      .where('invoice_id', '=', first.id)
      .orderBy('id')
      .execute();
    await t.db
      .updateTable('invoice_items')
      .set({ hsn_code: '84145' })
      .where('id', '=', line?.id ?? 0)
      .execute();
    expectFieldErrors(await call(t.app, 'POST', `/api/invoices/${first.id}/e-invoice/json`), {
      document_number: [
        'DocDtls.No: The number must be 1 to 16 letters, digits, / or -, and must not start with 0, / or -',
      ],
      'items.0.hsn_code': ['ItemList.0.HsnCd: HSN 84145 of line 1 must be 4, 6 or 8 digits, not all zeros'],
    });
    await t.db.updateTable('customers').set({ pin_code: '492001' }).where('id', '=', cuttack).execute();
    await t.db.updateTable('invoices').set({ round_off: 10000 }).where('id', '=', second.id).execute();
    expectFieldErrors(await call(t.app, 'POST', `/api/invoices/${second.id}/e-invoice/json`), {
      buyer_pin_code: ['BuyerDtls.Pin: PIN code 492001 is not in Odisha: its PIN codes start with 751-770'],
      round_off: ['ValDtls.RndOffAmt: Round-off must be between -99.99 and 99.99'],
    });
  });

  it("reads the IRP's answer for two invoices onto their PDFs, then refuses an edit and a late cancel", async () => {
    const first = await threeLineInvoice();
    const cuttack = await createCustomer(t.app, {
      name: 'Cuttack Stores',
      gstin: GSTIN_ODISHA,
      address: 'Link Road, Cuttack',
      pin_code: '753012',
      confirm_duplicate_gstin: true,
    });
    const second = await threeLineInvoice(cuttack);
    const irnOf = (number: string) =>
      createHash('sha256').update(`${SHOP_GSTIN}${number}INV2026-27`).digest('hex');
    const answers = [first, second].map((invoice, index) => ({
      AckNo: `11251000000000${index + 1}`,
      AckDt: index === 0 ? '2025-11-26 10:15:00' : new Date(Date.now() - 60_000).toISOString(),
      Irn: irnOf(invoice.invoice_number),
      SignedInvoice: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
      SignedQRCode: signedQr(invoice.invoice_number, irnOf(invoice.invoice_number)),
      Status: 'ACT',
    }));
    const imported = await call(t.app, 'POST', '/api/e-invoices/import', {
      content: JSON.stringify(answers),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);

    for (const [index, invoice] of [first, second].entries()) {
      const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf` });
      expect(pdf.statusCode).toBe(200);
      const text = extractPdfPages(pdf.rawPayload).join('\n').replace(/\s+/g, '');
      expect(text).toContain(irnOf(invoice.invoice_number));
      expect(text).toContain(`AckNo:11251000000000${index + 1}`);
      expect(readQrCode(pdf.rawPayload)).toBe(answers[index]?.SignedQRCode);
    }

    const changed = await call(
      t.app,
      'PUT',
      `/api/invoices/${first.id}`,
      invoicePayload(odisha, threeLines().slice(0, 2), { date: today, invoice_number: first.invoice_number }),
    );
    expect(changed.status).toBe(409);
    expect((changed.body as { message: string }).message).toContain('cannot be changed');
    const cancelInvoice = await call(t.app, 'PUT', `/api/invoices/${first.id}/status`, {
      status: 'Cancelled',
    });
    expect(cancelInvoice.status).toBe(409);

    // The first was acknowledged long ago (a fixed past time): only a credit note corrects it now.
    const late = await call(t.app, 'POST', `/api/invoices/${first.id}/e-invoice/cancel`, { reason_code: 2 });
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toContain('credit note');
    const cancelled = await call(t.app, 'POST', `/api/invoices/${second.id}/e-invoice/cancel`, {
      reason_code: 2,
      remark: 'Wrong rate',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Data entry mistake: Wrong rate',
    });
  });

  it('records the e-way bill the IRP generated with the IRN, and prints its number on the invoice', async () => {
    const invoice = await threeLineInvoice();
    const irn = createHash('sha256').update(`${SHOP_GSTIN}${invoice.invoice_number}EWB`).digest('hex');
    // The IRP's own times are India's, without a zone.
    const imported = await call(t.app, 'POST', '/api/e-invoices/import', {
      content: JSON.stringify({
        AckNo: '112510000000777',
        AckDt: '2026-11-26 10:15:00',
        Irn: irn,
        SignedQRCode: signedQr(invoice.invoice_number, irn),
        Status: 'ACT',
        EwbNo: 381012349999,
        EwbDt: '2026-11-26 10:15:00',
        EwbValidTill: '2026-11-29 23:59:00',
      }),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const bill = await call(t.app, 'GET', `/api/invoices/${invoice.id}/eway-bill`);
    expect(bill.body).toMatchObject({
      ewb_number: '381012349999',
      ewb_date: '2026-11-26T04:45:00.000Z',
      valid_until: '2026-11-29T18:29:00.000Z',
    });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = extractPdfPages(pdf.rawPayload).join('\n');
    expect(text).toContain('E-Way Bill No: 381012349999');
    expect(text.replace(/\s+/g, '')).toContain(irn);
  });
});
