import { gstinCheckCharacter } from '@bahi/domain';
import {
  gstr2bDecisionSchema,
  gstr2bImportSchema,
  gstr2bMatchingSchema,
  gstr3bSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer } from '../test-support/api-calls';
import { createProduct, createSupplier } from '../test-support/document-fixtures';
import { expenseInput } from '../test-support/expense-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser, injectAs } from '../test-support/test-session';
import { TEST_SHOP } from '../test-support/test-shop';

// GSTR-2B through the API: October 2026's 2B holds six supplier documents against seven
// purchases of the books, at 18%: an exact match; bill "INV/001/26-27" against "1"; IGST 36.80
// against 36.00; a bill under the supplier's registration in another state; a bill the books lack;
// and a credit note the books lack. Table 4(A)(5) takes the credit of matched bills only.

const A = '22AABCU9603R1ZX';
const B = '24AANFA2641L1ZF';
const B_ELSEWHERE = `27AANFA2641L1Z${gstinCheckCharacter('27AANFA2641L1Z')}`;
const C = '29AABCR1718E1ZL';
const D = '33AAAAR6720M1ZG';
const withId = z.object({ id: z.number() }).loose();

const item = (txval: number, tax: { cgst?: number; sgst?: number; igst?: number }) => ({
  num: 1,
  rt: 18,
  txval,
  cgst: 0,
  sgst: 0,
  igst: 0,
  cess: 0,
  ...tax,
});
const intra = (txval: number) => item(txval, { cgst: txval * 0.09, sgst: txval * 0.09 });

function october2b(overrides: { dropPaise?: boolean } = {}) {
  return {
    chksum: 'x',
    data: {
      gstin: TEST_SHOP.gstin,
      rtnprd: '102026',
      version: '1.0',
      gendt: '14-11-2026',
      docdata: {
        b2b: [
          {
            ctin: A,
            trdnm: 'Anand Agencies',
            inv: [
              {
                inum: 'A-100',
                typ: 'R',
                dt: '03-10-2026',
                val: 1180,
                pos: '22',
                rev: 'N',
                items: [intra(1000)],
              },
              {
                inum: 'INV/001/26-27',
                typ: 'R',
                dt: '05-10-2026',
                val: 590,
                pos: '22',
                rev: 'N',
                items: [intra(500)],
              },
            ],
          },
          {
            ctin: B,
            trdnm: 'Gujarat Traders',
            inv: overrides.dropPaise
              ? []
              : [
                  {
                    inum: 'G-9',
                    typ: 'R',
                    dt: '08-10-2026',
                    val: 236.8,
                    pos: '22',
                    rev: 'N',
                    items: [item(200, { igst: 36.8 })],
                  },
                ],
          },
          {
            ctin: B_ELSEWHERE,
            trdnm: 'Gujarat Traders (Maharashtra)',
            inv: [
              {
                inum: 'M-5',
                typ: 'R',
                dt: '09-10-2026',
                val: 354,
                pos: '22',
                rev: 'N',
                items: [item(300, { igst: 54 })],
              },
            ],
          },
          {
            ctin: D,
            trdnm: 'Chennai Mills',
            inv: [
              {
                inum: 'K-1',
                typ: 'R',
                dt: '10-10-2026',
                val: 118,
                pos: '22',
                rev: 'N',
                items: [item(100, { igst: 18 })],
              },
            ],
          },
        ],
        cdnr: [
          {
            ctin: A,
            trdnm: 'Anand Agencies',
            nt: [{ ntnum: 'CN-7', typ: 'C', dt: '20-10-2026', val: 59, items: [intra(50)] }],
          },
        ],
        isd: [{ ctin: '22AABCU9603R1ZX', doclist: [] }],
      },
    },
  };
}

