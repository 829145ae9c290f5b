import { createHash } from 'node:crypto';
import { todayIso } from '@bahi/domain';
import { noteDetailSchema, noteListRowSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { prepareEInvoicing, SHOP_GSTIN, signedQr } from '../test-support/irp-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The credit and debit note lists' e-invoice column and filter, as the invoice list has them: a
// B2B note on or after e-invoicing's start waits for its IRN ("needed") until the IRP's answer is
// recorded ("generated"), then its cancellation shows ("cancelled"); a note to an unregistered
// buyer, or a cancelled note, is not reported.

const invoiceAnswer = z
  .object({ id: z.number(), items: z.array(z.object({ id: z.number() }).loose()) })
  .loose();
const listSchema = z.object({ data: z.array(noteListRowSchema), total: z.number() });

describe('the e-invoice status of credit and debit notes in their lists', () => {
  let t: TestApp;
  let odisha: number;
  let walkIn: number;
  let fan: number;
  const today = todayIso();

  beforeAll(async () => {
    t = await createTestApp();
    odisha = await prepareEInvoicing(t.app);
    walkIn = await createCustomer(t.app, { name: 'Walk-in Buyer', address: 'GE Road, Raipur' });
    fan = await createProduct(t.app, { hsn_code: '84145110', gst_rate: 18, opening_stock: 100 });
  });
  afterAll(() => t.close());

  async function invoiceOf(customer: number) {
    const answer = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: fan, price_basis: 'rate', rate: 1000, gst_rate: 18, quantity: 10 }],
        {
          date: today,
        },
      ),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return invoiceAnswer.parse(answer.body);
  }

  async function note(type: 'credit' | 'debit', invoice: z.output<typeof invoiceAnswer>) {
    const answer = await call(t.app, 'POST', `/api/${type}-notes`, {
      invoice_id: invoice.id,
      note_date: today,
      reason: 'Rate revised',
      ...(type === 'credit' ? { kind: 'value' } : {}),
      lines: [{ invoice_item_id: invoice.items[0]?.id, taxable_value: 10 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return noteDetailSchema.parse(answer.body);
  }

  async function recordIrn(docType: 'CRN' | 'DBN', number: string) {
    const irn = createHash('sha256').update(`${SHOP_GSTIN}${number}`).digest('hex');
    const answer = await call(t.app, 'POST', '/api/e-invoices/import', {
      content: JSON.stringify({
        AckNo: '112510000000301',
        AckDt: new Date(Date.now() - 60_000).toISOString(),
        Irn: irn,
        SignedQRCode: signedQr(number, irn, docType),
        Status: 'ACT',
      }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  const list = async (path: string, query = '') =>
    expectAnswer(t.app, { method: 'GET', url: `/api/${path}?limit=100${query}` }, 200, listSchema);

  it('shows each note where it stands with the IRP and filters by needed, generated and cancelled', async () => {
    const b2b = await invoiceOf(odisha);
    const pending = await note('credit', b2b);
    const generated = await note('credit', b2b);
    const withdrawn = await note('credit', b2b);
    const cancelledNote = await note('credit', b2b);
    const unregistered = await note('credit', await invoiceOf(walkIn));
    await recordIrn('CRN', generated.note_number);
    await recordIrn('CRN', withdrawn.note_number);
    const cancelIrn = await call(t.app, 'POST', `/api/credit-notes/${withdrawn.id}/e-invoice/cancel`, {
      reason_code: 2,
    });
    expect(cancelIrn.status, JSON.stringify(cancelIrn.body)).toBe(200);
    const cancel = await call(t.app, 'PUT', `/api/credit-notes/${cancelledNote.id}/status`, {
      status: 'Cancelled',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    const all = await list('credit-notes');
    expect(new Map(all.data.map((row) => [row.id, row.irn_status]))).toEqual(
      new Map([
        [pending.id, 'needed'],
        [generated.id, 'generated'],
        [withdrawn.id, 'cancelled'],
        [cancelledNote.id, 'not-applicable'],
        [unregistered.id, 'not-applicable'],
      ]),
    );
    for (const [filter, expected] of [
      ['needed', [pending.id]],
      ['generated', [generated.id]],
      ['cancelled', [withdrawn.id]],
    ] as const) {
      const filtered = await list('credit-notes', `&irn_status=${filter}`);
      expect(
        filtered.data.map((row) => row.id),
        filter,
      ).toEqual(expected);
      expect(filtered.total, filter).toBe(expected.length);
      expect(filtered.data.every((row) => row.irn_status === filter)).toBe(true);
    }
    // Blank means any; a word the filter does not know is refused, naming the field.
    expect((await list('credit-notes', '&irn_status=')).total).toBe(5);
    const refused = await call(t.app, 'GET', '/api/credit-notes?irn_status=lost');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('irn_status must be one of needed, generated, cancelled');
  });

  it('filters debit notes by their IRNs the same way', async () => {
    const b2b = await invoiceOf(odisha);
    const debit = await note('debit', b2b);
    expect((await list('debit-notes', '&irn_status=needed')).data.map((row) => row.id)).toContain(debit.id);
    await recordIrn('DBN', debit.note_number);
    const generated = await list('debit-notes', '&irn_status=generated');
    expect(generated.data.map((row) => [row.id, row.irn_status])).toEqual([[debit.id, 'generated']]);
    expect((await list('debit-notes', '&irn_status=needed')).data.map((row) => row.id)).not.toContain(
      debit.id,
    );
  });
});
