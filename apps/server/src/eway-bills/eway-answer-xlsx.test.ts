import { ewayBillSchema } from '@bahi/domain/schemas';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { prepareEwayBills } from '../test-support/eway-fixtures';
import { fixClockAtIndianNoon } from '../test-support/indian-clock';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The portal's Excel file of bulk-generation results read back: many numbers recorded at once,
// dates as the portal types them or as Excel date cells; a bad file refused naming the row and column.

type Row = (string | number | Date | null)[];

async function workbook(header: string[], rows: Row[]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('EWB');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

const HEADER = ['Sl No', 'Doc No', 'Doc Date', 'EWB No', 'EWB Date', 'Valid Upto', 'Errors'];

describe("the e-way bill portal's Excel answer", () => {
  let t: TestApp;
  const numbers: { id: number; invoice_number: string }[] = [];

  // The sheets below answer for 26/11/2026, one bill valid to the next midnight: the clock reads
  // that day, so the bill reads as still valid whenever the test runs.
  const day = '2026-11-26';

  beforeAll(async () => {
    fixClockAtIndianNoon(day);
    t = await createTestApp();
    await prepareEwayBills(t.app);
    const buyer = await createCustomer(t.app, { address: 'GE Road, Raipur', pin_code: '492001' });
    const fan = await createProduct(t.app, { hsn_code: '84145110', gst_rate: 18, opening_stock: 100 });
    for (let i = 0; i < 2; i += 1) {
      const answer = await postInvoice(
        t.app,
        invoicePayload(buyer, [{ product_id: fan, rate: 60000, gst_rate: 18, price_basis: 'rate' }], {
          date: day,
        }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      numbers.push(z.object({ id: z.number(), invoice_number: z.string() }).parse(answer.body));
    }
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const ewayOf = (id: number) =>
    expectAnswer(t.app, { method: 'GET', url: `/api/invoices/${id}/eway-bill` }, 200, ewayBillSchema);

  it('refuses a file without the columns, a bad number and an empty cell, naming the row and column', async () => {
    const [first, second] = numbers;
    expectFieldErrors(
      await call(t.app, 'POST', '/api/eway-bills/import', {
        xlsx_base64: await workbook(['Doc No', 'Remarks'], [[first?.invoice_number ?? '', 'ok']]),
      }),
      {
        xlsx_base64: [
          'Row 1: no column "EWB No" (or ewayBillNo, ewbNo, EwbNo, EWB No, Eway Bill No)',
          'Row 1: no column "EWB Date" (or ewayBillDate, ewbDate, EwbDt, EWB Date, Eway Bill Date)',
        ],
      },
    );
    expectFieldErrors(
      await call(t.app, 'POST', '/api/eway-bills/import', {
        xlsx_base64: await workbook(HEADER, [
          [1, first?.invoice_number ?? '', day, '38101234567', '26/11/2026 11:05:00 AM', null, null],
          [2, second?.invoice_number ?? '', day, '381012345672', null, null, null],
        ]),
      }),
      {
        xlsx_base64: [
          'Row 2, column "EWB No": 38101234567 is not a 12-digit e-way bill number',
          'Row 3, column "EWB Date": it is empty',
        ],
      },
    );
    expectFieldErrors(
      await call(t.app, 'POST', '/api/eway-bills/import', {
        xlsx_base64: Buffer.from('not a workbook').toString('base64'),
      }),
      { xlsx_base64: ['The file is not an Excel workbook (.xlsx)'] },
    );
    expectFieldErrors(await call(t.app, 'POST', '/api/eway-bills/import', {}), {
      content: ["Send the portal's JSON answer as content, or its Excel file as xlsx_base64 (one of them)"],
    });
    expect(await ewayOf(first?.id ?? 0)).toMatchObject({ ewb_number: null, status: 'needed' });
  });

  it('records the numbers of two invoices from one sheet, with text and date cells', async () => {
    const [first, second] = numbers;
    const answer = await call(t.app, 'POST', '/api/eway-bills/import', {
      xlsx_base64: await workbook(HEADER, [
        [
          1,
          first?.invoice_number ?? '',
          day,
          381012345671,
          '26/11/2026 11:05:00 AM',
          '27/11/2026 11:59:00 PM',
          '',
        ],
        // An Excel date cell holds the wall-clock time (India's), without a zone.
        [
          2,
          second?.invoice_number ?? '',
          day,
          '381012345672',
          new Date(Date.UTC(2026, 10, 26, 12, 30)),
          null,
          '',
        ],
      ]),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      recorded: [
        { document_number: first?.invoice_number, ewb_number: '381012345671' },
        { document_number: second?.invoice_number, ewb_number: '381012345672' },
      ],
    });
    expect(await ewayOf(first?.id ?? 0)).toMatchObject({
      status: 'generated',
      ewb_number: '381012345671',
      ewb_date: '2026-11-26T05:35:00.000Z',
      valid_until: '2026-11-27T18:29:00.000Z',
    });
    expect(await ewayOf(second?.id ?? 0)).toMatchObject({
      ewb_number: '381012345672',
      ewb_date: '2026-11-26T07:00:00.000Z',
    });
  });
});
