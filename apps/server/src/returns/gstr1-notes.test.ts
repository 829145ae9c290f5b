import fs from 'node:fs';
import { gstr1PreviewSchema, gstr3bSchema } from '@bahi/domain/schemas';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_GUJARAT,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// GSTR-1 and GSTR-3B of a month with credit and debit notes issued through the notes API: a
// return to a registered buyer (cdnr), a value credit against a B2C large sale (cdnur), a debit
// note on a small B2C sale (netted into b2cs), and a cancelled note (only in table 13).

const uploadSchema = JSON.parse(
  fs.readFileSync(new URL('./gstr1-upload.schema.json', import.meta.url), 'utf8'),
) as object;
const validateUpload = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 6 }).compile(
  uploadSchema,
);
const invoiceWithLines = z
  .object({ id: z.number(), items: z.array(z.object({ id: z.number() }).loose()) })
  .loose();

describe('GSTR-1 and GSTR-3B with credit and debit notes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const tea = await createProduct(t.app, {
      gst_rate: 18,
      hsn_code: '09023010',
      name: 'Assam Tea 1 kg',
      unit: 'KGS',
    });
    const gujarat = await createCustomer(t.app, { gstin: GSTIN_GUJARAT, name: 'Patel Traders' });
    const mumbai = await createCustomer(t.app, { name: 'Walk-in, Mumbai', state_code: '27' });
    const line = (rate: number, quantity: number) => ({
      product_id: tea,
      gst_rate: 18,
      rate,
      quantity,
      price_basis: 'rate' as const,
    });
    const sell = async (customer: number, number: string, rate: number, quantity: number) => {
      const answer = await postInvoice(
        t.app,
        invoicePayload(customer, [line(rate, quantity)], { invoice_number: number, date: '2025-10-03' }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const detail = await call(t.app, 'GET', `/api/invoice/${invoiceWithLines.parse(answer.body).id}`);
      return invoiceWithLines.parse(detail.body);
    };
    const note = async (path: string, body: Record<string, unknown>) => {
      const answer = await call(t.app, 'POST', path, {
        note_date: '2025-10-20',
        reason: 'Returns test',
        ...body,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return z.object({ id: z.number() }).loose().parse(answer.body);
    };
    // 5 kg at 100 to Gujarat: 500 + IGST 90. Two come back: 200 + IGST 36.
    const b2b = await sell(gujarat, 'N/25-26/0001', 100, 5);
    await note('/api/credit-notes', {
      invoice_id: b2b.id,
      kind: 'return',
      lines: [{ invoice_item_id: b2b.items[0]?.id, quantity: 2 }],
    });
    // 1,20,000 to Mumbai (B2C large): 10,000 credited on value.
    const large = await sell(mumbai, 'N/25-26/0002', 1000, 120);
    await note('/api/credit-notes', {
      invoice_id: large.id,
      kind: 'value',
      lines: [{ invoice_item_id: large.items[0]?.id, taxable_value: 10000 }],
    });
    // A small sale to Mumbai (B2C small), 100 more debited; a cancelled credit on it.
    const small = await sell(mumbai, 'N/25-26/0003', 100, 10);
    await note('/api/debit-notes', {
      invoice_id: small.id,
      lines: [{ invoice_item_id: small.items[0]?.id, taxable_value: 100 }],
    });
    const cancelled = await note('/api/credit-notes', {
      invoice_id: small.id,
      kind: 'value',
      lines: [{ invoice_item_id: small.items[0]?.id, taxable_value: 50 }],
    });
    const cancel = await call(t.app, 'PUT', `/api/credit-notes/${cancelled.id}/status`, {
      status: 'Cancelled',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  });
  afterAll(async () => t.close());

  const preview = () =>
    expectAnswer(t.app, { method: 'GET', url: '/api/gstr1/preview?period=102025' }, 200, gstr1PreviewSchema);

  it('reports the notes in cdnr, cdnur and b2cs, counts them in table 13, and ties to the books', async () => {
    const { gstr1, problems, tie_out, books } = await preview();
    expect(problems).toEqual([]);
    expect(gstr1.cdnr).toEqual([
      {
        ctin: GSTIN_GUJARAT,
        nt: [
          {
            ntty: 'C',
            nt_num: expect.stringMatching(/^CN\//),
            nt_dt: '20-10-2025',
            val: 236,
            pos: '24',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 200, rt: 18, iamt: 36, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(gstr1.cdnur).toEqual([
      expect.objectContaining({
        typ: 'B2CL',
        ntty: 'C',
        val: 11800,
        pos: '27',
        itms: [{ num: 1, itm_det: { txval: 10000, rt: 18, iamt: 1800, csamt: 0 } }],
      }),
    ]);
    // The small sale (1,000) and its debit note (100) in one row; the cancelled credit left out.
    expect(gstr1.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '27', typ: 'OE', rt: 18, txval: 1100, iamt: 198, camt: 0, samt: 0, csamt: 0 },
    ]);
    expect(
      gstr1.doc_issue.doc_det.map((group) => [
        group.doc_num,
        group.docs.map((doc) => [doc.totnum, doc.cancel]),
      ]),
    ).toEqual([
      [1, [[3, 0]]],
      [4, [[1, 0]]],
      [5, [[3, 1]]],
    ]);
    // Books: 500 + 1,20,000 + 1,000 invoiced, less 200 and 10,000 credited, plus 100 debited.
    expect(books).toEqual({ taxable: 111400, cgst: 0, sgst: 0, igst: 20052 });
    expect(tie_out.filter((row) => !row.ties)).toEqual([]);
    expect(validateUpload(gstr1), JSON.stringify(validateUpload.errors)).toBe(true);
  });

  it('nets the notes out of GSTR-3B', async () => {
    const answer = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=102025' },
      200,
      gstr3bSchema,
    );
    expect(answer.outward_taxable).toEqual({ taxable: 111400, cgst: 0, sgst: 0, igst: 20052 });
    expect(answer.inter_state_unregistered).toEqual([{ pos: '27', taxable: 111100, igst: 19998 }]);
  });
});
