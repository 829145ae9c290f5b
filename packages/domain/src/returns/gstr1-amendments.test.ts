import { describe, expect, it } from 'vitest';
import { buildGstr1Amendments, type FiledDocument, reportsAsFiled } from './gstr1-amendments';
import type { ReturnInvoice, ReturnNote } from './gstr1-types';

// Amendments worked out by hand (paise in, rupees out): a B2C large sale and a note against it
// corrected, a small sale cancelled since, and a sale that would move to another table.

const igst = (taxable: number) => ({ rateBp: 1800, taxable, cgst: 0, sgst: 0, igst: taxable * 0.18 });
const large = (taxable: number): ReturnInvoice => ({
  number: 'L/1',
  date: '2026-05-04',
  gstin: null,
  placeOfSupply: '27',
  supplyType: 'inter',
  value: taxable * 1.18,
  cancelled: false,
  taxable,
  cgst: 0,
  sgst: 0,
  igst: taxable * 0.18,
  rates: [igst(taxable)],
});
const noteOn = (taxable: number): ReturnNote => ({
  number: 'CN/1',
  date: '2026-05-20',
  type: 'C',
  value: taxable * 1.18,
  cancelled: false,
  taxable,
  cgst: 0,
  sgst: 0,
  igst: taxable * 0.18,
  invoice: { ...large(20_000_000) },
  rates: [igst(taxable)],
});
const small = (number: string, taxable: number, cancelled = false): ReturnInvoice => ({
  ...large(taxable),
  number,
  placeOfSupply: '22',
  supplyType: 'intra',
  cancelled,
  igst: 0,
  cgst: taxable * 0.025,
  sgst: taxable * 0.025,
  rates: cancelled ? [] : [{ rateBp: 500, taxable, cgst: taxable * 0.025, sgst: taxable * 0.025, igst: 0 }],
});
const invoiceDoc = (filed: ReturnInvoice, current: ReturnInvoice | null): FiledDocument => ({
  period: '052026',
  filed: { kind: 'invoice', values: filed },
  current: current && { kind: 'invoice', values: current },
});

describe('GSTR-1 amendments', () => {
  it('amends a B2C large sale and its note under the numbers filed', () => {
    const { amendments, problems } = buildGstr1Amendments([
      invoiceDoc(large(20_000_000), { ...large(18_000_000), number: 'L/1A' }),
      {
        period: '052026',
        filed: { kind: 'note', values: noteOn(100_000) },
        current: { kind: 'note', values: noteOn(50_000) },
      },
    ]);
    expect(problems).toEqual([]);
    expect(amendments.b2cla).toEqual([
      {
        pos: '27',
        inv: [
          {
            oinum: 'L/1',
            oidt: '04-05-2026',
            inum: 'L/1A',
            idt: '04-05-2026',
            val: 212_400,
            itms: [{ num: 1, itm_det: { txval: 180_000, rt: 18, iamt: 32_400, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(amendments.cdnura).toEqual([
      {
        typ: 'B2CL',
        ont_num: 'CN/1',
        ont_dt: '20-05-2026',
        ntty: 'C',
        nt_num: 'CN/1',
        nt_dt: '20-05-2026',
        val: 590,
        pos: '27',
        itms: [{ num: 1, itm_det: { txval: 500, rt: 18, iamt: 90, csamt: 0 } }],
      },
    ]);
  });

  it('restates the month of a small sale cancelled since, with what stands of it', () => {
    const kept = small('S/2', 30_000);
    const { amendments } = buildGstr1Amendments([
      invoiceDoc(small('S/1', 100_000), small('S/1', 100_000, true)),
      invoiceDoc(kept, kept),
    ]);
    expect(amendments.b2csa).toEqual([
      {
        omon: '052026',
        sply_ty: 'INTRA',
        pos: '22',
        typ: 'OE',
        itms: [{ rt: 5, txval: 300, iamt: 0, camt: 7.5, samt: 7.5, csamt: 0 }],
      },
    ]);
    expect(amendments.b2ba).toEqual([]);
  });

  it('refuses to move a document to another table, and amends nothing that reads as filed', () => {
    const registered = { ...small('S/1', 100_000), gstin: '22AABCS1234F1Z1' };
    const { amendments, problems, amended } = buildGstr1Amendments([
      invoiceDoc(small('S/1', 100_000), registered),
    ]);
    expect(problems).toEqual([
      expect.stringContaining('Invoice S/1 was filed in B2CS of 052026 and now belongs in B2B'),
    ]);
    expect(amended).toEqual([]);
    expect(amendments.b2csa).toEqual([]);
    expect(reportsAsFiled(invoiceDoc(large(100), large(100)))).toBe(true);
    expect(reportsAsFiled(invoiceDoc(large(100), null))).toBe(false);
  });
});
