import fs from 'node:fs';
import {
  gstr1PreviewSchema,
  gstr3bSchema,
  purchaseDetailSchema,
  returnSettingsSchema,
} from '@bahi/domain/schemas';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// GSTR-3B 6.1 as the electronic credit ledger, through the API. The shop is in Chhattisgarh (22);
// every figure is at 5% within the state, so CGST = SGST = 2.5% of the taxable value.
// June: sales 1,600 (tax 40/40), purchases 4,000 (credit 100/100): 60/60 carried to July.
// July: sales 6,000 (tax 150/150), purchases 2,400 (credit 60/60), 12 of June's goods sent back
// (480: credit 12/12 given back in 4(B)(2)). Cash 150 − (60 + 60 − 12) = 42 per head.

const ajv = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 6 });
const schemaOf = (file: string) =>
  ajv.compile(JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8')) as object);
const validateGstr3b = schemaOf('./gstr3b.schema.json');
const validateGstr1 = schemaOf('./gstr1-upload.schema.json');

const withId = z.object({ id: z.number() }).loose();
const heads = (cgst: number, sgst: number, igst = 0) => ({ cgst, sgst, igst });

describe('GSTR-3B credit ledger', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const soap = await createProduct(t.app, { gst_rate: 5, hsn_code: '34011190', name: 'Sandal Soap' });
    const walkIn = await createCustomer(t.app, { name: 'Walk-in, Raipur' });
    const supplier = await createSupplier(t.app, { name: 'Bhilai Wholesale', gstin: '22AABCU9603R1ZX' });
    const buy = async (date: string, quantity: number, amount: number, number: string) => {
      const answer = await call(t.app, 'POST', '/api/admin/add-purchases', {
        supplier_id: supplier,
        invoice_number: number,
        purchase_date: date,
        items: [{ product_id: soap, quantity, amount, discount: 0, gst_rate: 5 }],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return withId.parse(answer.body).id;
    };
    const sell = async (date: string, quantity: number) => {
      const answer = await postInvoice(
        t.app,
        invoicePayload(
          walkIn,
          [{ product_id: soap, gst_rate: 5, rate: 100, quantity, price_basis: 'rate' }],
          {
            date,
          },
        ),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return withId.parse(answer.body).id;
    };
    const june = await buy('2026-06-02', 100, 4000, 'B-601');
    await sell('2026-06-10', 16);
    await buy('2026-07-03', 60, 2400, 'B-701');
    const july = await sell('2026-07-12', 60);
    const detail = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/admin/purchases/${june}` },
      200,
      purchaseDetailSchema,
    );
    const sentBack = await call(t.app, 'POST', '/api/purchase-returns', {
      purchase_id: june,
      return_date: '2026-07-20',
      reason: 'Damaged in transit',
      lines: [{ purchase_item_id: detail.items[0]?.id, quantity: 12 }],
    });
    expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(201);
    // August: no sales, 20 of July's units come back (2,000: tax 50/50). September: sales 4,000.
    const julyLines = z
      .object({ items: z.array(z.object({ id: z.number() })) })
      .loose()
      .parse((await call(t.app, 'GET', `/api/invoice/${july}`)).body);
    const credit = await call(t.app, 'POST', '/api/credit-notes', {
      invoice_id: july,
      note_date: '2026-08-05',
      reason: 'Goods returned',
      kind: 'return',
      lines: [{ invoice_item_id: julyLines.items[0]?.id, quantity: 20 }],
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    await sell('2026-09-08', 40);
  });
  afterAll(async () => t.close());

  const gstr3b = (period: string) =>
    expectAnswer(t.app, { method: 'GET', url: `/api/gstr3b?period=${period}` }, 200, gstr3bSchema);

  async function putOpening(
    opening_credit: { igst: number; cgst: number; sgst: number },
    period: string | null,
  ) {
    const settings = returnSettingsSchema.parse((await call(t.app, 'GET', '/api/returns/settings')).body);
    const answer = await call(t.app, 'PUT', '/api/returns/settings', {
      frequency: settings.frequency,
      hsn_split_from: settings.hsn_split_from,
      hsn_digits: settings.hsn_digits,
      opening_credit,
      opening_credit_period: period,
      version: settings.version,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return returnSettingsSchema.parse(answer.body);
  }

  it('carries June 60/60 of spare credit into July, which pays 42/42 in cash', async () => {
    const june = await gstr3b('062026');
    expect(june.ledger.cash).toEqual(heads(0, 0));
    expect(june.credit_carried_forward).toEqual(heads(60, 60));
    expect(june.ledger.source).toEqual({ kind: 'books', period: '062026' });

    const july = await gstr3b('072026');
    expect(july.ledger.opening_credit).toEqual(heads(60, 60));
    expect(july.itc_available).toEqual(heads(60, 60));
    expect(july.itc_reversed).toEqual(heads(12, 12));
    expect(july.itc).toEqual(heads(48, 48));
    expect(july.ledger.credit_available).toEqual(heads(108, 108));
    expect(july.ledger.cash).toEqual(heads(42, 42));
    expect(july.payable.map((row) => row.cash)).toEqual([0, 42, 42]);
    expect(july.credit_carried_forward).toEqual(heads(0, 0));
    expect(july.ledger.notes[0]).toContain('062026');
    // The portal JSON: the return in 4(B)(2) ("OTH" reversal), never a negative 4(A)(5).
    const json = july.json as { itc_elg: { itc_avl: unknown[]; itc_rev: unknown[]; itc_net: unknown } };
    expect(json.itc_elg.itc_avl.at(-1)).toEqual({ ty: 'OTH', iamt: 0, camt: 60, samt: 60, csamt: 0 });
    expect(json.itc_elg.itc_rev).toEqual([
      { ty: 'RUL', iamt: 0, camt: 0, samt: 0, csamt: 0 },
      { ty: 'OTH', iamt: 0, camt: 12, samt: 12, csamt: 0 },
    ]);
    expect(json.itc_elg.itc_net).toEqual({ iamt: 0, camt: 48, samt: 48, csamt: 0 });
  });

  it('starts the ledger where the shop moved in: the purchase-return month alone pays 102/102', async () => {
    const fresh = await putOpening({ igst: 0, cgst: 0, sgst: 0 }, '072026');
    expect(fresh.opening_credit_editable).toBe(true);
    const july = await gstr3b('072026');
    expect(july.ledger.source).toEqual({ kind: 'opening', period: '072026' });
    expect(july.itc_reversed).toEqual(heads(12, 12));
    expect(july.ledger.cash).toEqual(heads(102, 102));

    // The credit the shop brought in from its earlier returns is used first.
    await putOpening({ igst: 10, cgst: 60, sgst: 60 }, '072026');
    const withOpening = await gstr3b('072026');
    expect(withOpening.ledger.opening_credit).toEqual(heads(60, 60, 10));
    // IGST credit pays CGST before SGST: 10 of it goes to CGST.
    expect(withOpening.ledger.cash).toEqual(heads(32, 42));
    expect(withOpening.payable[1]).toMatchObject({ head: 'cgst', paid_by_igst: 10, paid_by_cgst: 108 });

    // A period before the ledger starts brings nothing in.
    expect((await gstr3b('062026')).ledger.source).toEqual({ kind: 'none' });
    await putOpening({ igst: 0, cgst: 0, sgst: 0 }, null);
  });

  it('reports no negative figure in a month of notes only, and lowers the next tax by them', async () => {
    const august = await gstr3b('082026');
    expect(august.outward_books).toEqual({ taxable: -2000, cgst: -50, sgst: -50, igst: 0 });
    expect(august.outward_taxable).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
    expect(august.ledger.cash).toEqual(heads(0, 0));
    expect(august.payable.every((row) => row.due >= 0 && row.cash >= 0)).toBe(true);
    expect(august.ledger.closing_reduction).toEqual(heads(50, 50));
    expect(august.ledger.notes.join(' ')).toContain('carried forward to lower the tax of the next periods');
    const numbers = JSON.stringify(august.json).match(/-\d/g);
    expect(numbers).toBeNull();

    const september = await gstr3b('092026');
    expect(september.outward_taxable).toEqual({ taxable: 4000, cgst: 100, sgst: 100, igst: 0 });
    expect(september.ledger.reduction_used).toEqual(heads(50, 50));
    expect(september.ledger.cash).toEqual(heads(50, 50));
    expect(september.ledger.closing_reduction).toEqual(heads(0, 0));
  });

  it('describes an HSN row that comes from notes alone, and refuses a period that has not begun', async () => {
    const august = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr1/preview?period=082026' },
      200,
      gstr1PreviewSchema,
    );
    const rows = 'hsn_b2c' in august.gstr1.hsn ? august.gstr1.hsn.hsn_b2c : august.gstr1.hsn.data;
    expect(rows).toEqual([expect.objectContaining({ hsn_sc: '34011190', desc: 'Sandal Soap', qty: 0 })]);
    for (const url of ['/api/gstr1/preview?period=122099', '/api/gstr3b?period=122099']) {
      const future = await call(t.app, 'GET', url);
      expect(future.status).toBe(422);
      expect(JSON.stringify(future.body)).toContain('The period 122099 has not begun yet');
    }
  });

  it('gives GSTR-3B and GSTR-1 JSON that validate against the schemas kept in the repository, every month', async () => {
    for (const period of ['062026', '072026', '082026', '092026']) {
      const json = (await gstr3b(period)).json;
      expect(validateGstr3b(json), `${period}: ${JSON.stringify(validateGstr3b.errors)}`).toBe(true);
      const preview = await expectAnswer(
        t.app,
        { method: 'GET', url: `/api/gstr1/preview?period=${period}` },
        200,
        gstr1PreviewSchema,
      );
      expect(validateGstr1(preview.gstr1), `${period}: ${JSON.stringify(validateGstr1.errors)}`).toBe(true);
    }
  });

  it('refuses an opening credit that is not rupees, naming the field', async () => {
    const settings = returnSettingsSchema.parse((await call(t.app, 'GET', '/api/returns/settings')).body);
    const answer = await call(t.app, 'PUT', '/api/returns/settings', {
      ...settings,
      opening_credit: { igst: -1, cgst: 0, sgst: 0 },
      opening_credit_period: '132026',
    });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('Opening IGST credit must be a number of at least 0');
    expect(JSON.stringify(answer.body)).toContain('Opening credit period must be MMYYYY');
  });
});
