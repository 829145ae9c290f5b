import {
  auditEntrySchema,
  gstr2bMatchingSchema,
  gstr3bSchema,
  purchaseDetailSchema,
  purchaseReturnDetailSchema,
  purchaseReturnListRowSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer, expectFieldErrors, list } from '../test-support/api-calls';
import { createProduct, createSupplier, GSTIN_CHHATTISGARH, onHand } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { TEST_SHOP } from '../test-support/test-shop';
import { balanceOf } from '../test-support/voucher-fixtures';
import { childText, findAll, parseXml } from '../test-support/xml-tree';

// Purchase value notes: the supplier's credit note without goods (a price or discount note)
// recorded against one purchase. It takes a taxable value off chosen lines at their own rates,
// moves no stock, reverses input tax credit in GSTR-3B 4(B)(2) as a return does, lowers what the
// supplier is owed, matches the credit note in GSTR-2B by the supplier's number and goes to Tally
// as a debit note without stock lines.

const saved = z.object({ id: z.number(), purchase_number: z.string() });

describe('purchase value notes', () => {
  let t: TestApp;
  let supplier: number;
  let product: number;
  let purchaseId: number;
  let lineId: number;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await createSupplier(t.app, { name: 'Raipur Wholesale', gstin: GSTIN_CHHATTISGARH });
    product = await createProduct(t.app, {
      name: 'LED Bulb 9W',
      gst_rate: 12,
      hsn_code: '8539',
      unit: 'PCS',
    });
    const bought = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      invoice_number: 'RW-77',
      purchase_date: '2026-10-02',
      items: [{ product_id: product, quantity: 10, amount: 1000, gst_rate: 12 }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    purchaseId = saved.parse(bought.body).id;
    const detail = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/admin/purchases/${purchaseId}` },
      200,
      purchaseDetailSchema,
    );
    lineId = detail.items[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  const postNote = (payload: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/purchase-returns', {
      kind: 'value',
      purchase_id: purchaseId,
      reason: 'Rate difference',
      ...payload,
    });

  it('refuses a value note without a value, or beyond what the line still has, naming the field', async () => {
    expectFieldErrors(await postNote({ return_date: '2026-10-20', lines: [{ purchase_item_id: lineId }] }), {
      'lines.0.taxable_value': ['Taxable value is required'],
    });
    expectFieldErrors(
      await postNote({
        return_date: '2026-10-20',
        lines: [{ purchase_item_id: lineId, taxable_value: 1000.01 }],
      }),
      { 'lines.0.taxable_value': ['At most ₹1,000.00 of LED Bulb 9W can still be taken off'] },
    );
    expect((await list(t.app, '/api/purchase-returns', purchaseReturnListRowSchema)).data).toEqual([]);
  });

  it('takes a value off the purchase in its own series: no stock moves, the supplier is owed less', async () => {
    const owedBefore = (await balanceOf(t.app, 'suppliers', supplier)).balance;
    const answer = await postNote({
      return_date: '2026-10-20',
      supplier_note_number: 'CN-7',
      lines: [{ purchase_item_id: lineId, taxable_value: 50 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const note = purchaseReturnDetailSchema.parse(answer.body);
    expect(note).toMatchObject({
      return_number: 'PVN/26-27/0001',
      kind: 'value',
      supplier_note_number: 'CN-7',
      grand_total: 56,
    });
    // ₹50.00 at the line's 12% within the state: CGST 3.00 + SGST 3.00, no units.
    expect(note.items[0]).toMatchObject({ quantity: 0, subtotal: 50, cgst_amount: 3, sgst_amount: 3 });
    expect(await onHand(t.app, product)).toBe(10);
    expect((await balanceOf(t.app, 'suppliers', supplier)).balance).toBeCloseTo(owedBefore - 56, 2);
    const lines = await call(t.app, 'GET', `/api/purchases/${purchaseId}/return-lines`);
    expect(lines.body).toMatchObject({ lines: [{ remaining_quantity: 10, remaining_taxable_value: 950 }] });
    const values = (await list(t.app, '/api/purchase-returns?kind=value', purchaseReturnListRowSchema)).data;
    expect(values.map((row) => row.return_number)).toEqual(['PVN/26-27/0001']);
    expect(
      (await list(t.app, '/api/purchase-returns?kind=return', purchaseReturnListRowSchema)).data,
    ).toEqual([]);
    const log = await call(
      t.app,
      'GET',
      `/api/audit-log?record_type=purchase_value_note&record_id=${note.id}`,
    );
    const entries = z.object({ data: z.array(auditEntrySchema) }).parse(log.body).data;
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
  });

  it('reverses its tax in GSTR-3B 4(B)(2), as a purchase return does', async () => {
    const gstr3b = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=102026' },
      200,
      gstr3bSchema,
    );
    expect(gstr3b.itc_reversed).toMatchObject({ cgst: 3, sgst: 3, igst: 0 });
  });

  it("matches the supplier's credit note in GSTR-2B by the supplier's number", async () => {
    const twoB = {
      chksum: 'x',
      data: {
        gstin: TEST_SHOP.gstin,
        rtnprd: '102026',
        version: '1.0',
        gendt: '14-11-2026',
        docdata: {
          cdnr: [
            {
              ctin: GSTIN_CHHATTISGARH,
              trdnm: 'Raipur Wholesale',
              nt: [
                {
                  ntnum: 'CN-7',
                  typ: 'C',
                  dt: '20-10-2026',
                  val: 56,
                  items: [{ num: 1, rt: 12, txval: 50, cgst: 3, sgst: 3, igst: 0, cess: 0 }],
                },
              ],
            },
          ],
        },
      },
    };
    const imported = await call(t.app, 'POST', '/api/gstr2b', twoB);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const matching = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr2b?period=102026' },
      200,
      gstr2bMatchingSchema,
    );
    const row = matching.rows.find((candidate) => candidate.two_b?.number === 'CN-7');
    expect(row).toMatchObject({ status: 'exact', books: { type: 'purchase_return', number: 'CN-7' } });
  });

  it('goes to Tally as a debit note without stock lines, balanced', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/tally/vouchers?from=2026-10-20&to=2026-10-20',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [voucher, ...others] = findAll(parseXml(answer.body), 'VOUCHER');
    expect(others).toEqual([]);
    expect(voucher?.attributes.VCHTYPE).toBe('Debit Note');
    if (!voucher) return;
    expect(childText(voucher, 'VOUCHERNUMBER')).toBe('PVN/26-27/0001');
    expect(findAll(voucher, 'ALLINVENTORYENTRIES.LIST')).toEqual([]);
    const amounts = findAll(voucher, 'LEDGERENTRIES.LIST').map((line) =>
      Math.round(Number.parseFloat(childText(line, 'AMOUNT')) * 100),
    );
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(0);
  });

  it('is cancelled under its own record type, giving back what it took off', async () => {
    const [row] = (await list(t.app, '/api/purchase-returns?kind=value', purchaseReturnListRowSchema)).data;
    const owedBefore = (await balanceOf(t.app, 'suppliers', supplier)).balance;
    const cancelled = await call(t.app, 'PUT', `/api/purchase-returns/${row?.id}/status`, {
      status: 'Cancelled',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await balanceOf(t.app, 'suppliers', supplier)).balance).toBeCloseTo(owedBefore + 56, 2);
    const again = await call(t.app, 'PUT', `/api/purchase-returns/${row?.id}/status`, {
      status: 'Cancelled',
    });
    expect(JSON.stringify(again.body)).toContain('Value note PVN/26-27/0001 is already cancelled');
    const log = await call(
      t.app,
      'GET',
      `/api/audit-log?record_type=purchase_value_note&record_id=${row?.id}`,
    );
    const entries = z.object({ data: z.array(auditEntrySchema) }).parse(log.body).data;
    expect(entries.map((entry) => entry.action).sort()).toEqual(['cancel', 'create']);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/purchase-returns/${row?.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('Value_Note_PVN-26-27-0001.pdf');
  });
});
