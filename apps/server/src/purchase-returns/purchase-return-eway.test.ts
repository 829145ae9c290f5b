import { todayIso } from '@bahi/domain';
import { ewayBillSchema, purchaseDetailSchema, purchaseReturnDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractPdfPages } from '../pdf/poppler';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import { createProduct, GSTIN_GUJARAT } from '../test-support/document-fixtures';
import { createSuratSupplier, prepareEwayBills, RETURN_PART_B } from '../test-support/eway-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A purchase return's e-way bill: goods going back to the supplier leave the shop as an outward
// movement for "Others: Purchase Return" on a document of type OTH; Part B, the bulk file, the
// number, the print and the cancel work as an invoice's do.

const PART_B = RETURN_PART_B;

describe('e-way bills of purchase returns', () => {
  let t: TestApp;
  let surat: number;
  let fan: number;
  let line: number;
  let purchaseId: number;
  const today = todayIso();

  beforeAll(async () => {
    t = await createTestApp();
    await prepareEwayBills(t.app);
    surat = await createSuratSupplier(t.app);
    fan = await createProduct(t.app, { name: 'Ceiling Fan', hsn_code: '84145110', gst_rate: 18 });
    const purchase = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: surat,
      invoice_number: 'SD/771',
      purchase_date: today,
      items: [{ product_id: fan, quantity: 30, amount: 180000, gst_rate: 18 }],
    });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    const { id } = z.object({ id: z.number() }).parse(purchase.body);
    purchaseId = id;
    const detail = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/admin/purchases/${id}` },
      200,
      purchaseDetailSchema,
    );
    line = detail.items[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  async function issueReturn(quantity: number) {
    const answer = await call(t.app, 'POST', '/api/purchase-returns', {
      purchase_id: purchaseId,
      return_date: today,
      reason: 'Damaged in transit',
      lines: [{ purchase_item_id: line, quantity }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return purchaseReturnDetailSchema.parse(answer.body);
  }

  const ewayOf = (id: number) =>
    expectAnswer(t.app, { method: 'GET', url: `/api/purchase-returns/${id}/eway-bill` }, 200, ewayBillSchema);

  it('flags a return above the limit, starting its bill as Others: Purchase Return, and not a small one', async () => {
    // 1 fan: 6,000.00 + IGST 1,080.00; 10 fans: 60,000.00 + 10,800.00.
    const small = await issueReturn(1);
    const large = await issueReturn(10);
    expect(await ewayOf(small.id)).toMatchObject({
      needed: false,
      status: 'not-needed',
      consignment_value: 7080,
    });
    expect(await ewayOf(large.id)).toMatchObject({
      document_type: 'purchase_return',
      document_number: large.return_number,
      needed: true,
      status: 'needed',
      consignment_value: 70800,
      saved: false,
      part_b: {
        sub_supply_type: 8,
        sub_supply_desc: 'Purchase Return',
        to_pin_code: '395003',
        to_place: 'Surat',
      },
    });
  });

  it('writes the bulk file of a return to the supplier, records the number, prints it and cancels it', async () => {
    const returned = await issueReturn(9);
    const url = `/api/purchase-returns/${returned.id}/eway-bill`;
    expectFieldErrors(await call(t.app, 'PUT', url, { ...PART_B, distance_km: 4001 }), {
      distance_km: ["Distance must be at most 4000 km (the portal's limit)"],
    });
    const saved = await call(t.app, 'PUT', url, { ...PART_B, vehicle_no: null });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expectFieldErrors(await call(t.app, 'POST', `${url}/json`), {
      vehicle_no: ['vehicleNo: Vehicle number is required for transport by road'],
    });
    const current = ewayBillSchema.parse((await call(t.app, 'GET', url)).body);
    expect((await call(t.app, 'PUT', url, { ...PART_B, version: current.version })).status).toBe(200);

    const json = await call(t.app, 'POST', `${url}/json`);
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    const file = z.object({ version: z.string(), billLists: z.array(z.record(z.string(), z.unknown())) });
    const [bill] = file.parse(json.body).billLists;
    expect(bill).toMatchObject({
      supplyType: 'O',
      subSupplyType: 8,
      subSupplyDesc: 'Purchase Return',
      docType: 'OTH',
      docNo: returned.return_number,
      fromGstin: '22AAAAA0000A1ZC',
      fromPincode: 492001,
      toGstin: GSTIN_GUJARAT,
      toTrdName: 'Surat Distributors',
      toPincode: 395003,
      toStateCode: 24,
      igstValue: 9720,
      cgstValue: 0,
      totInvValue: returned.grand_total,
      vehicleNo: 'CG04AB1234',
    });

    const recorded = await call(t.app, 'POST', `${url}/number`, {
      ewb_number: '381012340001',
      ewb_date: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toMatchObject({ status: 'generated', ewb_number: '381012340001' });
    expect((await call(t.app, 'POST', `${url}/json`)).status).toBe(409);
    const print = await t.app.inject({ method: 'GET', url: `${url}/pdf` });
    expect(print.statusCode).toBe(200);
    const printed = extractPdfPages(print.rawPayload).join('\n');
    expect(printed).toContain('381012340001');
    expect(printed).toContain(`OTH ${returned.return_number}`);
    expect(printed).toContain('Others');
    // The return's own PDF carries the number, as an invoice's does.
    const returnPdf = await t.app.inject({ method: 'GET', url: `/api/purchase-returns/${returned.id}/pdf` });
    expect(returnPdf.statusCode).toBe(200);
    expect(extractPdfPages(returnPdf.rawPayload).join('\n')).toContain('381012340001');

    const cancelled = await call(t.app, 'POST', `${url}/cancel`, { reason_code: 3, remark: 'Wrong vehicle' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Data entry mistake: Wrong vehicle',
    });
  });

  it('refuses a bill for a cancelled return', async () => {
    const returned = await issueReturn(1);
    const cancel = await call(t.app, 'PUT', `/api/purchase-returns/${returned.id}/status`, {
      status: 'Cancelled',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const json = await call(t.app, 'POST', `/api/purchase-returns/${returned.id}/eway-bill/json`);
    expect(json.status).toBe(409);
    expect((json.body as { message: string }).message).toBe(
      `Purchase return ${returned.return_number} is cancelled`,
    );
  });

  it('has no e-way bill for a value note: it moves no goods', async () => {
    const answer = await call(t.app, 'POST', '/api/purchase-returns', {
      kind: 'value',
      purchase_id: purchaseId,
      return_date: today,
      reason: 'Rate difference',
      lines: [{ purchase_item_id: line, taxable_value: 100 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const note = purchaseReturnDetailSchema.parse(answer.body);
    for (const request of [
      { method: 'GET', url: `/api/purchase-returns/${note.id}/eway-bill` },
      { method: 'POST', url: `/api/purchase-returns/${note.id}/eway-bill/json` },
    ] as const) {
      const refused = await call(t.app, request.method, request.url);
      expect(refused.status).toBe(404);
      expect((refused.body as { message: string }).message).toBe(
        `${note.return_number} is a value note: it moves no goods, so it has no e-way bill`,
      );
    }
  });
});
