import { todayIso } from '@bahi/domain';
import { ewayBillSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readQrCode } from '../pdf/pdf-page-image';
import { extractPdfPages } from '../pdf/poppler';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { prepareEwayBills } from '../test-support/eway-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// E-way bills of invoices: the PIN checks, the limit, the Part B form and the portal's limits,
// the bulk-generation file, the number recorded and printed, and the 24-hour cancel window.

const GSTIN_ODISHA = '21AABCU9603R1ZZ';
const GSTIN_RAIPUR_BUYER = '22AAACR5055K1ZH';

const MANDATORY_BILL_KEYS = [
  'userGstin',
  'supplyType',
  'subSupplyType',
  'docType',
  'docNo',
  'docDate',
  'transType',
  'fromGstin',
  'fromTrdName',
  'fromAddr1',
  'fromPlace',
  'fromPincode',
  'fromStateCode',
  'actualFromStateCode',
  'toGstin',
  'toTrdName',
  'toAddr1',
  'toPlace',
  'toPincode',
  'toStateCode',
  'actualToStateCode',
  'totalValue',
  'cgstValue',
  'sgstValue',
  'igstValue',
  'cessValue',
  'totInvValue',
  'transMode',
  'transDistance',
  'vehicleNo',
  'vehicleType',
  'itemList',
] as const;
const MANDATORY_ITEM_KEYS = [
  'itemNo',
  'productName',
  'hsnCode',
  'quantity',
  'qtyUnit',
  'taxableAmount',
  'cgstRate',
  'sgstRate',
  'igstRate',
];

const bulkFileSchema = z.object({
  version: z.string(),
  billLists: z.array(z.record(z.string(), z.unknown())).min(1),
});

const PART_B = {
  sub_supply_type: 1,
  transaction_type: 1,
  transporter_id: null,
  transporter_name: 'Shree Roadways',
  trans_mode: 1,
  vehicle_no: 'CG04AB1234',
  vehicle_type: 'R',
  distance_km: 520,
};

