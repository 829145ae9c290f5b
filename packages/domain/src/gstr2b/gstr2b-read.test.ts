import { describe, expect, it } from 'vitest';
import { readGstr2b } from './gstr2b-read';

const A = '22AAAAA0000A1ZC';

describe('reading a GSTR-2B file', () => {
  it('reads b2b and cdnr into paise, lets b2ba replace what it amends, and lists the other sections', () => {
    const file = {
      chksum: 'x',
      data: {
        gstin: '22BBBBB1111B1Z5',
        rtnprd: '102024',
        docdata: {
          b2b: [
            {
              ctin: A,
              trdnm: 'Anand Agencies',
              inv: [
                {
                  inum: 'INV/001/24-25',
                  dt: '05-10-2024',
                  val: 590,
                  items: [{ txval: 500, cgst: 45, sgst: 45 }],
                },
                {
                  inum: 'INV/002/24-25',
                  dt: '06-10-2024',
                  val: 118,
                  items: [{ txval: 100, cgst: 9, sgst: 9 }],
                },
              ],
            },
          ],
          b2ba: [
            {
              ctin: A,
              inv: [
                {
                  inum: 'INV/002A/24-25',
                  oinum: 'INV/002/24-25',
                  dt: '06-10-2024',
                  items: [{ txval: 200.5, cgst: 18.05, sgst: 18.05 }],
                },
              ],
            },
          ],
          cdnr: [
            { ctin: A, nt: [{ ntnum: 'CN-7', typ: 'C', dt: '20-10-2024', items: [{ txval: 50, igst: 9 }] }] },
          ],
          isd: [{ ctin: A }],
          impg: [],
        },
      },
    };
    const read = readGstr2b(file);
    if ('problem' in read) throw new Error(read.problem);
    expect(read.period).toBe('102024');
    expect(
      read.documents.map((doc) => [doc.kind, doc.number, doc.date, doc.taxable, doc.cgst, doc.igst]),
    ).toEqual([
      ['invoice', 'INV/001/24-25', '2024-10-05', 50_000, 4_500, 0],
      ['invoice', 'INV/002A/24-25', '2024-10-06', 20_050, 1_805, 0],
      ['note', 'CN-7', '2024-10-20', 5_000, 0, 900],
    ]);
    expect(read.otherSections).toEqual([
      { section: 'isd', entries: 1 },
      { section: 'impg', entries: 0 },
    ]);
  });

  it('says so when the file is not a 2B', () => {
    expect(readGstr2b({ gstin: 'x' })).toEqual({
      problem:
        'This is not a GSTR-2B file from the GST portal (data.gstin, data.rtnprd and data.docdata are missing)',
    });
  });
});