describe('GSTR-2B import and matching', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const table4 = async (period = '102026') =>
    (await expectAnswer(t.app, { method: 'GET', url: `/api/gstr3b?period=${period}` }, 200, gstr3bSchema))
      .itc_available;
  const matching = () =>
    expectAnswer(t.app, { method: 'GET', url: '/api/gstr2b?period=102026' }, 200, gstr2bMatchingSchema);
  const rowOf = async (number: string) => {
    const found = (await matching()).rows.find((row) => (row.two_b?.number ?? row.books?.number) === number);
    if (!found) throw new Error(`No row for ${number}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const goods = await createProduct(t.app, { gst_rate: 18, hsn_code: '34011190', name: 'Soap' });
    const supplier = {
      A: await createSupplier(t.app, { name: 'Anand Agencies', gstin: A }),
      B: await createSupplier(t.app, { name: 'Gujarat Traders', gstin: B, state_code: '24' }),
      C: await createSupplier(t.app, { name: 'Karnataka Stores', gstin: C, state_code: '29' }),
    };
    const buy = async (name: string, from: number, number: string, date: string, amount: number) => {
      const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
        supplier_id: from,
        invoice_number: number,
        purchase_date: date,
        items: [{ product_id: goods, quantity: 1, amount, discount: 0, gst_rate: 18 }],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      ids[name] = withId.parse(answer.body).id;
    };
    await buy('exact', supplier.A, 'A-100', '2026-10-03', 1000);
    await buy('cleaned', supplier.A, '1', '2026-10-06', 500);
    await buy('paise', supplier.B, 'G-9', '2026-10-08', 200);
    await buy('gstin', supplier.B, 'M-5', '2026-10-09', 300);
    await buy('late', supplier.A, 'A-101', '2026-10-25', 700);
    await buy('other', supplier.C, 'K-2', '2026-10-11', 990);
    await buy('another', supplier.C, 'K-3', '2026-10-20', 400);
  });
  afterAll(async () => t.close());

  it('keeps crediting every bill by date while the month has no 2B', async () => {
    // 18% of 1,000 + 500 + 700 within the state; of 200 + 300 + 990 + 400 from other states.
    expect(await table4()).toEqual({ cgst: 198, sgst: 198, igst: 340.2 });
    expect((await matching()).imported).toBeNull();
  });

  it("refuses a file that is not the shop's, or is malformed, naming the field", async () => {
    const other = october2b();
    Object.assign(other.data, { gstin: C });
    const wrong = await call(t.app, 'POST', '/api/gstr2b', other);
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.body)).toContain('data.gstin');
    const broken = october2b() as { data: { docdata: { b2b: { inv: { dt: string }[] }[] } } };
    const [first] = broken.data.docdata.b2b;
    if (first?.inv[0]) first.inv[0].dt = '2026-10-03';
    const malformed = await call(t.app, 'POST', '/api/gstr2b', broken);
    expect(malformed.status).toBe(422);
    expect(malformed.body).toMatchObject({
      errors: { 'data.docdata.b2b.0.inv.0.dt': ['Invoice date (dt) must be a date dd-mm-yyyy'] },
    });
    const viewer = await createTestUser(t.db, 'viewer');
    const refused = await injectAs(t.app, viewer, {
      method: 'POST',
      url: '/api/gstr2b',
      payload: october2b(),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('imports the 2B and sorts the six documents against the seven purchases', async () => {
    const imported = await expectAnswer(
      t.app,
      { method: 'POST', url: '/api/gstr2b', payload: october2b() },
      200,
      gstr2bImportSchema,
    );
    expect(imported).toMatchObject({ period: '102026', documents: 6, replaced: false });
    expect(imported.other_sections).toEqual([{ section: 'isd', entries: 1 }]);
    const answer = await matching();
    expect(answer.counts).toEqual({
      exact: 1,
      suggested: 2,
      mismatch: 1,
      missing_in_2b: 3,
      missing_in_books: 2,
    });
    expect(await rowOf('A-100')).toMatchObject({
      status: 'exact',
      books: { id: ids.exact },
      credit: { cgst: 90, sgst: 90, igst: 0 },
    });
    expect(await rowOf('INV/001/26-27')).toMatchObject({
      status: 'suggested',
      differences: ['bill_number', 'date'],
      books: { id: ids.cleaned },
      credit: { cgst: 0, sgst: 0, igst: 0 },
    });
    expect(await rowOf('G-9')).toMatchObject({
      status: 'suggested',
      differences: ['igst'],
      books: { id: ids.paise },
    });
    expect(await rowOf('M-5')).toMatchObject({
      status: 'mismatch',
      differences: ['gstin'],
      books: { id: ids.gstin },
    });
    expect(await rowOf('K-1')).toMatchObject({ status: 'missing_in_books', books: null });
    // The supplier's credit note the books lack is offered as a return against its latest purchase.
    expect(await rowOf('CN-7')).toMatchObject({
      status: 'missing_in_books',
      return_against_purchase_id: ids.cleaned,
    });
    for (const bill of ['A-101', 'K-2', 'K-3']) expect((await rowOf(bill)).status).toBe('missing_in_2b');
    expect(answer.credit).toEqual({ cgst: 90, sgst: 90, igst: 0 });
  });

  it('takes Table 4(A)(5) from the matched bills only, listing what waits', async () => {
    expect(await table4()).toEqual({ cgst: 90, sgst: 90, igst: 0 });
    const gstr3b = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=102026' },
      200,
      gstr3bSchema,
    );
    expect(gstr3b.gstr2b.months_with_2b).toEqual(['2026-10']);
    expect(gstr3b.gstr2b.waiting.map((doc) => `${doc.number} ${doc.waiting_for}`).sort()).toEqual([
      '1 decision',
      'A-101 2b',
      'G-9 decision',
      'K-2 2b',
      'K-3 2b',
      'M-5 decision',
    ]);
  });

  it('moves an accepted suggestion into Table 4, keeps it on re-import and gives it back on undo', async () => {
    const paise = await rowOf('G-9');
    const accepted = await expectAnswer(
      t.app,
      {
        method: 'POST',
        url: '/api/gstr2b/decisions',
        payload: { two_b_id: paise.two_b?.id, action: 'accept' },
      },
      201,
      gstr2bDecisionSchema,
    );
    expect(accepted).toMatchObject({ action: 'accept', books_type: 'purchase', books_id: ids.paise });
    // The smaller of the two: the books' 36.00, not the 2B's 36.80.
    expect(await table4()).toEqual({ cgst: 90, sgst: 90, igst: 36 });
    const again = await call(t.app, 'POST', '/api/gstr2b/decisions', {
      two_b_id: paise.two_b?.id,
      action: 'accept',
    });
    expect(again.status).toBe(409);
    const notSuggested = await call(t.app, 'POST', '/api/gstr2b/decisions', {
      two_b_id: (await rowOf('M-5')).two_b?.id,
      action: 'accept',
    });
    expect(notSuggested.status).toBe(422);

    const reimported = await expectAnswer(
      t.app,
      { method: 'POST', url: '/api/gstr2b', payload: october2b() },
      200,
      gstr2bImportSchema,
    );
    expect(reimported).toMatchObject({ replaced: true, decisions_kept: 1, decisions_dropped: 0 });
    const kept = await rowOf('G-9');
    expect(kept.decision).toMatchObject({ action: 'accept' });
    expect(await table4()).toEqual({ cgst: 90, sgst: 90, igst: 36 });

    const undo = await call(t.app, 'DELETE', `/api/gstr2b/decisions/${kept.decision?.id}`);
    expect(undo.status).toBe(204);
    expect(await table4()).toEqual({ cgst: 90, sgst: 90, igst: 0 });
  });

  it('links by hand, claims later, and drops a decision whose document leaves the 2B', async () => {
    const gstin = await rowOf('M-5');
    const linked = await call(t.app, 'POST', '/api/gstr2b/decisions', {
      two_b_id: gstin.two_b?.id,
      action: 'link',
      books: { type: 'purchase', id: ids.gstin },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    expect(await table4()).toEqual({ cgst: 90, sgst: 90, igst: 54 });

    const exact = await rowOf('A-100');
    const later = await call(t.app, 'POST', '/api/gstr2b/decisions', {
      two_b_id: exact.two_b?.id,
      action: 'claim_later',
    });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(gstr2bDecisionSchema.parse(later.body).claim_period).toBe('112026');
    expect(await table4()).toEqual({ cgst: 0, sgst: 0, igst: 54 });
    const november = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=112026' },
      200,
      gstr3bSchema,
    );
    expect(november.gstr2b.claimed_later_credit).toEqual({ cgst: 90, sgst: 90, igst: 0 });

    const paise = await rowOf('G-9');
    await call(t.app, 'POST', '/api/gstr2b/decisions', { two_b_id: paise.two_b?.id, action: 'accept' });
    const without = await expectAnswer(
      t.app,
      { method: 'POST', url: '/api/gstr2b', payload: october2b({ dropPaise: true }) },
      200,
      gstr2bImportSchema,
    );
    expect(without).toMatchObject({ documents: 5, decisions_kept: 2, decisions_dropped: 1 });
    expect((await rowOf('G-9')).status).toBe('missing_in_2b');
  });
  it('matches an expense with GST like a purchase: its credit waits until a 2B carries it', async () => {
    const expense = (bill: string, date: string, amount: number, gst: number) =>
      call(t.app, 'POST', '/api/expenses', {
        ...expenseInput({ date, category: 'Repairs', payee: 'Karnataka Stores', amount, gst_amount: gst }),
        supplier_gstin: C,
        bill_number: bill,
        bill_date: date,
      });
    for (const answer of [
      await expense('E-55', '2026-09-04', 1180, 180),
      await expense('E-56', '2026-09-14', 590, 90),
    ]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    expect(await table4('092026')).toEqual({ cgst: 0, sgst: 0, igst: 270 });
    const september = {
      data: {
        gstin: TEST_SHOP.gstin,
        rtnprd: '092026',
        docdata: {
          b2b: [{ ctin: C, inv: [{ inum: 'E-55', dt: '04-09-2026', items: [item(1000, { igst: 180 })] }] }],
        },
      },
    };
    await expectAnswer(
      t.app,
      { method: 'POST', url: '/api/gstr2b', payload: september },
      200,
      gstr2bImportSchema,
    );
    const answer = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr2b?period=092026' },
      200,
      gstr2bMatchingSchema,
    );
    expect(answer.rows.map((row) => [row.status, row.books?.type, row.books?.number])).toEqual([
      ['missing_in_2b', 'expense', 'E-56'],
      ['exact', 'expense', 'E-55'],
    ]);
    expect(await table4('092026')).toEqual({ cgst: 0, sgst: 0, igst: 180 });
  });
});
