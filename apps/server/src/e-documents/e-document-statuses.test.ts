import { addDaysIso } from '@bahi/domain';
import { EWAY_FILTERS, IRN_FILTERS, numberDueSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { prepareEwayBills } from '../test-support/eway-fixtures';
import { fixClockAtIndianNoon } from '../test-support/indian-clock';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The invoice list's e-way bill and e-invoice status columns and filters (each filter returns
// exactly the rows whose column says so), and the report of numbers still to get today.

const GSTIN_ODISHA = '21AABCU9603R1ZZ';
const listRowSchema = z.object({ id: z.number(), eway_status: z.string(), irn_status: z.string() }).loose();
const listSchema = z.object({ data: z.array(listRowSchema), total: z.number() });

describe('e-document statuses on the invoice list', () => {
  let t: TestApp;
  let odisha: number;
  let walkIn: number;
  let fan: number;
  let rice: number;
  // The report is of India's today: the day must not change under the test (indian-clock.ts).
  const today = fixClockAtIndianNoon();
  const ids: Record<string, number> = {};

  async function invoice(
    customer: number,
    items: { product_id: number; rate: number; gst_rate: number }[],
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
    return z.object({ id: z.number(), invoice_number: z.string() }).loose().parse(answer.body);
  }

  const list = async (query = '') =>
    (await expectAnswer(t.app, { method: 'GET', url: `/api/invoices?limit=100${query}` }, 200, listSchema))
      .data;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareEwayBills(t.app, { einvoice_from: addDaysIso(today, -60) });
    odisha = await createCustomer(t.app, {
      name: 'Kalinga Retail',
      gstin: GSTIN_ODISHA,
      address: 'Cuttack Road, Bhubaneswar',
      pin_code: '751001',
    });
    walkIn = await createCustomer(t.app, {
      name: 'Walk-in',
      gstin: '',
      address: 'Raipur',
      pin_code: '492001',
    });
    fan = await createProduct(t.app, { hsn_code: '84145110', gst_rate: 18, opening_stock: 100 });
    rice = await createProduct(t.app, { hsn_code: '1006', gst_rate: 0, opening_stock: 100 });

    // Rs 49,999.00 and Rs 50,001.00 of consignment value (taxable value and IGST at 18%).
    ids.under = (await invoice(odisha, [{ product_id: fan, rate: 42372.03, gst_rate: 18 }])).id;
    ids.over = (await invoice(odisha, [{ product_id: fan, rate: 42373.73, gst_rate: 18 }])).id;
    // Above the limit only with its exempt line, which the consignment value leaves out.
    ids.exempt = (
      await invoice(walkIn, [
        { product_id: fan, rate: 30000, gst_rate: 18 },
        { product_id: rice, rate: 30000, gst_rate: 0 },
      ])
    ).id;
    for (const name of ['generated', 'expired', 'cancelled'] as const) {
      const { id } = await invoice(walkIn, [{ product_id: fan, rate: 60000, gst_rate: 18 }]);
      ids[name] = id;
      const hours = name === 'expired' ? 72 : 1;
      const recorded = await call(t.app, 'POST', `/api/invoices/${id}/eway-bill/number`, {
        ewb_number: `38100000000${Object.keys(ids).length}`,
        ewb_date: new Date(Date.now() - hours * 3_600_000).toISOString(),
        ...(name === 'expired' ? { valid_until: new Date(Date.now() - 3_600_000).toISOString() } : {}),
      });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    }
    const cancel = await call(t.app, 'POST', `/api/invoices/${ids.cancelled}/eway-bill/cancel`, {
      reason_code: 3,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    const irnInvoice = await invoice(odisha, [{ product_id: fan, rate: 1000, gst_rate: 18 }]);
    ids.irn = irnInvoice.id;
    const imported = await call(t.app, 'POST', '/api/e-invoices/import', {
      content: JSON.stringify({
        AckNo: '112510000000099',
        AckDt: new Date(Date.now() - 60_000).toISOString(),
        Irn: 'a'.repeat(64),
        SignedQRCode: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
        Status: 'ACT',
        DocNo: irnInvoice.invoice_number,
      }),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    ids.old = (
      await invoice(odisha, [{ product_id: fan, rate: 1000, gst_rate: 18 }], addDaysIso(today, -40))
    ).id;
    ids.recent = (
      await invoice(odisha, [{ product_id: fan, rate: 1000, gst_rate: 18 }], addDaysIso(today, -10))
    ).id;
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('shows where each invoice stands with its e-way bill and its IRN', async () => {
    const statusOf = new Map((await list()).map((row) => [row.id, [row.eway_status, row.irn_status]]));
    expect(statusOf.get(ids.under as number)).toEqual(['not-needed', 'needed']);
    expect(statusOf.get(ids.over as number)).toEqual(['needed', 'needed']);
    expect(statusOf.get(ids.exempt as number)).toEqual(['not-needed', 'not-applicable']);
    expect(statusOf.get(ids.generated as number)?.[0]).toBe('generated');
    expect(statusOf.get(ids.expired as number)?.[0]).toBe('expired');
    expect(statusOf.get(ids.cancelled as number)?.[0]).toBe('cancelled');
    expect(statusOf.get(ids.irn as number)).toEqual(['not-needed', 'generated']);
  });

  it('filters exactly the rows whose status column says so', async () => {
    const all = await list();
    for (const filter of EWAY_FILTERS) {
      const expected = all.filter((row) => row.eway_status === filter).map((row) => row.id);
      expect(expected.length, filter).toBeGreaterThan(0);
      expect(
        (await list(`&eway_status=${filter}`)).map((row) => row.id),
        filter,
      ).toEqual(expected);
    }
    for (const filter of IRN_FILTERS.filter((value) => value !== 'cancelled')) {
      const expected = all.filter((row) => row.irn_status === filter).map((row) => row.id);
      expect(expected.length, filter).toBeGreaterThan(0);
      expect(
        (await list(`&irn_status=${filter}`)).map((row) => row.id),
        filter,
      ).toEqual(expected);
    }
    expect(await list('&irn_status=cancelled')).toEqual([]);
    const both = await list('&eway_status=needed&irn_status=needed');
    expect(both.map((row) => row.id)).toEqual([ids.over]);
    const answer = await call(t.app, 'GET', '/api/invoices?eway_status=lost');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('eway_status must be one of');
  });

  it("reports today's and the last 30 days' invoices that still need a number, oldest first", async () => {
    const report = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/e-documents/due' },
      200,
      numberDueSchema,
    );
    expect(report).toMatchObject({ today, from: addDaysIso(today, -30) });
    expect(report.data.map((row) => row.id)).toEqual([ids.recent, ids.under, ids.over]);
    expect(report.data[2]).toMatchObject({ eway_status: 'needed', irn_status: 'needed' });
    // Every row names its document by a neutral number field beside its kind.
    const raw = await call(t.app, 'GET', '/api/e-documents/due');
    const rows = z.object({ data: z.array(z.record(z.string(), z.unknown())) }).parse(raw.body).data;
    const over = rows.find((row) => row.id === ids.over);
    const overNumber = z.object({ invoice_number: z.string() }).loose();
    const { invoice_number } = overNumber.parse((await call(t.app, 'GET', `/api/invoices/${ids.over}`)).body);
    expect(over).toMatchObject({ document_type: 'invoice', document_number: invoice_number });
    expect(over).not.toHaveProperty('invoice_number');
  });

  it('lists an invoice whose IRN was cancelled under the cancelled filter, and as cancelled in its column', async () => {
    const withIrn = await invoice(odisha, [{ product_id: fan, rate: 1500, gst_rate: 18 }]);
    const imported = await call(t.app, 'POST', '/api/e-invoices/import', {
      content: JSON.stringify({
        AckNo: '112510000000123',
        AckDt: new Date(Date.now() - 60_000).toISOString(),
        Irn: 'c'.repeat(64),
        SignedQRCode: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
        Status: 'ACT',
        DocNo: withIrn.invoice_number,
      }),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const cancel = await call(t.app, 'POST', `/api/invoices/${withIrn.id}/e-invoice/cancel`, {
      reason_code: 2,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const cancelled = await list('&irn_status=cancelled');
    expect(cancelled.map((row) => [row.id, row.irn_status])).toEqual([[withIrn.id, 'cancelled']]);
    expect((await list('&irn_status=generated')).map((row) => row.id)).not.toContain(withIrn.id);
  });

  it('reports the B2B credit and debit notes still without an IRN beside the invoices, each named by its kind', async () => {
    const detail = z
      .object({ id: z.number(), items: z.array(z.object({ id: z.number() }).loose()) })
      .loose()
      .parse((await call(t.app, 'GET', `/api/invoices/${ids.irn}`)).body);
    const line = detail.items[0]?.id;
    const credit = await call(t.app, 'POST', '/api/credit-notes', {
      invoice_id: ids.irn,
      note_date: today,
      reason: 'Rate revised',
      kind: 'value',
      lines: [{ invoice_item_id: line, taxable_value: 100 }],
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    const debit = await call(t.app, 'POST', '/api/debit-notes', {
      invoice_id: ids.irn,
      note_date: today,
      reason: 'Freight charged',
      lines: [{ invoice_item_id: line, taxable_value: 50 }],
    });
    expect(debit.status, JSON.stringify(debit.body)).toBe(201);
    const note = z.object({ id: z.number(), note_number: z.string() }).loose();
    const creditNote = note.parse(credit.body);
    const debitNote = note.parse(debit.body);

    const report = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/e-documents/due' },
      200,
      numberDueSchema,
    );
    const notes = report.data.filter((row) => row.document_type !== 'invoice');
    expect(notes).toEqual([
      expect.objectContaining({
        document_type: 'credit_note',
        id: creditNote.id,
        document_number: creditNote.note_number,
        party_gstin: GSTIN_ODISHA,
        eway_status: 'not-needed',
        irn_status: 'needed',
      }),
      expect.objectContaining({ document_type: 'debit_note', id: debitNote.id, irn_status: 'needed' }),
    ]);
    // Invoices first on their day, oldest day first.
    const kinds = report.data.filter((row) => row.date === today).map((row) => row.document_type);
    expect(kinds.indexOf('credit_note')).toBeGreaterThan(kinds.lastIndexOf('invoice'));

    // Once the IRP's answer for the credit note is recorded, only the debit note is left.
    const answered = await call(t.app, 'POST', '/api/e-invoices/import', {
      content: JSON.stringify({
        AckNo: '112510000000124',
        AckDt: new Date(Date.now() - 60_000).toISOString(),
        Irn: 'd'.repeat(64),
        SignedQRCode: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
        Status: 'ACT',
        DocNo: creditNote.note_number,
      }),
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const after = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/e-documents/due' },
      200,
      numberDueSchema,
    );
    expect(after.data.filter((row) => row.document_type !== 'invoice').map((row) => row.id)).toEqual([
      debitNote.id,
    ]);
  });
});
