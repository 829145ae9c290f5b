import { describe, expect, it } from 'vitest';
import type { ReturnInvoice } from './gstr1';
import { buildGstr3b } from './gstr3b';
import { gstr3bJson } from './gstr3b-json';

const sale = (fields: Partial<ReturnInvoice> & Pick<ReturnInvoice, 'rates'>): ReturnInvoice => ({
  number: 'INV/25-26/0001',
  date: '2025-10-03',
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

describe('GSTR-3B', () => {
  it('reports taxable, nil and inter-state unregistered supplies and the purchases credit', () => {
    const figures = buildGstr3b(
      '102025',
      [
        sale({
          rates: [
            { rateBp: 500, taxable: 100_000, cgst: 2_500, sgst: 2_500, igst: 0 },
            { rateBp: 0, taxable: 5_000, cgst: 0, sgst: 0, igst: 0 },
          ],
        }),
        sale({
          placeOfSupply: '27',
          supplyType: 'inter',
          rates: [{ rateBp: 1800, taxable: 200_000, cgst: 0, sgst: 0, igst: 36_000 }],
        }),
        sale({
          gstin: '24AANFA2641L1ZF',
          placeOfSupply: '24',
          supplyType: 'inter',
          rates: [{ rateBp: 1800, taxable: 50_000, cgst: 0, sgst: 0, igst: 9_000 }],
        }),
        sale({
          cancelled: true,
          rates: [{ rateBp: 1800, taxable: 999_900, cgst: 90_000, sgst: 90_000, igst: 0 }],
        }),
      ],
      { itcAvailable: { cgst: 2_000, sgst: 2_000, igst: 5_000 }, itcReversed: { cgst: 0, sgst: 0, igst: 0 } },
    );
    expect(figures.outwardTaxable).toEqual({ taxable: 350_000, cgst: 2_500, sgst: 2_500, igst: 45_000 });
    expect(figures.outwardNil).toBe(5_000);
    expect(figures.interStateUnregistered).toEqual([{ pos: '27', taxable: 200_000, igst: 36_000 }]);
    expect(figures.itc).toEqual({ cgst: 2_000, sgst: 2_000, igst: 5_000 });
    const json = gstr3bJson('22AAAAA0000A1ZC', '102025', figures);
    expect(json.sup_details.osup_det).toEqual({ txval: 3500, iamt: 450, camt: 25, samt: 25, csamt: 0 });
    expect(json.sup_details.osup_nil_exmp).toEqual({ txval: 50 });
    expect(json.inter_sup.unreg_details).toEqual([{ pos: '27', txval: 2000, iamt: 360 }]);
    expect(json.itc_elg.itc_avl.at(-1)).toEqual({ ty: 'OTH', iamt: 50, camt: 20, samt: 20, csamt: 0 });
  });

  it('nets credit notes out of 3.1 and 3.2 and adds debit notes', () => {
    const interState = sale({
      placeOfSupply: '27',
      supplyType: 'inter',
      rates: [{ rateBp: 1800, taxable: 200_000, cgst: 0, sgst: 0, igst: 36_000 }],
    });
    const figures = buildGstr3b(
      '102025',
      [interState],
      { itcAvailable: { cgst: 0, sgst: 0, igst: 0 }, itcReversed: { cgst: 0, sgst: 0, igst: 0 } },
      [
        {
          number: 'CN/25-26/0001',
          date: '2025-10-20',
          type: 'C',
          value: 11_800,
          ...{ taxable: 10_000, cgst: 0, sgst: 0, igst: 1_800 },
          cancelled: false,
          invoice: interState,
          rates: [{ rateBp: 1800, taxable: 10_000, cgst: 0, sgst: 0, igst: 1_800 }],
        },
        {
          number: 'DN/25-26/0001',
          date: '2025-10-21',
          type: 'D',
          value: 5_900,
          ...{ taxable: 5_000, cgst: 0, sgst: 0, igst: 900 },
          cancelled: false,
          invoice: interState,
          rates: [{ rateBp: 1800, taxable: 5_000, cgst: 0, sgst: 0, igst: 900 }],
        },
        {
          number: 'CN/25-26/0002',
          date: '2025-10-22',
          type: 'C',
          value: 118_000,
          ...{ taxable: 100_000, cgst: 0, sgst: 0, igst: 18_000 },
          cancelled: true,
          invoice: interState,
          rates: [{ rateBp: 1800, taxable: 100_000, cgst: 0, sgst: 0, igst: 18_000 }],
        },
      ],
    );
    expect(figures.outwardTaxable).toEqual({ taxable: 195_000, cgst: 0, sgst: 0, igst: 35_100 });
    expect(figures.interStateUnregistered).toEqual([{ pos: '27', taxable: 195_000, igst: 35_100 }]);
  });
});
