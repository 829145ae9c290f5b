import fs from 'node:fs';
import { customerSchema, gstr1PreviewSchema, gstr3bSchema } from '@bahi/domain/schemas';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, create, customerInput, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
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
import { createTestApp, type TestApp } from '../test-support/test-app';

// Who a customer or supplier may be, and where GSTR-3B 3.2 reports inter-state sales to buyers
// other than regular taxpayers. The shop is in Chhattisgarh (22); every sale is at 18%.
// August 2026: 1,000 to a composition dealer in Gujarat (24), 2,000 to an embassy in Delhi (UIN,
// 07), 4,000 to a regular taxpayer in Karnataka (29, not in 3.2), 500 to a walk-in buyer shipped
// to Maharashtra (27), and 300 to a government department in Chhattisgarh (TDS, intra-state).

const ajv = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 6 });
const validateGstr3b = ajv.compile(
  JSON.parse(fs.readFileSync(new URL('./gstr3b.schema.json', import.meta.url), 'utf8')) as object,
);

const UIN_DELHI = '0717USA00001UNB';
const TDS_CHHATTISGARH = '22RPRD01234A1DI';
const TCS_KARNATAKA = '29AABCA1234F1CG';

describe('GSTIN kinds and GSTR-3B 3.2', () => {
  let t: TestApp;
  const composition = { customer: 0, supplier: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const fan = await createProduct(t.app, { gst_rate: 18, hsn_code: '84145110', name: 'Table Fan' });
    const sell = async (customer: number, rate: number, overrides: Record<string, unknown> = {}) => {
      const answer = await postInvoice(
        t.app,
        invoicePayload(
          customer,
          [{ product_id: fan, gst_rate: 18, rate, quantity: 1, price_basis: 'rate' }],
          {
            date: '2026-08-10',
            ...overrides,
          },
        ),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    };
    composition.customer = await createCustomer(t.app, { gstin: GSTIN_GUJARAT, gst_scheme: 'composition' });
    await sell(composition.customer, 1000);
    await sell(await createCustomer(t.app, { gstin: UIN_DELHI, address: 'Chanakyapuri, New Delhi' }), 2000);
    await sell(await createCustomer(t.app, { gstin: GSTIN_KARNATAKA }), 4000);
    await sell(await createCustomer(t.app, { name: 'Walk-in, Pune', state_code: '27' }), 500);
    await sell(await createCustomer(t.app, { gstin: TDS_CHHATTISGARH }), 300);
    // Purchases: 800 from a composition dealer in the state (no tax), 600 of a 0% product from a
    // regular Gujarat supplier, and 1,200 of fans from it (18%, credit; not in Table 5).
    const rice = await createProduct(t.app, { gst_rate: 0, hsn_code: '10063020', name: 'Loose Rice' });
    const buy = async (supplier: number, product: number, amount: number, gstRate: number) => {
      const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
        supplier_id: supplier,
        invoice_number: `P-${amount}`,
        purchase_date: '2026-08-05',
        items: [{ product_id: product, quantity: 1, amount, discount: 0, gst_rate: gstRate }],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    };
    const dealer = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH, gst_scheme: 'composition' });
    const gujarat = await createSupplier(t.app, { gstin: GSTIN_GUJARAT });
    composition.supplier = dealer;
    await buy(dealer, fan, 800, 0);
    await buy(gujarat, rice, 600, 0);
    await buy(gujarat, fan, 1200, 18);
  });
  afterAll(async () => t.close());

  it('takes UIN, TDS and TCS registrations as customers, and a composition dealer with its scheme', async () => {
    const tcs = await create(
      t.app,
      '/api/customers',
      customerInput({ gstin: TCS_KARNATAKA }),
      customerSchema,
    );
    expect(tcs).toMatchObject({ gstin: TCS_KARNATAKA, state_code: '29', gst_scheme: 'regular' });
    const dealer = await create(
      t.app,
      '/api/suppliers',
      customerInput({ gstin: GSTIN_GUJARAT, gst_scheme: 'composition' }),
      customerSchema,
    );
    expect(dealer).toMatchObject({ gstin: GSTIN_GUJARAT, gst_scheme: 'composition' });
  });

  it('refuses a supplier with a UIN, TDS or TCS registration, and the composition scheme without a regular GSTIN', async () => {
    expectFieldErrors(await call(t.app, 'POST', '/api/suppliers', customerInput({ gstin: UIN_DELHI })), {
      gstin: [`GSTIN ${UIN_DELHI} is a UIN (embassy or UN body): a regular GSTIN is needed here`],
    });
    expectFieldErrors(
      await call(t.app, 'POST', '/api/suppliers', customerInput({ gstin: TDS_CHHATTISGARH })),
      {
        gstin: [
          `GSTIN ${TDS_CHHATTISGARH} is a TDS registration (tax deducted at source): a regular GSTIN is needed here`,
        ],
      },
    );
    expectFieldErrors(await call(t.app, 'POST', '/api/suppliers', customerInput({ gstin: TCS_KARNATAKA })), {
      gstin: [
        `GSTIN ${TCS_KARNATAKA} is a TCS registration (e-commerce operator): a regular GSTIN is needed here`,
      ],
    });
    expectFieldErrors(
      await call(t.app, 'POST', '/api/customers', customerInput({ gst_scheme: 'composition' })),
      {
        gst_scheme: ['A composition dealer is registered: enter the GSTIN under GST No'],
      },
    );
    expectFieldErrors(
      await call(
        t.app,
        'POST',
        '/api/customers',
        customerInput({ gstin: UIN_DELHI, gst_scheme: 'composition' }),
      ),
      { gst_scheme: ['A composition dealer has a regular GSTIN'] },
    );
    expectFieldErrors(await call(t.app, 'POST', '/api/customers', customerInput({ gst_scheme: 'lumpsum' })), {
      gst_scheme: ['GST Scheme must be regular or composition'],
    });
  });

  it('reports inter-state sales to composition dealers and UIN holders apart in 3.2, by place of supply', async () => {
    const answer = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=082026' },
      200,
      gstr3bSchema,
    );
    expect(answer.inter_state_unregistered).toEqual([{ pos: '27', taxable: 500, igst: 90 }]);
    expect(answer.inter_state_composition).toEqual([{ pos: '24', taxable: 1000, igst: 180 }]);
    expect(answer.inter_state_uin).toEqual([{ pos: '07', taxable: 2000, igst: 360 }]);
    expect(answer.outward_taxable).toMatchObject({ taxable: 7800, igst: 1350, cgst: 27, sgst: 27 });
    expect(answer.json).toMatchObject({
      inter_sup: {
        unreg_details: [{ pos: '27', txval: 500, iamt: 90 }],
        comp_details: [{ pos: '24', txval: 1000, iamt: 180 }],
        uin_details: [{ pos: '07', txval: 2000, iamt: 360 }],
      },
    });
  });

  it('reports purchases from composition dealers and 0% purchases in Table 5, split by supply type', async () => {
    const answer = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=082026' },
      200,
      gstr3bSchema,
    );
    expect(answer.inward_exempt).toEqual({ inter: 600, intra: 800 });
    expect(answer.json).toMatchObject({
      inward_sup: {
        isup_details: [
          { ty: 'GST', inter: 600, intra: 800 },
          { ty: 'NONGST', inter: 0, intra: 0 },
        ],
      },
    });
    expect(answer.itc_available).toEqual({ cgst: 0, sgst: 0, igst: 216 });
    expect(validateGstr3b(answer.json), JSON.stringify(validateGstr3b.errors)).toBe(true);
  });

  it('reports sales to composition dealers, UIN holders and TDS registrants in GSTR-1 b2b', async () => {
    const answer = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr1/preview?period=082026' },
      200,
      gstr1PreviewSchema,
    );
    const b2b = (answer.gstr1.b2b ?? []).map((row) => row.ctin).sort();
    expect(b2b).toEqual([UIN_DELHI, TDS_CHHATTISGARH, GSTIN_GUJARAT, GSTIN_KARNATAKA].sort());
    expect(answer.problems).toEqual([]);
  });

  it("reads the scheme kept on each document: a party's later change does not rewrite the month", async () => {
    for (const [kind, id] of [
      ['customers', composition.customer],
      ['suppliers', composition.supplier],
    ] as const) {
      const party = (await call(t.app, 'GET', `/api/${kind}/${id}`)).body as Record<string, unknown>;
      const changed = await call(t.app, 'PUT', `/api/${kind}/${id}`, {
        ...party,
        gst_scheme: 'regular',
        confirm_duplicate_gstin: true,
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    }
    const answer = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=082026' },
      200,
      gstr3bSchema,
    );
    expect(answer.inter_state_composition).toEqual([{ pos: '24', taxable: 1000, igst: 180 }]);
    expect(answer.inward_exempt).toEqual({ inter: 600, intra: 800 });
  });
});
