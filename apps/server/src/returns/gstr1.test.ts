import fs from 'node:fs';
import { gstr1PreviewSchema, gstr3bSchema } from '@bahi/domain/schemas';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
import { createTestApp, type TestApp } from '../test-support/test-app';

// GSTR-1 and GSTR-3B of months with every case, through the API, against JSON worked out by hand.
// The shop is in Chhattisgarh (22); every line is billed at a trade rate, so taxable = rate x qty.

const uploadSchema = JSON.parse(
  fs.readFileSync(new URL('./gstr1-upload.schema.json', import.meta.url), 'utf8'),
) as object;
const validateUpload = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 6 }).compile(
  uploadSchema,
);
const withId = z.object({ id: z.number() }).loose();

describe('GSTR-1 and GSTR-3B from the books', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const product = (gst_rate: number, hsn_code: string, name: string, unit = 'NOS') =>
      createProduct(t.app, { gst_rate, hsn_code, name, unit });
    const tea = await product(18, '09023010', 'Assam Tea 1 kg', 'KGS');
    const kettle = await product(12, '85166000', 'Electric Kettle');
    const soap = await product(5, '34011190', 'Sandal Soap');
    const rice = await product(0, '10063020', 'Loose Rice', 'KGS');
    const gujarat = await createCustomer(t.app, { gstin: GSTIN_GUJARAT, name: 'Patel Traders' });
    const local = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH, name: 'Raipur Mart' });
    const karnataka = await createCustomer(t.app, { gstin: GSTIN_KARNATAKA, name: 'Bengaluru Stores' });
    const mumbai = await createCustomer(t.app, { name: 'Walk-in, Mumbai', state_code: '27' });
    const walkIn = await createCustomer(t.app, { name: 'Walk-in, Raipur' });
    const line = (product_id: number, gst_rate: number, rate: number, quantity: number) => ({
      product_id,
      gst_rate,
      rate,
      quantity,
      price_basis: 'rate' as const,
    });
    const sell = async (customer: number, number: string, date: string, items: ReturnType<typeof line>[]) => {
      const answer = await postInvoice(
        t.app,
        invoicePayload(customer, items, { invoice_number: number, date }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return withId.parse(answer.body).id;
    };
    await sell(gujarat, 'R/25-26/0001', '2025-10-03', [line(tea, 18, 100, 100)]);
    await sell(local, 'R/25-26/0002', '2025-10-05', [line(soap, 5, 100, 10), line(rice, 0, 200, 1)]);
    await sell(mumbai, 'R/25-26/0003', '2025-10-06', [line(tea, 18, 1000, 100)]);
    await sell(mumbai, 'R/25-26/0004', '2025-10-07', [line(kettle, 12, 89285.71, 1)]);
    await sell(walkIn, 'R/25-26/0005', '2025-10-09', [line(soap, 5, 100, 5)]);
    const cancelled = await sell(karnataka, 'R/25-26/0006', '2025-10-10', [line(tea, 18, 100, 1)]);
    expect(
      (await call(t.app, 'PUT', `/api/invoices/${cancelled}/status`, { status: 'Cancelled' })).status,
    ).toBe(200);
    // The B2CL limit of the invoice's date: Rs 2,50,000 up to 31-07-2024, Rs 1,00,000 after.
    await sell(mumbai, 'R/24-25/0001', '2024-07-31', [line(kettle, 12, 200_000, 1)]);
    await sell(mumbai, 'R/24-25/0002', '2024-08-01', [line(kettle, 12, 150_000, 1)]);
    // Input tax credit: a purchase from a registered supplier in the shop's state, and one from
    // a supplier without a GSTIN (no credit).
    const registered = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    const unregistered = await createSupplier(t.app);
    for (const [supplier_id, number] of [
      [registered, 'B-1'],
      [unregistered, 'B-2'],
    ] as const) {
      const bought = await call(t.app, 'POST', '/api/admin/add-purchases', {
        supplier_id,
        invoice_number: number,
        purchase_date: '2025-10-02',
        items: [{ product_id: soap, quantity: 100, amount: 5000, discount: 0, gst_rate: 5 }],
      });
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    }
  });
  afterAll(async () => t.close());

  const preview = (period: string) =>
    expectAnswer(
      t.app,
      { method: 'GET', url: `/api/gstr1/preview?period=${period}` },
      200,
      gstr1PreviewSchema,
    );

  it('sorts October 2025 into its sections, as worked out by hand', async () => {
    const { gstr1, problems } = await preview('102025');
    expect(problems).toEqual([]);
    expect(gstr1.b2b).toEqual([
      {
        ctin: GSTIN_CHHATTISGARH,
        inv: [
          {
            inum: 'R/25-26/0002',
            idt: '05-10-2025',
            val: 1250,
            pos: '22',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 1000, rt: 5, camt: 25, samt: 25, csamt: 0 } }],
          },
        ],
      },
      {
        ctin: GSTIN_GUJARAT,
        inv: [
          {
            inum: 'R/25-26/0001',
            idt: '03-10-2025',
            val: 11800,
            pos: '24',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 10000, rt: 18, iamt: 1800, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(gstr1.b2cl).toEqual([
      {
        pos: '27',
        inv: [
          {
            inum: 'R/25-26/0003',
            idt: '06-10-2025',
            val: 118000,
            itms: [{ num: 1, itm_det: { txval: 100000, rt: 18, iamt: 18000, csamt: 0 } }],
          },
        ],
      },
    ]);
    // Exactly Rs 1,00,000 is not above the limit: b2cs.
    expect(gstr1.b2cs).toEqual([
      {
        sply_ty: 'INTER',
        pos: '27',
        typ: 'OE',
        rt: 12,
        txval: 89285.71,
        iamt: 10714.29,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
      {
        sply_ty: 'INTRA',
        pos: '22',
        typ: 'OE',
        rt: 5,
        txval: 500,
        iamt: 0,
        camt: 12.5,
        samt: 12.5,
        csamt: 0,
      },
    ]);
    expect(gstr1.nil.inv).toEqual([
      { sply_ty: 'INTRB2B', nil_amt: 0, expt_amt: 0, ngsup_amt: 0 },
      { sply_ty: 'INTRAB2B', nil_amt: 200, expt_amt: 0, ngsup_amt: 0 },
      { sply_ty: 'INTRB2C', nil_amt: 0, expt_amt: 0, ngsup_amt: 0 },
      { sply_ty: 'INTRAB2C', nil_amt: 0, expt_amt: 0, ngsup_amt: 0 },
    ]);
    expect(gstr1.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [{ num: 1, from: 'R/25-26/0001', to: 'R/25-26/0006', totnum: 6, cancel: 1, net_issue: 5 }],
      },
    ]);
    expect(gstr1.hsn).toEqual({
      hsn_b2b: [
        {
          num: 1,
          hsn_sc: '09023010',
          desc: 'Assam Tea 1 kg',
          uqc: 'KGS',
          qty: 100,
          rt: 18,
          txval: 10000,
          iamt: 1800,
          camt: 0,
          samt: 0,
          csamt: 0,
        },
        {
          num: 2,
          hsn_sc: '10063020',
          desc: 'Loose Rice',
          uqc: 'KGS',
          qty: 1,
          rt: 0,
          txval: 200,
          iamt: 0,
          camt: 0,
          samt: 0,
          csamt: 0,
        },
        {
          num: 3,
          hsn_sc: '34011190',
          desc: 'Sandal Soap',
          uqc: 'NOS',
          qty: 10,
          rt: 5,
          txval: 1000,
          iamt: 0,
          camt: 25,
          samt: 25,
          csamt: 0,
        },
      ],
      hsn_b2c: [
        {
          num: 1,
          hsn_sc: '09023010',
          desc: 'Assam Tea 1 kg',
          uqc: 'KGS',
          qty: 100,
          rt: 18,
          txval: 100000,
          iamt: 18000,
          camt: 0,
          samt: 0,
          csamt: 0,
        },
        {
          num: 2,
          hsn_sc: '34011190',
          desc: 'Sandal Soap',
          uqc: 'NOS',
          qty: 5,
          rt: 5,
          txval: 500,
          iamt: 0,
          camt: 12.5,
          samt: 12.5,
          csamt: 0,
        },
        {
          num: 3,
          hsn_sc: '85166000',
          desc: 'Electric Kettle',
          uqc: 'NOS',
          qty: 1,
          rt: 12,
          txval: 89285.71,
          iamt: 10714.29,
          camt: 0,
          samt: 0,
          csamt: 0,
        },
      ],
    });
  });

  it('ties every section to the books per head, to the paisa', async () => {
    const { tie_out, books } = await preview('102025');
    expect(books).toEqual({ taxable: 200985.71, cgst: 37.5, sgst: 37.5, igst: 30514.29 });
    expect(tie_out.every((row) => row.ties)).toBe(true);
    expect(tie_out.map((row) => row.label)).toEqual([
      'Sections against the books',
      'HSN summary against the books',
      'hsn_b2b against b2b and cdnr',
      'hsn_b2c against b2cl, b2cs and cdnur',
    ]);
  });

  it('downloads the file named for the shop and period, valid against the format kept in the repository', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/gstr1?period=102025' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="GSTR1_22AAAAA0000A1ZC_102025.json"',
    );
    const json = answer.json();
    expect(validateUpload(json), JSON.stringify(validateUpload.errors)).toBe(true);
    // The file is the preview less its empty sections (October has no notes), as the portal expects.
    const { cdnr, cdnur, ...withData } = (await preview('102025')).gstr1;
    expect([cdnr, cdnur]).toEqual([[], []]);
    expect(json).toEqual(withData);
  });

  it('uses the B2CL limit of each invoice date, and one HSN list before the split period', async () => {
    const july = await preview('072024');
    expect(july.gstr1.b2cl).toEqual([]);
    expect(july.gstr1.b2cs).toEqual([
      {
        sply_ty: 'INTER',
        pos: '27',
        typ: 'OE',
        rt: 12,
        txval: 200000,
        iamt: 24000,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
    ]);
    expect('data' in july.gstr1.hsn).toBe(true);
    const august = await preview('082024');
    expect(august.gstr1.b2cl.map((place) => place.inv.map((inv) => inv.inum))).toEqual([['R/24-25/0002']]);
    expect(august.gstr1.b2cs).toEqual([]);
    expect(validateUpload(august.gstr1), JSON.stringify(validateUpload.errors)).toBe(true);
  });

  it('lists what to fix with its record, and refuses the download until it is fixed', async () => {
    const settings = await call(t.app, 'GET', '/api/returns/settings');
    const version = z.object({ version: z.number() }).parse(settings.body).version;
    const six = await call(t.app, 'PUT', '/api/returns/settings', {
      frequency: 'monthly',
      hsn_split_from: '052025',
      hsn_digits: 6,
      version,
    });
    expect(six.status).toBe(200);
    // Data from before GSTINs were checked: a customer whose GSTIN has a wrong check digit, on
    // the customer and on the invoice's copy of the customer.
    const badGstin = '24AANFA2641L1ZK';
    const setCustomerGstin = (gstin: string) =>
      t.db.updateTable('customers').set({ gstin }).where('name', '=', 'Patel Traders').execute();
    await setCustomerGstin(badGstin);
    await t.db
      .updateTable('invoices')
      .set({ customer_gstin: badGstin })
      .where('invoice_number', '=', 'R/25-26/0001')
      .execute();
    const flagged = async () =>
      (await preview('102025')).problems.map((problem) => [
        problem.field,
        problem.record?.kind,
        problem.record?.label,
      ]);
    expect(await flagged()).toEqual([['gstin', 'customer', 'Patel Traders']]);
    // The customer corrected, the invoice still carries the old GSTIN: the invoice is named.
    await setCustomerGstin(GSTIN_GUJARAT);
    expect(await flagged()).toEqual([['gstin', 'invoice', 'R/25-26/0001']]);
    await setCustomerGstin(badGstin);
    // Every HSN code sold has 8 digits, so the 6-digit rule flags nothing else.
    expect((await preview('072024')).problems).toEqual([]);
    const refused = await call(t.app, 'GET', '/api/gstr1?period=102025');
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('GSTIN 24AANFA2641L1ZK of Patel Traders');
    await setCustomerGstin(GSTIN_GUJARAT);
    await t.db
      .updateTable('invoices')
      .set({ customer_gstin: GSTIN_GUJARAT })
      .where('invoice_number', '=', 'R/25-26/0001')
      .execute();
    expect((await call(t.app, 'GET', '/api/gstr1?period=102025')).status).toBe(200);
  });

  it('covers the quarter for a quarterly filer, filed under its last month; a stale settings save is refused', async () => {
    const read = async () =>
      z
        .object({ version: z.number(), hsn_digits: z.number() })
        .parse((await call(t.app, 'GET', '/api/returns/settings')).body);
    const before = await read();
    const quarterly = await call(t.app, 'PUT', '/api/returns/settings', {
      frequency: 'quarterly',
      hsn_split_from: '052025',
      hsn_digits: before.hsn_digits,
      version: before.version,
    });
    expect(quarterly.status).toBe(200);
    const stale = await call(t.app, 'PUT', '/api/returns/settings', {
      frequency: 'monthly',
      hsn_split_from: '052025',
      hsn_digits: 4,
      version: before.version,
    });
    expect(stale.status).toBe(409);
    const quarter = await preview('112025');
    expect(quarter.period).toEqual({ fp: '122025', from: '2025-10-01', to: '2025-12-31' });
    expect(quarter.gstr1.fp).toBe('122025');
    expect(quarter.gstr1.doc_issue.doc_det[0]?.docs[0]?.totnum).toBe(6);
    const bad = await call(t.app, 'PUT', '/api/returns/settings', {
      frequency: 'yearly',
      hsn_split_from: '13-2025',
      hsn_digits: 5,
      version: (await read()).version,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: Record<string, unknown> }).errors).sort()).toEqual([
      'frequency',
      'hsn_digits',
      'hsn_split_from',
    ]);
    const back = await call(t.app, 'PUT', '/api/returns/settings', {
      frequency: 'monthly',
      hsn_split_from: '052025',
      hsn_digits: before.hsn_digits,
      version: (await read()).version,
    });
    expect(back.status).toBe(200);
  });

  it('refuses a period that is not MMYYYY, naming the field', async () => {
    const answer = await call(t.app, 'GET', '/api/gstr1/preview?period=2025-10');
    expect([400, 422]).toContain(answer.status);
    expect(JSON.stringify(answer.body)).toContain('Period must be MMYYYY');
  });

  it('GSTR-3B: outward supplies, nil, inter-state to unregistered by state, credit and the set-off', async () => {
    const answer = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=102025' },
      200,
      gstr3bSchema,
    );
    expect(answer.outward_taxable).toEqual({ taxable: 200785.71, cgst: 37.5, sgst: 37.5, igst: 30514.29 });
    expect(answer.outward_nil).toBe(200);
    expect(answer.inter_state_unregistered).toEqual([{ pos: '27', taxable: 189285.71, igst: 28714.29 }]);
    // Only the registered supplier's bill: 5,000 at 5% within the state.
    expect(answer.itc).toEqual({ cgst: 125, sgst: 125, igst: 0 });
    // CGST credit pays CGST first and then IGST (never SGST); SGST credit likewise.
    expect(answer.payable).toEqual([
      {
        head: 'igst',
        due: 30514.29,
        paid_by_igst: 0,
        paid_by_cgst: 87.5,
        paid_by_sgst: 87.5,
        cash: 30339.29,
      },
      { head: 'cgst', due: 37.5, paid_by_igst: 0, paid_by_cgst: 37.5, paid_by_sgst: 0, cash: 0 },
      { head: 'sgst', due: 37.5, paid_by_igst: 0, paid_by_cgst: 0, paid_by_sgst: 37.5, cash: 0 },
    ]);
    expect(answer.json).toMatchObject({ gstin: '22AAAAA0000A1ZC', ret_period: '102025' });
  });
});
