import type { Gstr1Preview } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { gstr1AmendmentSections } from './gstr1-amendment-sections';

describe('GSTR-1 amendment tables', () => {
  const base: Gstr1Preview['gstr1'] = {
    gstin: '22AAAAA0000A1ZC',
    fp: '062026',
    version: 'GST3.0.4',
    hash: 'hash',
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    nil: { inv: [] },
    hsn: { data: [] },
    doc_issue: { doc_det: [] },
  };

  it('shows none for a return that amends nothing', () => {
    expect(gstr1AmendmentSections(base)).toEqual([]);
    expect(gstr1AmendmentSections({ ...base, b2ba: [], b2csa: [] })).toEqual([]);
  });

  it('names what was filed beside what the document now reads, and restates B2C small months', () => {
    const sections = gstr1AmendmentSections({
      ...base,
      b2ba: [
        {
          ctin: '24AANFA2641L1ZF',
          inv: [
            {
              oinum: 'A/1',
              oidt: '04-05-2026',
              inum: 'A/1',
              idt: '04-05-2026',
              val: 945,
              pos: '24',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { txval: 900, rt: 5, iamt: 45, csamt: 0 } }],
            },
          ],
        },
      ],
      b2csa: [
        {
          omon: '052026',
          sply_ty: 'INTRA',
          pos: '22',
          typ: 'OE',
          itms: [{ rt: 5, txval: 1700, iamt: 0, camt: 42.5, samt: 42.5, csamt: 0 }],
        },
      ],
    });
    expect(sections.map((section) => section.key)).toEqual(['b2ba', 'b2csa']);
    expect(sections[0]?.rows.map((row) => [row.oinum, row.oidt, row.val, row.txval])).toEqual([
      ['A/1', '04-05-2026', '945.00', '900.00'],
    ]);
    expect(sections[1]?.rows.map((row) => [row.omon, row.pos, row.camt])).toEqual([
      ['052026', '22-Chhattisgarh', '42.50'],
    ]);
  });
});
