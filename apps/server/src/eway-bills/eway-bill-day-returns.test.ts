import { ewayBillSchema, purchaseDetailSchema, purchaseReturnDetailSchema } from '@bahi/domain/schemas';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_GUJARAT,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createSuratSupplier, prepareEwayBills } from '../test-support/eway-fixtures';
import { fixClockAtIndianNoon } from '../test-support/indian-clock';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Purchase returns beside invoices in a day's bulk file and in the portal's answer (JSON and
// Excel): a return of goods that needs a bill goes in the day's file, its refused fields named
// under its number; a value note moves no goods and stays out; the answer's numbers land on the
// return they name, and the document type tells an invoice from a return of the same number.

const PART_B = {
  transaction_type: 1,
  transporter_name: 'Shree Roadways',
  trans_mode: 1,
  vehicle_no: 'CG04AB1234',
  vehicle_type: 'R',
};

const bulkFileSchema = z.object({ billLists: z.array(z.record(z.string(), z.unknown())) });
const numbered = z.object({ id: z.number(), invoice_number: z.string() });

async function workbook(header: string[], rows: (string | number)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('EWB');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe("purchase returns in the day's e-way bill file and the portal's answer", () => {
  let t: TestApp;
  let fan: number;
  let line: number;
  let purchaseId: number;
  let customer: number;
  // The portal's answers below are dated 26/11/2026, valid to the 28th: the clock reads that day,
  // so the bills read as still valid whenever the test runs. The documents are of the day before,
  // a day no other test of this app writes to.
  const day = '2026-11-25';

  beforeAll(async () => {
    fixClockAtIndianNoon('2026-11-26');
    t = await createTestApp();
    await prepareEwayBills(t.app);
    const surat = await createSuratSupplier(t.app);
    customer = await createCustomer(t.app, { address: 'GE Road, Raipur', pin_code: '492001' });
    fan = await createProduct(t.app, { name: 'Ceiling Fan', hsn_code: '84145110', gst_rate: 18 });
    const purchase = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: surat,
      invoice_number: 'SD/902',
      purchase_date: day,
      items: [{ product_id: fan, quantity: 40, amount: 240000, gst_rate: 18 }],
    });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    purchaseId = z.object({ id: z.number() }).parse(purchase.body).id;
    const detail = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/admin/purchases/${purchaseId}` },
      200,
      purchaseDetailSchema,
    );
    line = detail.items[0]?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  async function issue(lines: Record<string, unknown>[], kind?: 'value') {
    const answer = await call(t.app, 'POST', '/api/purchase-returns', {
      ...(kind ? { kind } : {}),
      purchase_id: purchaseId,
      return_date: day,
      reason: kind ? 'Rate difference' : 'Damaged in transit',
      lines,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return purchaseReturnDetailSchema.parse(answer.body);
  }

  async function invoice(invoiceNumber?: string) {
    const answer = await postInvoice(
      t.app,
      invoicePayload(customer, [{ product_id: fan, rate: 60000, gst_rate: 18, price_basis: 'rate' }], {
        date: day,
        ...(invoiceNumber ? { invoice_number: invoiceNumber } : {}),
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return numbered.parse(answer.body);
  }

  const returnBill = (id: number) =>
    expectAnswer(t.app, { method: 'GET', url: `/api/purchase-returns/${id}/eway-bill` }, 200, ewayBillSchema);

  it("puts a day's returns of goods beside its invoices, naming each refused field under its number", async () => {
    const sold = await invoice();
    // 10 fans: 60,000.00 + IGST 10,800.00, above the limit; the value note moves nothing.
    const returned = await issue([{ purchase_item_id: line, quantity: 10 }]);
    await issue([{ purchase_item_id: line, taxable_value: 100000 }], 'value');
    const saved = await call(t.app, 'PUT', `/api/invoices/${sold.id}/eway-bill`, {
      ...PART_B,
      sub_supply_type: 1,
      distance_km: 12,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const url = `/api/purchase-returns/${returned.id}/eway-bill`;
    const noVehicle = {
      ...PART_B,
      sub_supply_type: 8,
      sub_supply_desc: 'Purchase Return',
      distance_km: 1300,
    };
    expect((await call(t.app, 'PUT', url, { ...noVehicle, vehicle_no: null })).status).toBe(200);

    expectFieldErrors(await call(t.app, 'POST', '/api/eway-bills/json', { date: day }), {
      [`${returned.return_number}.vehicle_no`]: [
        `Purchase return ${returned.return_number}: vehicleNo: Vehicle number is required for transport by road`,
      ],
    });

    const version = (await returnBill(returned.id)).version;
    expect((await call(t.app, 'PUT', url, { ...noVehicle, version })).status).toBe(200);
    const file = await call(t.app, 'POST', '/api/eway-bills/json', { date: day });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    const bills = bulkFileSchema.parse(file.body).billLists;
    expect(bills.map((bill) => [bill.docType, bill.docNo])).toEqual([
      ['INV', sold.invoice_number],
      ['OTH', returned.return_number],
    ]);
    expect(bills[1]).toMatchObject({
      supplyType: 'O',
      subSupplyType: 8,
      subSupplyDesc: 'Purchase Return',
      toGstin: GSTIN_GUJARAT,
      toPincode: 395003,
      igstValue: 10800,
      totInvValue: returned.grand_total,
    });

    const imported = await call(t.app, 'POST', '/api/eway-bills/import', {
      content: JSON.stringify({
        data: [
          { docNo: sold.invoice_number, ewayBillNo: 381012340101, ewayBillDate: '26/11/2026 10:05:00 AM' },
          {
            docNo: returned.return_number,
            ewayBillNo: '381012340102',
            ewayBillDate: '26/11/2026 10:06:00 AM',
            validUpto: '28/11/2026 11:59:00 PM',
          },
        ],
      }),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await returnBill(returned.id)).toMatchObject({
      status: 'generated',
      ewb_number: '381012340102',
      ewb_date: '2026-11-26T04:36:00.000Z',
      valid_until: '2026-11-28T18:29:00.000Z',
    });
    // Both numbered: nothing of the day is left for the file.
    const none = await call(t.app, 'POST', '/api/eway-bills/json', { date: day });
    expect(none.status).toBe(409);
    expect((none.body as { message: string }).message).toBe(
      `No invoice or purchase return of ${day} needs an e-way bill that it does not have`,
    );
  });

  it("records a return's number from the portal's Excel file, telling it from an invoice of the same number", async () => {
    const returned = await issue([{ purchase_item_id: line, quantity: 9 }]);
    const sameNumber = await invoice(returned.return_number);
    const header = ['Sl No', 'Doc No', 'Doc Type', 'EWB No', 'EWB Date'];
    const row = (docType: string) => [
      1,
      returned.return_number,
      docType,
      '381012340201',
      '26/11/2026 11:05:00 AM',
    ];

    expectFieldErrors(
      await call(t.app, 'POST', '/api/eway-bills/import', {
        xlsx_base64: await workbook(
          header.filter((name) => name !== 'Doc Type'),
          [[1, returned.return_number, '381012340201', '26/11/2026 11:05:00 AM']],
        ),
      }),
      {
        xlsx_base64: [
          `${returned.return_number} is the number of more than one document (invoice, purchase return): give its entry the document type (INV/BIL or OTH)`,
        ],
      },
    );
    expectFieldErrors(
      await call(t.app, 'POST', '/api/eway-bills/import', {
        content: JSON.stringify([
          { docNo: 'PR/NONE', ewayBillNo: '381012340299', ewayBillDate: '26/11/2026' },
        ]),
      }),
      { content: ['No invoice or purchase return numbered PR/NONE'] },
    );

    const answer = await call(t.app, 'POST', '/api/eway-bills/import', {
      xlsx_base64: await workbook(header, [row('OTH')]),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      recorded: [{ document_number: returned.return_number, ewb_number: '381012340201' }],
    });
    expect(await returnBill(returned.id)).toMatchObject({ status: 'generated', ewb_number: '381012340201' });
    const invoiceBill = await call(t.app, 'GET', `/api/invoices/${sameNumber.id}/eway-bill`);
    expect(invoiceBill.body).toMatchObject({ ewb_number: null });
  });
});