describe('e-way bills', () => {
  let t: TestApp;
  let odisha: number;
  let local: number;
  let steel: number;
  let fan: number;
  const today = todayIso();

  beforeAll(async () => {
    t = await createTestApp();
    await prepareEwayBills(t.app);
    odisha = await createCustomer(t.app, {
      name: 'Kalinga Retail',
      gstin: GSTIN_ODISHA,
      address: 'Unit 4, Cuttack Road, Bhubaneswar',
      pin_code: '751001',
    });
    local = await createCustomer(t.app, {
      gstin: GSTIN_RAIPUR_BUYER,
      address: 'GE Road, Raipur',
      pin_code: '492001',
    });
    steel = await createProduct(t.app, {
      name: 'Steel Almirah',
      hsn_code: '94032010',
      gst_rate: 28,
      opening_stock: 100,
    });
    fan = await createProduct(t.app, {
      name: 'Ceiling Fan',
      hsn_code: '84145110',
      gst_rate: 18,
      opening_stock: 100,
    });
  });
  afterAll(() => t.close());

  async function invoice(
    customer: number,
    items: { product_id: number; rate: number; gst_rate: number; quantity?: number }[],
    date = today,
  ) {
    const answer = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        items.map((item) => ({ price_basis: 'rate', ...item })),
        { date },
      ),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return z
      .object({ id: z.number(), invoice_number: z.string(), grand_total: z.number() })
      .loose()
      .parse(answer.body);
  }

  const ewayOf = (id: number) =>
    expectAnswer(t.app, { method: 'GET', url: `/api/invoices/${id}/eway-bill` }, 200, ewayBillSchema);

  it('keeps e-invoicing off and the limits at Rs 50,000 until the shop changes them', async () => {
    const fresh = await createTestApp();
    try {
      const answer = await call(fresh.app, 'GET', '/api/e-documents/settings');
      expect(answer.body).toMatchObject({
        einvoice_from: null,
        eway_threshold: 50000,
        eway_intra_threshold: 50000,
      });
    } finally {
      await fresh.close();
    }
  });

  it("checks PIN codes against the state's published range", async () => {
    expectFieldErrors(
      await call(t.app, 'PUT', '/api/e-documents/settings', {
        eway_threshold: 50000,
        eway_intra_threshold: 100000,
        pin_code: '560001',
      }),
      {
        pin_code: ['PIN code 560001 is not in Chhattisgarh: its PIN codes start with 490-497'],
      },
    );
    expectFieldErrors(
      await call(t.app, 'POST', '/api/customers', {
        name: 'Wrong PIN',
        gstin: GSTIN_ODISHA,
        address: 'Cuttack',
        pin_code: '492001',
        confirm_duplicate_gstin: true,
      }),
      {
        pin_code: ['PIN code 492001 is not in Odisha: its PIN codes start with 751-770'],
      },
    );
    expectFieldErrors(await call(t.app, 'POST', '/api/customers', { name: 'Short PIN', pin_code: '49201' }), {
      pin_code: ['PIN Code must be 6 digits, e.g. 492001'],
    });
  });

  it('flags a consignment of Rs 50,001 and not one of Rs 49,999', async () => {
    // 28 %: 39,061.72 + 10,937.28 tax = 49,999.00; 39,063.28 + 10,937.72 = 50,001.00.
    const below = await invoice(local, [{ product_id: steel, rate: 39061.72, gst_rate: 28 }]);
    const above = await invoice(local, [{ product_id: steel, rate: 39063.28, gst_rate: 28 }]);
    expect(below.grand_total).toBe(49999);
    expect(above.grand_total).toBe(50001);
    expect(await ewayOf(below.id)).toMatchObject({
      needed: false,
      status: 'not-needed',
      consignment_value: 49999,
    });
    expect(await ewayOf(above.id)).toMatchObject({
      needed: true,
      status: 'needed',
      consignment_value: 50001,
    });
  });

  it('refuses a distance above the portal limit and names each field the portal would refuse', async () => {
    const bill = await invoice(odisha, [{ product_id: fan, rate: 63559.32, gst_rate: 18 }]);
    expectFieldErrors(
      await call(t.app, 'PUT', `/api/invoices/${bill.id}/eway-bill`, { ...PART_B, distance_km: 4001 }),
      {
        distance_km: ["Distance must be at most 4000 km (the portal's limit)"],
      },
    );
    const noVehicle = await call(t.app, 'PUT', `/api/invoices/${bill.id}/eway-bill`, {
      ...PART_B,
      vehicle_no: null,
    });
    expect(noVehicle.status).toBe(200);
    const json = await call(t.app, 'POST', `/api/invoices/${bill.id}/eway-bill/json`);
    expectFieldErrors(json, { vehicle_no: ['vehicleNo: Vehicle number is required for transport by road'] });
  });

  it('writes two bills in the bulk shape, records the number and prints it on the invoice', async () => {
    // A day of its own: the other tests leave today's invoices without a vehicle.
    const yesterday = todayIso(new Date(Date.now() - 86_400_000));
    const first = await invoice(
      odisha,
      [
        { product_id: fan, rate: 40000, gst_rate: 18 },
        { product_id: steel, rate: 10000, gst_rate: 28, quantity: 2 },
      ],
      yesterday,
    );
    const second = await invoice(local, [{ product_id: fan, rate: 60000, gst_rate: 18 }], yesterday);
    for (const id of [first.id, second.id]) {
      const saved = await call(
        t.app,
        'PUT',
        `/api/invoices/${id}/eway-bill`,
        id === first.id ? PART_B : { ...PART_B, distance_km: 12 },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const one = await call(t.app, 'POST', `/api/invoices/${first.id}/eway-bill/json`);
    expect(one.status, JSON.stringify(one.body)).toBe(200);

    const day = await call(t.app, 'POST', '/api/eway-bills/json', { date: yesterday });
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    const file = bulkFileSchema.parse(day.body);
    expect(file.version).toBe('1.0.0621');
    const ours = file.billLists.filter((bill) =>
      [first.invoice_number, second.invoice_number].includes(String(bill.docNo)),
    );
    expect(ours).toHaveLength(2);
    for (const bill of ours) {
      for (const key of MANDATORY_BILL_KEYS) expect(bill, key).toHaveProperty(key);
      for (const item of bill.itemList as Record<string, unknown>[]) {
        for (const key of MANDATORY_ITEM_KEYS) expect(item, key).toHaveProperty(key);
      }
    }
    const inter = ours.find((bill) => bill.docNo === first.invoice_number) ?? {};
    expect(inter).toMatchObject({
      fromGstin: '22AAAAA0000A1ZC',
      toGstin: GSTIN_ODISHA,
      fromPincode: 492001,
      toPincode: 751001,
      toStateCode: 21,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 12800,
      totInvValue: first.grand_total,
      transDistance: '520',
      vehicleNo: 'CG04AB1234',
      docType: 'INV',
    });
    const intra = ours.find((bill) => bill.docNo === second.invoice_number) ?? {};
    expect(intra).toMatchObject({ igstValue: 0, cgstValue: 5400, sgstValue: 5400 });

    expectFieldErrors(
      await call(t.app, 'POST', `/api/invoices/${first.id}/eway-bill/number`, {
        ewb_number: '12345678901',
        ewb_date: '2026-11-26 10:15',
      }),
      {
        ewb_number: ['E-way bill number must be 12 digits'],
      },
    );
    const recorded = await call(t.app, 'POST', `/api/invoices/${first.id}/eway-bill/number`, {
      ewb_number: '381012345678',
      ewb_date: new Date().toISOString(),
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toMatchObject({ status: 'generated', ewb_number: '381012345678' });
    // 520 km: three days, to midnight.
    expect(ewayBillSchema.parse(recorded.body).valid_until).toMatch(/T18:29:59\.000Z$/);

    const imported = await call(t.app, 'POST', '/api/eway-bills/import', {
      content: JSON.stringify([
        {
          docNo: second.invoice_number,
          ewayBillNo: 381012345679,
          ewayBillDate: '26/11/2026 11:05:00 AM',
          validUpto: '27/11/2026 11:59:00 PM',
        },
      ]),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await ewayOf(second.id)).toMatchObject({
      ewb_number: '381012345679',
      ewb_date: '2026-11-26T05:35:00.000Z',
      valid_until: '2026-11-27T18:29:00.000Z',
    });

    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${first.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(extractPdfPages(pdf.rawPayload).join('\n')).toContain('E-Way Bill No: 381012345678');
    const print = await t.app.inject({ method: 'GET', url: `/api/invoices/${first.id}/eway-bill/pdf` });
    expect(print.statusCode).toBe(200);
    const printed = extractPdfPages(print.rawPayload).join('\n');
    expect(printed).toContain('381012345678');
    expect(printed).toContain('Part A');
    expect(printed).toContain('Part B');
    expect(printed).toContain('CG04AB1234');
    // The print's QR code carries the 12-digit number.
    expect(readQrCode(print.rawPayload)).toBe('381012345678');
    // A second bill for the same document is refused while this one stands.
    expect((await call(t.app, 'POST', `/api/invoices/${first.id}/eway-bill/json`)).status).toBe(409);
  });

  it('records a cancel within 24 hours and refuses one after, with the reason', async () => {
    const fresh = await invoice(local, [{ product_id: fan, rate: 50000, gst_rate: 18 }]);
    const old = await invoice(local, [{ product_id: fan, rate: 50000, gst_rate: 18 }]);
    const justNow = new Date(Date.now() - 60_000).toISOString();
    const twoDaysAgo = new Date(Date.now() - 49 * 3_600_000).toISOString();
    for (const [id, number, at] of [
      [fresh.id, '381000000001', justNow],
      [old.id, '381000000002', twoDaysAgo],
    ] as const) {
      const answer = await call(t.app, 'POST', `/api/invoices/${id}/eway-bill/number`, {
        ewb_number: number,
        ewb_date: at,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const late = await call(t.app, 'POST', `/api/invoices/${old.id}/eway-bill/cancel`, { reason_code: 2 });
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toContain('more than 24 hours ago');
    const cancelled = await call(t.app, 'POST', `/api/invoices/${fresh.id}/eway-bill/cancel`, {
      reason_code: 3,
      remark: 'Wrong vehicle',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Data entry mistake: Wrong vehicle',
    });
  });
});
