import type { Gstr1Preview } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { gstr1Sections } from './gstr1-sections';
import { periodLabel, previousPeriod, yearChoices } from './return-period';

describe('the return period', () => {
  it('opens on the month before India’s today', () => {
    expect(previousPeriod('2026-11-24')).toBe('102026');
    expect(previousPeriod('2026-01-05')).toBe('122025');
  });
  it('names a month or a quarter', () => {
    expect(periodLabel('2025-10-01', '2025-10-31')).toBe('October 2025');
    expect(periodLabel('2025-07-01', '2025-09-30')).toBe('July–September 2025');
  });
  it('offers the years since GST began', () => {
    expect(yearChoices('2019-04-01')).toEqual(['2019', '2018', '2017']);
  });
});

describe('GSTR-1 sections as tables', () => {
  const gstr1: Gstr1Preview['gstr1'] = {
    gstin: '22AAAAA0000A1ZC',
    fp: '102025',
    version: 'GST3.0.4',
    hash: 'hash',
    b2b: [
      {
        ctin: '24AANFA2641L1ZF',
        inv: [
          {
            inum: 'R/1',
            idt: '03-10-2025',
            val: 11800,
            pos: '24',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { txval: 10000, rt: 18, iamt: 1800, csamt: 0 } },
              { num: 2, itm_det: { txval: 1234.56, rt: 5, iamt: 61.73, csamt: 0 } },
            ],
          },
        ],
      },
    ],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    nil: { inv: [] },
    hsn: { data: [] },
    doc_issue: {
      doc_det: [
        {
          doc_num: 1,
          docs: [
            { num: 1, from: 'INV/25-26/0001', to: 'INV/25-26/0040', totnum: 40, cancel: 2, net_issue: 38 },
            { num: 2, from: 'B/25-26/0001', to: 'B/25-26/0005', totnum: 5, cancel: 0, net_issue: 5 },
          ],
        },
      ],
    },
  };
  it('totals the documents issued (Table 13) as counts', () => {
    const docs = gstr1Sections(gstr1).find((section) => section.key === 'doc_issue');
    expect(docs?.totals).toEqual(['Total', '', '', '45', '2', '43']);
  });
  it('has a line per item and a totals row that adds up to the paisa, numbers plain for the file', () => {
    const b2b = gstr1Sections(gstr1)[0];
    expect(b2b?.rows.map((row) => [row.inum, row.pos, row.txval, row.iamt])).toEqual([
      ['R/1', '24-Gujarat', '10,000.00', '1,800.00'],
      ['R/1', '24-Gujarat', '1,234.56', '61.73'],
    ]);
    expect(b2b?.totals).toEqual([
      'Total',
      '',
      '',
      '',
      '',
      '',
      '11,234.56',
      '1,861.73',
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect(gstr1Sections(gstr1).map((section) => section.key)).toEqual([
      'b2b',
      'b2cl',
      'b2cs',
      'cdnr',
      'cdnur',
      'nil',
      'hsn',
      'doc_issue',
    ]);
  });
});
