import { filingSchema, gstr1PreviewSchema } from '@bahi/domain/schemas';
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
import { validateGstr1Upload as validateUpload } from '../test-support/return-schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A filed GSTR-1 (May 2026) whose documents are corrected after the owner unlocked it: the next
// return not yet filed (June) reports them in the amendment tables, naming what was filed, and
// once June is marked filed no later return repeats them. The shop is in Chhattisgarh (22).

const withLines = z.object({ id: z.number(), items: z.array(z.object({ id: z.number() }).loose()) }).loose();
const NOTHING = { b2ba: [], b2cla: [], b2csa: [], cdnra: [], cdnura: [] };
const rowsOf = <T>(rows: T[] | undefined): T[] => rows ?? [];

describe('GSTR-1 amendments of a filed period', () => {
  let t: TestApp;
  let soap: number;
  let b2b: Record<string, unknown>;
  let b2bId: number;
  let small: Record<string, unknown>;
  let smallId: number;
  let noteId: number;

  const line = (rate: number, quantity: number) => ({
    product_id: soap,
    gst_rate: 5,
    rate,
    quantity,
    price_basis: 'rate' as const,
  });
  const preview = (period: string) =>
    expectAnswer(
      t.app,
      { method: 'GET', url: `/api/gstr1/preview?period=${period}` },
      200,
      gstr1PreviewSchema,
    );
  const amendmentsOf = async (period: string) => {
    const { gstr1 } = await preview(period);
    // A table with no rows is left out of the preview.
    return {
      b2ba: rowsOf(gstr1.b2ba),
      b2cla: rowsOf(gstr1.b2cla),
      b2csa: rowsOf(gstr1.b2csa),
      cdnra: rowsOf(gstr1.cdnra),
      cdnura: rowsOf(gstr1.cdnura),
    };
  };
  const markFiled = async (period: string, filed_on: string) => {
    const answer = await call(t.app, 'POST', '/api/returns/filings', {
      return_type: 'GSTR1',
      period,
      filed_on,
      arn: 'AA220526012345B',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return filingSchema.parse(answer.body);
  };

  beforeAll(async () => {
    t = await createTestApp();
    soap = await createProduct(t.app, { gst_rate: 5, hsn_code: '34011190', name: 'Sandal Soap' });
    const gujarat = await createCustomer(t.app, { gstin: GSTIN_GUJARAT, name: 'Patel Traders' });
    const walkIn = await createCustomer(t.app, { name: 'Walk-in, Raipur' });
    const sell = async (payload: Record<string, unknown>) => {
      const answer = await postInvoice(t.app, payload);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return withLines.parse(
        (await call(t.app, 'GET', `/api/invoice/${withLines.parse(answer.body).id}`)).body,
      );
    };
    b2b = invoicePayload(gujarat, [line(100, 10)], { invoice_number: 'A/26-27/0001', date: '2026-05-04' });
    b2bId = (await sell(b2b)).id;
    small = invoicePayload(walkIn, [line(100, 10)], { invoice_number: 'A/26-27/0002', date: '2026-05-05' });
    smallId = (await sell(small)).id;
    // Another small sale at the same place and rate: it stays as filed, inside the restated total.
    await sell(
      invoicePayload(walkIn, [line(100, 5)], { invoice_number: 'A/26-27/0003', date: '2026-05-06' }),
    );
    // A credit note against another sale to Gujarat (an invoice with notes is not edited).
    const noted = await sell(
      invoicePayload(gujarat, [line(100, 4)], { invoice_number: 'A/26-27/0004', date: '2026-05-07' }),
    );
    const note = await call(t.app, 'POST', '/api/credit-notes', {
      invoice_id: noted.id,
      note_date: '2026-05-20',
      reason: 'Rate agreed lower',
      kind: 'value',
      lines: [{ invoice_item_id: noted.items[0]?.id, taxable_value: 100 }],
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    noteId = withLines.pick({ id: true }).loose().parse(note.body).id;
  });
  afterAll(async () => t.close());

  it('amends nothing while nothing changed, even after the period is unlocked', async () => {
    const may = await markFiled('052026', '2026-06-11');
    expect(await amendmentsOf('062026')).toEqual(NOTHING);
    const unlocked = await call(t.app, 'POST', `/api/returns/filings/${may.id}/unlock`, {
      reason: 'Rate and quantity typed wrong',
    });
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    expect(await amendmentsOf('062026')).toEqual(NOTHING);
  });

  it('reports the corrected invoice in b2ba, the small sale in b2csa and the cancelled note in cdnra', async () => {
    const b2bEdit = await call(t.app, 'PUT', `/api/invoices/${b2bId}`, {
      ...b2b,
      items: [{ ...line(90, 10), discount: 0 }],
    });
    expect(b2bEdit.status, JSON.stringify(b2bEdit.body)).toBe(200);
    const smallEdit = await call(t.app, 'PUT', `/api/invoices/${smallId}`, {
      ...small,
      items: [{ ...line(100, 12), discount: 0 }],
    });
    expect(smallEdit.status, JSON.stringify(smallEdit.body)).toBe(200);
    const cancel = await call(t.app, 'PUT', `/api/credit-notes/${noteId}/status`, { status: 'Cancelled' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    const { gstr1, problems } = await preview('062026');
    expect(problems).toEqual([]);
    // 10 at 90 to Gujarat: 900 + IGST 45, under the number and date it was filed with.
    expect(gstr1.b2ba).toEqual([
      {
        ctin: GSTIN_GUJARAT,
        inv: [
          {
            oinum: 'A/26-27/0001',
            oidt: '04-05-2026',
            inum: 'A/26-27/0001',
            idt: '04-05-2026',
            val: 945,
            pos: '24',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 900, rt: 5, iamt: 45, csamt: 0 } }],
          },
        ],
      },
    ]);
    // May's small sales in Chhattisgarh at 5% now read 12 + 5 at 100: 1,700 + 42.50 + 42.50.
    expect(gstr1.b2csa).toEqual([
      {
        omon: '052026',
        sply_ty: 'INTRA',
        pos: '22',
        typ: 'OE',
        itms: [{ rt: 5, txval: 1700, iamt: 0, camt: 42.5, samt: 42.5, csamt: 0 }],
      },
    ]);
    // The credit note, cancelled since it was filed, amended to nil.
    expect(gstr1.cdnra).toEqual([
      {
        ctin: GSTIN_GUJARAT,
        nt: [
          expect.objectContaining({
            ont_num: expect.stringMatching(/^CN\//),
            ont_dt: '20-05-2026',
            ntty: 'C',
            nt_dt: '20-05-2026',
            val: 0,
            pos: '24',
            itms: [{ num: 1, itm_det: { txval: 0, rt: 5, iamt: 0, csamt: 0 } }],
          }),
        ],
      },
    ]);
    expect(gstr1.b2cla).toBeUndefined();
    // June's own tables are June's documents only (none).
    expect(gstr1.b2b).toEqual([]);
    expect(gstr1.b2cs).toEqual([]);
    // Only the first return after May that is not filed carries them.
    expect(await amendmentsOf('072026')).toEqual(NOTHING);

    const file = await call(t.app, 'GET', '/api/gstr1?period=062026');
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(validateUpload(file.body), JSON.stringify(validateUpload.errors)).toBe(true);
    expect(Object.keys(file.body as object)).toEqual(expect.arrayContaining(['b2ba', 'b2csa', 'cdnra']));
  });

  it('keeps the amendments when May is locked again, and drops them once June is filed', async () => {
    await markFiled('052026', '2026-06-11');
    expect((await amendmentsOf('062026')).b2ba).toHaveLength(1);
    await markFiled('062026', '2026-07-11');
    expect(await amendmentsOf('072026')).toEqual(NOTHING);
  });
});
