import { describe, expect, it } from 'vitest';
import type { ReturnInvoice, ReturnRate } from './gstr1';
import { buildGstr1 } from './gstr1';
import { buildGstr3b } from './gstr3b';
import { gstr3bJson } from './gstr3b-json';
import { gstr3bTable5Json } from './gstr3b-table5';

// 0% lines by supply category: the nil table's three columns, 3.1(c) and 3.1(e), Table 5's rows.

const zero = (taxable: number, category?: ReturnRate['category']): ReturnRate => ({
  rateBp: 0,
  taxable,
  cgst: 0,
  sgst: 0,
  igst: 0,
  ...(category ? { category } : {}),
});

const sale = (fields: Partial<ReturnInvoice> & Pick<ReturnInvoice, 'rates'>): ReturnInvoice => ({
  number: 'INV/26-27/0001',
  date: '2026-08-10',
  gstin: null,
  placeOfSupply: '22',
  supplyType: 'intra',
  value: 0,
  cancelled: false,
  taxable: 0,
  cgst: 0,
  sgst: 0,
  igst: 0,
  ...fields,
});

const invoices = [
  sale({ rates: [zero(10_000, 'nil_rated'), zero(2_000)] }),
  sale({ gstin: '22AAAAA0000A1ZC', rates: [zero(25_000, 'exempt')] }),
  sale({
    gstin: '29AABCR1718E1ZL',
    placeOfSupply: '29',
    supplyType: 'inter',
    rates: [zero(40_000, 'non_gst')],
  }),
  sale({ placeOfSupply: '27', supplyType: 'inter', rates: [zero(5_000, 'exempt')] }),
];

describe('supply categories in the returns', () => {
  it('puts each 0% line in its nil table column (no category: nil-rated)', () => {
    const json = buildGstr1('082026', invoices, [], {
      sellerGstin: '22AAAAA0000A1ZC',
      hsnSplitFrom: '052025',
    });
    expect(json.nil.inv).toEqual([
      { sply_ty: 'INTRB2B', nil_amt: 0, expt_amt: 0, ngsup_amt: 400 },
      { sply_ty: 'INTRAB2B', nil_amt: 0, expt_amt: 250, ngsup_amt: 0 },
      { sply_ty: 'INTRB2C', nil_amt: 0, expt_amt: 50, ngsup_amt: 0 },
      { sply_ty: 'INTRAB2C', nil_amt: 120, expt_amt: 0, ngsup_amt: 0 },
    ]);
  });

  it('reports nil-rated and exempt in 3.1(c), non-GST in 3.1(e)', () => {
    const none = { cgst: 0, sgst: 0, igst: 0 };
    const figures = buildGstr3b('082026', invoices, { itcAvailable: none, itcReversed: none });
    expect(figures.outwardNil).toBe(42_000);
    expect(figures.outwardNonGst).toBe(40_000);
    const json = gstr3bJson('22AAAAA0000A1ZC', '082026', figures);
    expect(json.sup_details.osup_nil_exmp).toEqual({ txval: 420 });
    expect(json.sup_details.osup_nongst).toEqual({ txval: 400 });
  });

  it('gives Table 5 its GST and NONGST rows', () => {
    expect(gstr3bTable5Json({ inter: 60_000, intra: 0 }, { inter: 0, intra: 70_000 })).toEqual({
      isup_details: [
        { ty: 'GST', inter: 600, intra: 0 },
        { ty: 'NONGST', inter: 0, intra: 700 },
      ],
    });
  });
});
