import { numberDueSchema, purchaseDetailSchema, purchaseReturnDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer } from '../test-support/api-calls';
import { createProduct, GSTIN_GUJARAT } from '../test-support/document-fixtures';
import { createSuratSupplier, prepareEwayBills, RETURN_PART_B } from '../test-support/eway-fixtures';
import { fixClockAtIndianNoon } from '../test-support/indian-clock';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Purchase returns in the report of numbers still to get: goods going back to the supplier above
// the e-way bill limit with no number recorded are listed under their own kind, the supplier named
// as the party; a return at or under the limit, one whose number is recorded, a cancelled one and
// a value note (no goods move) are not. The clock stands at noon in India for the test, so the
// report's today is the returns' date at any hour the suite runs.

describe('purchase returns in the numbers-due report', () => {
  let t: TestApp;
  const today = fixClockAtIndianNoon();
  const lines: Record<'under' | 'over' | 'recorded' | 'cancelled', number> = {
    under: 0,
    over: 0,
    recorded: 0,
    cancelled: 0,
  };
  let purchaseId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareEwayBills(t.app);
    const surat = await createSuratSupplier(t.app);
    const fan = await createProduct(t.app, { name: 'Ceiling Fan', hsn_code: '84145110', gst_rate: 18 });
    const cooler = await createProduct(t.app, { name: 'Air Cooler', hsn_code: '84798200', gst_rate: 18 });
    const pump = await createProduct(t.app, { name: 'Water Pump', hsn_code: '84137010', gst_rate: 18 });
    const motor = await createProduct(t.app, { name: 'Motor', hsn_code: '85015210', gst_rate: 18 });
    const purchase = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: surat,
      invoice_number: 'SD/1204',
      purchase_date: today,
      items: [
        // Rs 49,999.00 and Rs 50,001.00 with IGST at 18%, one unit each; Rs 70,800.00 for ten pumps.
        { product_id: fan, quantity: 1, amount: 42372.03, gst_rate: 18 },
        { product_id: cooler, quantity: 1, amount: 42373.73, gst_rate: 18 },
        { product_id: pump, quantity: 20, amount: 120000, gst_rate: 18 },
        { product_id: motor, quantity: 1, amount: 50000, gst_rate: 18 },
      ],
    });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    purchaseId = z.object({ id: z.number() }).parse(purchase.body).id;
    const detail = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/admin/purchases/${purchaseId}` },
      200,
      purchaseDetailSchema,
    );
    const [under, over, recorded, cancelled] = detail.items.map((item) => item.id);
    Object.assign(lines, { under, over, recorded, cancelled });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  async function issue(body: Record<string, unknown>) {
    const answer = await call(t.app, 'POST', '/api/purchase-returns', {
      purchase_id: purchaseId,
      return_date: today,
      reason: 'Damaged in transit',
      ...body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return purchaseReturnDetailSchema.parse(answer.body);
  }

  const due = async () =>
    (await expectAnswer(t.app, { method: 'GET', url: '/api/e-documents/due' }, 200, numberDueSchema)).data;

  it('lists a return above the limit without a number, naming its supplier; not one under it, numbered, cancelled or of value only', async () => {
    const under = await issue({ lines: [{ purchase_item_id: lines.under, quantity: 1 }] });
    const over = await issue({ lines: [{ purchase_item_id: lines.over, quantity: 1 }] });
    const recorded = await issue({ lines: [{ purchase_item_id: lines.recorded, quantity: 10 }] });
    // Rs 59,000.00 off the pumps kept: above the limit, but no goods move.
    await issue({
      kind: 'value',
      reason: 'Rate difference',
      lines: [{ purchase_item_id: lines.recorded, taxable_value: 50000 }],
    });
    // Rs 59,000.00 of goods, but the return is cancelled.
    const cancelled = await issue({ lines: [{ purchase_item_id: lines.cancelled, quantity: 1 }] });
    const cancel = await call(t.app, 'PUT', `/api/purchase-returns/${cancelled.id}/status`, {
      status: 'Cancelled',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect([under.grand_total, over.grand_total, recorded.grand_total]).toEqual([49999, 50001, 70800]);

    const url = `/api/purchase-returns/${recorded.id}/eway-bill`;
    const partB = await call(t.app, 'PUT', url, RETURN_PART_B);
    expect(partB.status, JSON.stringify(partB.body)).toBe(200);
    // Listed until its number is recorded.
    expect((await due()).map((row) => row.id)).toEqual([over.id, recorded.id]);
    const number = await call(t.app, 'POST', `${url}/number`, {
      ewb_number: '381012340077',
      ewb_date: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(number.status, JSON.stringify(number.body)).toBe(200);

    expect(await due()).toEqual([
      {
        document_type: 'purchase_return',
        id: over.id,
        document_number: over.return_number,
        date: today,
        party_name: 'Surat Distributors',
        party_gstin: GSTIN_GUJARAT,
        grand_total: 50001,
        eway_status: 'needed',
        irn_status: 'not-applicable',
      },
    ]);
    // The return's own page says the same.
    const bill = await call(t.app, 'GET', `/api/purchase-returns/${over.id}/eway-bill`);
    expect(bill.body).toMatchObject({ needed: true, status: 'needed' });
  });
});
