import { gstr1PreviewSchema, gstr3bSchema } from '@bahi/domain/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  GSTIN_KARNATAKA,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { validateGstr1Upload, validateGstr3b } from '../test-support/return-schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Each 0% line in the column of its supply category. The shop is in Chhattisgarh (22). August 2026:
// - salt (nil-rated) 100 to a walk-in buyer in the state: GSTR-1 nil INTRAB2C nil_amt;
// - a book (exempt) 250 to a registered buyer in the state, 50 of it credited on value: INTRAB2B
//   expt_amt 200;
// - diesel (non-GST) 400 to a registered buyer in Karnataka: INTRB2B ngsup_amt;
// - a book 50 to a walk-in buyer shipped to Maharashtra: INTRB2C expt_amt.
// GSTR-3B 3.1(c) = 100 + 200 + 50 = 350, 3.1(e) = 400. A bill of supply of salt for 1,000, issued
// before the shop registered, is in neither return. Purchases: books (exempt) for 600 from Gujarat
// (Table 5 GST, inter-state), diesel for 700 within the state and for 300 from a composition dealer
// within the state (Table 5 NONGST, intra-state, 1,000: a non-GST line stays non-GST whoever sells
// it), and books for 900 from Gujarat, cancelled (in neither row).

describe('supply categories in GSTR-1 and GSTR-3B', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const salt = await createProduct(t.app, { gst_rate: 0, hsn_code: '2501', supply_category: 'nil_rated' });
    const book = await createProduct(t.app, { gst_rate: 0, hsn_code: '4901', supply_category: 'exempt' });
    const diesel = await createProduct(t.app, { gst_rate: 0, hsn_code: '2710', supply_category: 'non_gst' });
    const sell = async (customer: number, product: number, rate: number) => {
      const answer = await postInvoice(
        t.app,
        invoicePayload(customer, [{ product_id: product, gst_rate: 0, rate, price_basis: 'rate' }], {
          date: '2026-08-10',
        }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return Number((answer.body as { id: number }).id);
    };
    const walkIn = await createCustomer(t.app, {});
    const bill = await sell(walkIn, salt, 1000);
    await sql`update invoices set seller_snapshot = ${JSON.stringify({ name: 'Shop', gstin: '' })}
      where id = ${bill}`.execute(t.db);
    await sell(walkIn, salt, 100);
    const bookSale = await sell(await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH }), book, 250);
    await sell(await createCustomer(t.app, { gstin: GSTIN_KARNATAKA }), diesel, 400);
    await sell(await createCustomer(t.app, { name: 'Walk-in, Pune', state_code: '27' }), book, 50);
    const { rows } = await sql<{
      id: number;
    }>`select id from invoice_items where invoice_id = ${bookSale}`.execute(t.db);
    const credit = await call(t.app, 'POST', '/api/credit-notes', {
      invoice_id: bookSale,
      note_date: '2026-08-20',
      kind: 'value',
      reason: 'Discount agreed',
      lines: [{ invoice_item_id: Number(rows[0]?.id), taxable_value: 50 }],
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    const buy = async (supplier: number, product: number, amount: number) => {
      const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
        supplier_id: supplier,
        invoice_number: `P-${amount}`,
        purchase_date: '2026-08-05',
        items: [{ product_id: product, quantity: 1, amount, discount: 0, gst_rate: 0 }],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return Number((answer.body as { id: number }).id);
    };
    const gujarat = await createSupplier(t.app, { gstin: GSTIN_GUJARAT });
    await buy(gujarat, book, 600);
    await buy(await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH }), diesel, 700);
    const dealer = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH, gst_scheme: 'composition' });
    await buy(dealer, diesel, 300);
    const cancelled = await buy(gujarat, book, 900);
    const cancel = await call(t.app, 'POST', `/api/admin/purchases/${cancelled}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  });
  afterAll(async () => t.close());

  it('puts each 0% line of GSTR-1 in the nil table column of its category', async () => {
    const answer = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr1/preview?period=082026' },
      200,
      gstr1PreviewSchema,
    );
    expect(answer.gstr1.nil).toEqual({
      inv: [
        { sply_ty: 'INTRB2B', nil_amt: 0, expt_amt: 0, ngsup_amt: 400 },
        { sply_ty: 'INTRAB2B', nil_amt: 0, expt_amt: 200, ngsup_amt: 0 },
        { sply_ty: 'INTRB2C', nil_amt: 0, expt_amt: 50, ngsup_amt: 0 },
        { sply_ty: 'INTRAB2C', nil_amt: 100, expt_amt: 0, ngsup_amt: 0 },
      ],
    });
    // The bill of supply is nowhere: not in the books the return ties to, nor the HSN summary.
    expect(answer.books.taxable).toBe(750);
    expect(answer.problems).toEqual([]);
    const hsn = answer.gstr1.hsn as { hsn_b2c: { hsn_sc: string; txval: number }[] };
    expect(hsn.hsn_b2c.find((row) => row.hsn_sc === '2501')?.txval).toBe(100);
    const download = await t.app.inject({ method: 'GET', url: '/api/gstr1?period=082026' });
    expect(download.statusCode, download.body).toBe(200);
    expect(validateGstr1Upload(download.json()), JSON.stringify(validateGstr1Upload.errors)).toBe(true);
  });

  it('reports nil-rated and exempt supplies in 3.1(c), non-GST ones in 3.1(e), and inward ones in Table 5', async () => {
    const answer = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=082026' },
      200,
      gstr3bSchema,
    );
    expect(answer.outward_nil).toBe(350);
    expect(answer.outward_non_gst).toBe(400);
    expect(answer.inward_exempt).toEqual({ inter: 600, intra: 0 });
    expect(answer.inward_non_gst).toEqual({ inter: 0, intra: 1000 });
    expect(answer.json).toMatchObject({
      sup_details: { osup_nil_exmp: { txval: 350 }, osup_nongst: { txval: 400 } },
      inward_sup: {
        isup_details: [
          { ty: 'GST', inter: 600, intra: 0 },
          { ty: 'NONGST', inter: 0, intra: 1000 },
        ],
      },
    });
    expect(validateGstr3b(answer.json), JSON.stringify(validateGstr3b.errors)).toBe(true);
  });
});
