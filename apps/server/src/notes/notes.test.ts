import { noteableInvoiceSchema, noteDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractPdfPages } from '../pdf/poppler';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  invoicePayload,
  onHand,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Credit and debit notes against one invoice: tax at the invoice line's own rate, the limits, the
// deadline, numbering, and what they change (what is owed, stock, the invoice's detail).

const invoiceAnswer = z
  .object({
    id: z.number(),
    invoice_number: z.string(),
    grand_total: z.number(),
    balance: z.number(),
    status: z.string(),
    items: z.array(z.object({ id: z.number() }).loose()),
    notes: z.array(z.object({ note_number: z.string(), status: z.string() }).loose()).optional(),
  })
  .loose();

describe('credit and debit notes', () => {
  let t: TestApp;
  let local: number;
  let outOfState: number;

  beforeAll(async () => {
    t = await createTestApp();
    local = await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH });
    outOfState = await createCustomer(t.app, { gstin: GSTIN_GUJARAT });
  });
  afterAll(() => t.close());

  async function issueInvoice(customer: number, items: Parameters<typeof invoicePayload>[1], date: string) {
    const answer = await postInvoice(t.app, invoicePayload(customer, items, { date }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return invoiceAnswer.parse(answer.body);
  }

  function postNote(kind: 'credit' | 'debit', payload: Record<string, unknown>) {
    return call(t.app, 'POST', `/api/${kind}-notes`, { reason: 'Goods returned', ...payload });
  }

  it('credits a part return at the invoice line rate after the master rate changed, and stock comes back', async () => {
    const notebook = await createProduct(t.app, {
      name: 'Ruled Notebook',
      gst_rate: 12,
      opening_stock: 20,
      unit: 'PCS',
    });
    const invoice = await issueInvoice(
      local,
      [{ product_id: notebook, price_basis: 'rate', rate: 100, gst_rate: 12, quantity: 3 }],
      '2025-08-10',
    );
    const line = invoice.items[0]?.id;
    expect(await onHand(t.app, notebook)).toBe(17);
    const product = (await call(t.app, 'GET', `/api/products/${notebook}`)).body as Record<string, unknown>;
    const changed = await call(t.app, 'PUT', `/api/products/${notebook}`, { ...product, gst_rate: 5 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const answer = await postNote('credit', {
      invoice_id: invoice.id,
      note_date: '2025-09-01',
      kind: 'return',
      lines: [{ invoice_item_id: line, quantity: 1 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const note = noteDetailSchema.parse(answer.body);
    expect(note.note_number).toBe('CN/25-26/0001');
    expect(note.invoice).toEqual({
      id: invoice.id,
      invoice_number: invoice.invoice_number,
      date: '2025-08-10',
    });
    // 300.00 × 1/3 = 100.00 at 12% within the state: CGST 6.00 + SGST 6.00.
    expect(note.items[0]).toMatchObject({
      quantity: 1,
      gst_rate: 12,
      subtotal: 100,
      cgst_amount: 6,
      sgst_amount: 6,
    });
    expect(note).toMatchObject({ total_amount: 100, gst_amount: 12, grand_total: 112, status: 'Issued' });
    expect(note.customer.gstin).toBe(GSTIN_CHHATTISGARH);
    expect(await onHand(t.app, notebook)).toBe(18);

    // What the invoice still owes falls by the note, and its detail lists it.
    const detail = invoiceAnswer.parse((await call(t.app, 'GET', `/api/invoice/${invoice.id}`)).body);
    expect(detail.balance).toBe(336 - 112);
    expect(detail.notes).toEqual([
      expect.objectContaining({ note_number: 'CN/25-26/0001', status: 'Issued' }),
    ]);

    // The PDF names the note and the original invoice's number and date.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/credit-notes/${note.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = extractPdfPages(pdf.rawPayload).join('\n');
    expect(text).toContain('Credit Note');
    expect(text).toContain(invoice.invoice_number);
    expect(text).toContain('10/08/2025');

    // Cancelling the note puts everything back.
    const cancelled = await call(t.app, 'PUT', `/api/credit-notes/${note.id}/status`, {
      status: 'Cancelled',
    });
    expect(cancelled.status).toBe(200);
    expect(await onHand(t.app, notebook)).toBe(17);
    const after = invoiceAnswer.parse((await call(t.app, 'GET', `/api/invoice/${invoice.id}`)).body);
    expect(after.balance).toBe(336);
    // The edit log holds the issue and the cancel.
    const log = await call(t.app, 'GET', `/api/audit-log?record_type=credit_note&record_id=${note.id}`);
    expect(log.status).toBe(200);
    const actions = (log.body as { data: { action: string }[] }).data.map((entry) => entry.action);
    expect(actions.sort()).toEqual(['cancel', 'create']);
  });

  it('refuses returning more than the line still has, also across two notes', async () => {
    const kettle = await createProduct(t.app, { name: 'Kettle', unit: 'NOS', opening_stock: 10 });
    const invoice = await issueInvoice(
      outOfState,
      [{ product_id: kettle, price_basis: 'rate', rate: 1000, gst_rate: 18, quantity: 3 }],
      '2025-10-01',
    );
    const line = invoice.items[0]?.id;
    const tooMany = await postNote('credit', {
      invoice_id: invoice.id,
      note_date: '2025-10-02',
      kind: 'return',
      lines: [{ invoice_item_id: line, quantity: 4 }],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({
      errors: { 'lines.0.quantity': ['At most 3 NOS of Kettle can still be returned'] },
    });
    const first = await postNote('credit', {
      invoice_id: invoice.id,
      note_date: '2025-10-02',
      kind: 'return',
      lines: [{ invoice_item_id: line, quantity: 2 }],
    });
    expect(first.status).toBe(201);
    // IGST at 18% on 2,000.00.
    expect(noteDetailSchema.parse(first.body)).toMatchObject({
      total_amount: 2000,
      tax: { igst: 360, cgst: 0 },
    });
    const second = await postNote('credit', {
      invoice_id: invoice.id,
      note_date: '2025-10-03',
      kind: 'return',
      lines: [{ invoice_item_id: line, quantity: 2 }],
    });
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({
      errors: { 'lines.0.quantity': ['At most 1 NOS of Kettle can still be returned'] },
    });
    const lines = noteableInvoiceSchema.parse(
      (await call(t.app, 'GET', `/api/invoices/${invoice.id}/note-lines`)).body,
    );
    expect(lines.lines[0]).toMatchObject({ remaining_quantity: 1, remaining_taxable_value: 1000 });
    const tooMuchValue = await postNote('credit', {
      invoice_id: invoice.id,
      note_date: '2025-10-03',
      kind: 'value',
      lines: [{ invoice_item_id: line, taxable_value: 1000.01 }],
    });
    expect(tooMuchValue.status).toBe(422);
    expect(Object.keys((tooMuchValue.body as { errors: object }).errors)).toEqual(['lines.0.taxable_value']);
    // A debit note raises the value; the invoice's balance rises with it.
    const debit = await postNote('debit', {
      invoice_id: invoice.id,
      note_date: '2025-10-04',
      reason: 'Rate corrected',
      lines: [{ invoice_item_id: line, taxable_value: 50 }],
    });
    expect(debit.status, JSON.stringify(debit.body)).toBe(201);
    expect(noteDetailSchema.parse(debit.body)).toMatchObject({
      note_number: 'DN/25-26/0001',
      grand_total: 59,
    });
    const detail = invoiceAnswer.parse((await call(t.app, 'GET', `/api/invoice/${invoice.id}`)).body);
    expect(detail.balance).toBe(3540 - 2360 + 59);
    // The invoice cannot be cancelled while live notes stand against it.
    const cancel = await call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, { status: 'Cancelled' });
    expect(cancel.status).toBe(409);
    // Nor edited: a note corrects it instead.
    const edit = await call(
      t.app,
      'PUT',
      `/api/invoices/${invoice.id}`,
      invoicePayload(
        outOfState,
        [{ product_id: kettle, price_basis: 'rate', rate: 900, gst_rate: 18, quantity: 3 }],
        {
          date: '2025-10-01',
          invoice_number: invoice.invoice_number,
        },
      ),
    );
    expect(edit.status).toBe(409);
    expect((edit.body as { message: string }).message).toBe(
      `Invoice ${invoice.invoice_number} has credit or debit notes and cannot be changed; issue a note instead`,
    );
    // A debit note prints as one.
    const debitId = noteDetailSchema.parse(debit.body).id;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/debit-notes/${debitId}/pdf` });
    expect(pdf.headers['content-disposition']).toContain('Debit_Note_DN-25-26-0001.pdf');
    expect(extractPdfPages(pdf.rawPayload).join('\n')).toContain('Debit Note');
  });

  it('accepts a credit note up to 30 November after the financial year, and not a day later', async () => {
    const soap = await createProduct(t.app, { name: 'Soap', unit: 'PCS', opening_stock: 10 });
    const invoice = await issueInvoice(
      local,
      [{ product_id: soap, price_basis: 'rate', rate: 40, gst_rate: 18, quantity: 5 }],
      '2025-03-15',
    );
    const line = invoice.items[0]?.id;
    const late = await postNote('credit', {
      invoice_id: invoice.id,
      note_date: '2025-12-01',
      kind: 'value',
      lines: [{ invoice_item_id: line, taxable_value: 10 }],
    });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({
      errors: { note_date: ['A credit note for an invoice of 2024-25 can be issued up to 30/11/2025'] },
    });
    const inTime = await postNote('credit', {
      invoice_id: invoice.id,
      note_date: '2025-11-30',
      kind: 'value',
      lines: [{ invoice_item_id: line, taxable_value: 10 }],
    });
    expect(inTime.status).toBe(201);
    expect(noteDetailSchema.parse(inTime.body).note_number).toMatch(/^CN\/25-26\/\d{4}$/);
    const early = await postNote('credit', {
      invoice_id: invoice.id,
      note_date: '2025-03-14',
      kind: 'value',
      lines: [{ invoice_item_id: line, taxable_value: 10 }],
    });
    expect(early.status).toBe(422);
    expect(Object.keys((early.body as { errors: object }).errors)).toEqual(['note_date']);
  });

  it('refuses a note on a cancelled invoice', async () => {
    const pen = await createProduct(t.app, { name: 'Pen', unit: 'PCS', opening_stock: 10 });
    const invoice = await issueInvoice(
      local,
      [{ product_id: pen, price_basis: 'rate', rate: 10, gst_rate: 18, quantity: 2 }],
      '2025-07-01',
    );
    expect(
      (await call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, { status: 'Cancelled' })).status,
    ).toBe(200);
    const answer = await postNote('credit', {
      invoice_id: invoice.id,
      note_date: '2025-07-02',
      kind: 'return',
      lines: [{ invoice_item_id: invoice.items[0]?.id, quantity: 1 }],
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        invoice_id: [`Invoice ${invoice.invoice_number} is cancelled: no note can be issued against it`],
      },
    });
  });

  it('gives 20 concurrent notes 20 distinct numbers', async () => {
    const rice = await createProduct(t.app, { name: 'Rice', unit: 'PCS', opening_stock: 100 });
    const invoices = await Promise.all(
      Array.from({ length: 4 }, () =>
        issueInvoice(
          local,
          [{ product_id: rice, price_basis: 'rate', rate: 50, gst_rate: 5, quantity: 10 }],
          '2026-05-01',
        ),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const invoice = invoices[index % 4];
        return postNote('credit', {
          invoice_id: invoice?.id,
          note_date: '2026-05-02',
          kind: 'return',
          lines: [{ invoice_item_id: invoice?.items[0]?.id, quantity: 1 }],
        });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => noteDetailSchema.parse(answer.body).note_number);
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `CN/26-27/${String(i + 1).padStart(4, '0')}`),
    );
    const page = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/credit-notes?invoice_id=${invoices[0]?.id}` },
      200,
      z.object({ total: z.number() }).loose(),
    );
    expect(page.total).toBe(5);
    expect(await onHand(t.app, rice)).toBe(100 - 40 + 20);
  });
});
