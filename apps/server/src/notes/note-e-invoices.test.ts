import { createHash } from 'node:crypto';
import { todayIso } from '@bahi/domain';
import { eInvoiceSchema, noteDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readQrCode } from '../pdf/pdf-page-image';
import { extractPdfPages } from '../pdf/poppler';
import { call, expectAnswer } from '../test-support/api-calls';
import { createProduct, invoicePayload, postInvoice } from '../test-support/document-fixtures';
import {
  GSTIN_ODISHA,
  prepareEInvoicing,
  SHOP_GSTIN,
  signedQr,
  validateInv01,
} from '../test-support/irp-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Credit and debit notes reported to the IRP like invoices: the INV-01 JSON (CRN, DBN, naming the
// invoice corrected) against the schema, the IRP's answer read back onto the note's detail and
// PDF, the note locked while its IRN stands, and the IRN's cancellation within 24 hours only.

const invoiceAnswer = z
  .object({ id: z.number(), invoice_number: z.string(), items: z.array(z.object({ id: z.number() })) })
  .loose();

describe('e-invoices of credit and debit notes', () => {
  let t: TestApp;
  let odisha: number;
  let fan: number;
  const today = todayIso();

  beforeAll(async () => {
    t = await createTestApp();
    odisha = await prepareEInvoicing(t.app);
    fan = await createProduct(t.app, {
      name: 'Ceiling Fan',
      hsn_code: '84145110',
      gst_rate: 18,
      opening_stock: 100,
    });
  });
  afterAll(() => t.close());

  async function invoiceWithNote(type: 'credit' | 'debit') {
    const invoice = await postInvoice(
      t.app,
      invoicePayload(
        odisha,
        [{ product_id: fan, price_basis: 'rate', rate: 2450.5, gst_rate: 18, quantity: 12 }],
        {
          date: today,
        },
      ),
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const { id, invoice_number, items } = invoiceAnswer.parse(invoice.body);
    const line = items[0]?.id;
    const note = await call(t.app, 'POST', `/api/${type}-notes`, {
      invoice_id: id,
      note_date: today,
      reason: type === 'credit' ? 'Goods returned' : 'Rate revised',
      ...(type === 'credit'
        ? { kind: 'return', lines: [{ invoice_item_id: line, quantity: 2 }] }
        : { lines: [{ invoice_item_id: line, taxable_value: 1200 }] }),
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    return { invoiceNumber: invoice_number, note: noteDetailSchema.parse(note.body) };
  }

  const irnOf = (number: string) => createHash('sha256').update(`${SHOP_GSTIN}${number}2026`).digest('hex');

  it("writes a credit note and a debit note as INV-01 that the schema accepts, naming the invoice, alone and in the day's file", async () => {
    for (const [type, docType] of [
      ['credit', 'CRN'],
      ['debit', 'DBN'],
    ] as const) {
      const { invoiceNumber, note } = await invoiceWithNote(type);
      const status = await expectAnswer(
        t.app,
        { method: 'GET', url: `/api/${type}-notes/${note.id}/e-invoice` },
        200,
        eInvoiceSchema,
      );
      expect(status).toMatchObject({ status: 'needed', problems: [], document_number: note.note_number });
      const answer = await call(t.app, 'POST', `/api/${type}-notes/${note.id}/e-invoice/json`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [document] = answer.body as Record<string, unknown>[];
      expect(validateInv01(document), JSON.stringify(validateInv01.errors)).toBe(true);
      expect(document).toMatchObject({
        DocDtls: { Typ: docType, No: note.note_number },
        BuyerDtls: { Gstin: GSTIN_ODISHA, Pin: 751001, Pos: '21' },
        ValDtls: { AssVal: note.total_amount, IgstVal: note.gst_amount, TotInvVal: note.grand_total },
        RefDtls: { PrecDocDtls: [{ InvNo: invoiceNumber }] },
      });
    }
    // The day's file carries the day's notes beside its invoices.
    const day = await call(t.app, 'POST', '/api/e-invoices/json', { date: today });
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    const documents = day.body as { DocDtls: { Typ: string } }[];
    expect(documents.map((document) => document.DocDtls.Typ).sort()).toEqual(['CRN', 'DBN', 'INV', 'INV']);
    for (const document of documents) expect(validateInv01(document)).toBe(true);
  });

  it('writes a value note (no goods) with quantity 0 and its whole value as the unit price, as the IRP takes it', async () => {
    const invoice = await postInvoice(
      t.app,
      invoicePayload(
        odisha,
        [
          { product_id: fan, price_basis: 'rate', rate: 2450.5, gst_rate: 18, quantity: 12 },
          { product_id: fan, price_basis: 'rate', rate: 999, gst_rate: 18, quantity: 3 },
        ],
        { date: today },
      ),
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const [first, second] = invoiceAnswer.parse(invoice.body).items;
    for (const type of ['credit', 'debit'] as const) {
      const answer = await call(t.app, 'POST', `/api/${type}-notes`, {
        invoice_id: invoiceAnswer.parse(invoice.body).id,
        note_date: today,
        reason: 'Rate revised',
        ...(type === 'credit' ? { kind: 'value' } : {}),
        lines: [
          { invoice_item_id: first?.id, taxable_value: 1200 },
          { invoice_item_id: second?.id, taxable_value: 0.5 },
        ],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const note = noteDetailSchema.parse(answer.body);
      const json = await call(t.app, 'POST', `/api/${type}-notes/${note.id}/e-invoice/json`);
      expect(json.status, JSON.stringify(json.body)).toBe(200);
      const [document] = json.body as Record<string, unknown>[];
      expect(validateInv01(document), JSON.stringify(validateInv01.errors)).toBe(true);
      expect((document as { ItemList: unknown[] }).ItemList).toEqual([
        expect.objectContaining({
          Qty: 0,
          Unit: 'NOS',
          UnitPrice: 1200,
          TotAmt: 1200,
          Discount: 0,
          AssAmt: 1200,
        }),
        expect.objectContaining({
          Qty: 0,
          Unit: 'NOS',
          UnitPrice: 0.5,
          TotAmt: 0.5,
          Discount: 0,
          AssAmt: 0.5,
        }),
      ]);
      // The quantity stays, at 0: the schema wants it on every goods line.
      const items = (document as { ItemList: Record<string, unknown>[] }).ItemList;
      const withoutQty = { ...document, ItemList: items.map(({ Qty: _qty, ...item }) => item) };
      expect(validateInv01(withoutQty)).toBe(false);
    }
  });

  it("reads the IRP's answer onto the note's detail and PDF, locks the note and cancels within 24 hours only", async () => {
    const credit = (await invoiceWithNote('credit')).note;
    const debit = (await invoiceWithNote('debit')).note;
    const answers = [
      { note: credit, docType: 'CRN' as const, ackDate: '2025-11-26 10:15:00' },
      { note: debit, docType: 'DBN' as const, ackDate: new Date(Date.now() - 60_000).toISOString() },
    ].map(({ note, docType, ackDate }, index) => ({
      AckNo: `11251000000010${index + 1}`,
      AckDt: ackDate,
      Irn: irnOf(note.note_number),
      SignedQRCode: signedQr(note.note_number, irnOf(note.note_number), docType),
      Status: 'ACT',
    }));
    const imported = await call(t.app, 'POST', '/api/e-invoices/import', {
      content: JSON.stringify(answers),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toEqual({
      recorded: [
        { document_number: credit.note_number, irn: irnOf(credit.note_number) },
        { document_number: debit.note_number, irn: irnOf(debit.note_number) },
      ],
    });

    const shown = await call(t.app, 'GET', `/api/credit-notes/${credit.id}/e-invoice`);
    expect(shown.body).toMatchObject({
      status: 'generated',
      irn: irnOf(credit.note_number),
      ack_no: '112510000000101',
    });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/credit-notes/${credit.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = extractPdfPages(pdf.rawPayload).join('\n').replace(/\s+/g, '');
    expect(text).toContain(irnOf(credit.note_number));
    expect(text).toContain('AckNo:112510000000101');
    expect(readQrCode(pdf.rawPayload)).toBe(answers[0]?.SignedQRCode);

    // A note with an IRN is not cancelled in Bahi, nor downloaded again.
    const cancelNote = await call(t.app, 'PUT', `/api/credit-notes/${credit.id}/status`, {
      status: 'Cancelled',
    });
    expect(cancelNote.status).toBe(409);
    expect((cancelNote.body as { message: string }).message).toContain(
      `Credit note ${credit.note_number} has IRN ${irnOf(credit.note_number)}`,
    );
    expect((await call(t.app, 'POST', `/api/credit-notes/${credit.id}/e-invoice/json`)).status).toBe(409);

    // The credit note was acknowledged long ago (a fixed past time): the IRP no longer cancels it.
    const late = await call(t.app, 'POST', `/api/credit-notes/${credit.id}/e-invoice/cancel`, {
      reason_code: 2,
    });
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toContain('more than 24 hours ago');
    const cancelled = await call(t.app, 'POST', `/api/debit-notes/${debit.id}/e-invoice/cancel`, {
      reason_code: 2,
      remark: 'Wrong rate',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Data entry mistake: Wrong rate',
    });
    // With its IRN cancelled, the debit note may be cancelled, and its PDF no longer prints the IRN.
    const debitPdf = await t.app.inject({ method: 'GET', url: `/api/debit-notes/${debit.id}/pdf` });
    expect(extractPdfPages(debitPdf.rawPayload).join('\n').replace(/\s+/g, '')).not.toContain('IRN:');
    const noteCancelled = await call(t.app, 'PUT', `/api/debit-notes/${debit.id}/status`, {
      status: 'Cancelled',
    });
    expect(noteCancelled.status, JSON.stringify(noteCancelled.body)).toBe(200);
  });
});
