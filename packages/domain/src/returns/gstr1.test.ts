import { describe, expect, it } from 'vitest';
import {
  b2clLimitOn,
  buildGstr1,
  noteSectionOf,
  type ReturnHsnRow,
  type ReturnInvoice,
  type ReturnNote,
  saleSectionOf,
} from './gstr1';
import { findReturnProblems, tieOutGstr1 } from './gstr1-check';
import { returnPeriodOf } from './return-period';

// A month with every case, figures worked out by hand (paise in, rupees out). The shop is in
// Chhattisgarh (22).
const rate = (rateBp: number, taxable: number, cgst: number, sgst: number, igst: number) => ({
  rateBp,
  taxable,
  cgst,
  sgst,
  igst,
});
const invoice = (
  fields: Omit<ReturnInvoice, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'cancelled'> & { cancelled?: boolean },
): ReturnInvoice => ({
  cancelled: false,
  ...fields,
  taxable: fields.rates.reduce((sum, r) => sum + r.taxable, 0),
  cgst: fields.rates.reduce((sum, r) => sum + r.cgst, 0),
  sgst: fields.rates.reduce((sum, r) => sum + r.sgst, 0),
  igst: fields.rates.reduce((sum, r) => sum + r.igst, 0),
});

const INVOICES: ReturnInvoice[] = [
  // Registered buyer in Gujarat: b2b with IGST.
  invoice({
    number: 'INV/25-26/0001',
    date: '2025-10-03',
    gstin: '24AANFA2641L1ZF',
    placeOfSupply: '24',
    supplyType: 'inter',
    value: 1_180_000,
    rates: [rate(1800, 1_000_000, 0, 0, 180_000)],
  }),
  // Registered buyer in the shop's state, a 5% line and a 0% line: b2b for the 5%, nil for the 0%.
  invoice({
    number: 'INV/25-26/0002',
    date: '2025-10-05',
    gstin: '22AABCS1234F1Z1',
    placeOfSupply: '22',
    supplyType: 'intra',
    value: 125_000,
    rates: [rate(0, 20_000, 0, 0, 0), rate(500, 100_000, 2_500, 2_500, 0)],
  }),
  // Unregistered, inter-state, value above Rs 1,00,000 (after 01-08-2024): b2cl.
  invoice({
    number: 'INV/25-26/0003',
    date: '2025-10-06',
    gstin: null,
    placeOfSupply: '27',
    supplyType: 'inter',
    value: 11_800_000,
    rates: [rate(1800, 10_000_000, 0, 0, 1_800_000)],
  }),
  // Unregistered, inter-state, value exactly Rs 1,00,000: not above the limit, so b2cs.
  invoice({
    number: 'INV/25-26/0004',
    date: '2025-10-07',
    gstin: null,
    placeOfSupply: '27',
    supplyType: 'inter',
    value: 10_000_000,
    rates: [rate(1200, 8_928_571, 0, 0, 1_071_429)],
  }),
  // Unregistered, within the state: b2cs INTRA.
  invoice({
    number: 'INV/25-26/0005',
    date: '2025-10-09',
    gstin: null,
    placeOfSupply: '22',
    supplyType: 'intra',
    value: 52_500,
    rates: [rate(500, 50_000, 1_250, 1_250, 0)],
  }),
  // Cancelled: only counted in doc_issue.
  invoice({
    number: 'INV/25-26/0006',
    date: '2025-10-10',
    gstin: '29AABCR1718E1ZL',
    placeOfSupply: '29',
    supplyType: 'inter',
    value: 11_800,
    rates: [rate(1800, 10_000, 0, 0, 1_800)],
    cancelled: true,
  }),
];

const HSN: ReturnHsnRow[] = [
  {
    hsn: '09023010',
    description: 'Tea',
    unit: 'KGS',
    rateBp: 1800,
    quantityMilli: 20_000,
    b2b: true,
    taxable: 1_000_000,
    cgst: 0,
    sgst: 0,
    igst: 180_000,
  },
  {
    hsn: '10063020',
    description: 'Rice',
    unit: 'KGS',
    rateBp: 0,
    quantityMilli: 5_000,
    b2b: true,
    taxable: 20_000,
    cgst: 0,
    sgst: 0,
    igst: 0,
  },
  {
    hsn: '34011190',
    description: 'Soap, bathing bar, sandalwood fragrance',
    unit: 'NOS',
    rateBp: 500,
    quantityMilli: 10_000,
    b2b: true,
    taxable: 100_000,
    cgst: 2_500,
    sgst: 2_500,
    igst: 0,
  },
  {
    hsn: '09023010',
    description: 'Tea',
    unit: 'KGS',
    rateBp: 1800,
    quantityMilli: 200_000,
    b2b: false,
    taxable: 10_000_000,
    cgst: 0,
    sgst: 0,
    igst: 1_800_000,
  },
  {
    hsn: '85166000',
    description: 'Kettle',
    unit: 'NOS',
    rateBp: 1200,
    quantityMilli: 100_000,
    b2b: false,
    taxable: 8_928_571,
    cgst: 0,
    sgst: 0,
    igst: 1_071_429,
  },
  {
    hsn: '34011190',
    description: 'Soap',
    unit: 'NOS',
    rateBp: 500,
    quantityMilli: 5_000,
    b2b: false,
    taxable: 50_000,
    cgst: 1_250,
    sgst: 1_250,
    igst: 0,
  },
];

const SETTINGS = { sellerGstin: '22AAAAA0000A1ZC', hsnSplitFrom: '052025' };

describe('GSTR-1', () => {
  const json = buildGstr1('102025', INVOICES, HSN, SETTINGS);

  it('puts each sale in its section, as worked out by hand', () => {
    expect(json).toMatchObject({ gstin: '22AAAAA0000A1ZC', fp: '102025', version: 'GST3.0.4', hash: 'hash' });
    expect(json.b2b).toEqual([
      {
        ctin: '22AABCS1234F1Z1',
        inv: [
          {
            inum: 'INV/25-26/0002',
            idt: '05-10-2025',
            val: 1250,
            pos: '22',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 1000, rt: 5, camt: 25, samt: 25, csamt: 0 } }],
          },
        ],
      },
      {
        ctin: '24AANFA2641L1ZF',
        inv: [
          {
            inum: 'INV/25-26/0001',
            idt: '03-10-2025',
            val: 11800,
            pos: '24',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 10000, rt: 18, iamt: 1800, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.b2cl).toEqual([
      {
        pos: '27',
        inv: [
          {
            inum: 'INV/25-26/0003',
            idt: '06-10-2025',
            val: 118000,
            itms: [{ num: 1, itm_det: { txval: 100000, rt: 18, iamt: 18000, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.b2cs).toEqual([
      {
        sply_ty: 'INTER',
        pos: '27',
        typ: 'OE',
        rt: 12,
        txval: 89285.71,
        iamt: 10714.29,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
      {
        sply_ty: 'INTRA',
        pos: '22',
        typ: 'OE',
        rt: 5,
        txval: 500,
        iamt: 0,
        camt: 12.5,
        samt: 12.5,
        csamt: 0,
      },
    ]);
    expect(json.nil).toEqual({
      inv: [
        { sply_ty: 'INTRB2B', nil_amt: 0, expt_amt: 0, ngsup_amt: 0 },
        { sply_ty: 'INTRAB2B', nil_amt: 200, expt_amt: 0, ngsup_amt: 0 },
        { sply_ty: 'INTRB2C', nil_amt: 0, expt_amt: 0, ngsup_amt: 0 },
        { sply_ty: 'INTRAB2C', nil_amt: 0, expt_amt: 0, ngsup_amt: 0 },
      ],
    });
    expect(json.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          docs: [
            { num: 1, from: 'INV/25-26/0001', to: 'INV/25-26/0006', totnum: 6, cancel: 1, net_issue: 5 },
          ],
        },
      ],
    });
  });

  it('splits the HSN summary from the set period on, numbering each part from 1', () => {
    expect(json.hsn).toEqual({
      hsn_b2b: [
        {
          num: 1,
          hsn_sc: '09023010',
          desc: 'Tea',
          uqc: 'KGS',
          qty: 20,
          rt: 18,
          txval: 10000,
          iamt: 1800,
          camt: 0,
          samt: 0,
          csamt: 0,
        },
        {
          num: 2,
          hsn_sc: '10063020',
          desc: 'Rice',
          uqc: 'KGS',
          qty: 5,
          rt: 0,
          txval: 200,
          iamt: 0,
          camt: 0,
          samt: 0,
          csamt: 0,
        },
        {
          num: 3,
          hsn_sc: '34011190',
          desc: 'Soap, bathing bar, sandalwood ',
          uqc: 'NOS',
          qty: 10,
          rt: 5,
          txval: 1000,
          iamt: 0,
          camt: 25,
          samt: 25,
          csamt: 0,
        },
      ],
      hsn_b2c: [
        {
          num: 1,
          hsn_sc: '09023010',
          desc: 'Tea',
          uqc: 'KGS',
          qty: 200,
          rt: 18,
          txval: 100000,
          iamt: 18000,
          camt: 0,
          samt: 0,
          csamt: 0,
        },
        {
          num: 2,
          hsn_sc: '34011190',
          desc: 'Soap',
          uqc: 'NOS',
          qty: 5,
          rt: 5,
          txval: 500,
          iamt: 0,
          camt: 12.5,
          samt: 12.5,
          csamt: 0,
        },
        {
          num: 3,
          hsn_sc: '85166000',
          desc: 'Kettle',
          uqc: 'NOS',
          qty: 100,
          rt: 12,
          txval: 89285.71,
          iamt: 10714.29,
          camt: 0,
          samt: 0,
          csamt: 0,
        },
      ],
    });
    const before = buildGstr1('042025', INVOICES, HSN, SETTINGS);
    // Before the split one list: the same HSN, unit and rate sold to both kinds of buyer is one row.
    expect(
      'data' in before.hsn && before.hsn.data.map((row) => [row.num, row.hsn_sc, row.qty, row.txval]),
    ).toEqual([
      [1, '09023010', 220, 110000],
      [2, '10063020', 5, 200],
      [3, '34011190', 15, 1500],
      [4, '85166000', 100, 89285.71],
    ]);
  });

  it('ties every section to the books, per head and to the paisa', () => {
    const books = INVOICES.filter((inv) => !inv.cancelled).reduce(
      (sum, inv) => ({
        taxable: sum.taxable + inv.taxable,
        cgst: sum.cgst + inv.cgst,
        sgst: sum.sgst + inv.sgst,
        igst: sum.igst + inv.igst,
      }),
      { taxable: 0, cgst: 0, sgst: 0, igst: 0 },
    );
    const ties = tieOutGstr1(json, books);
    expect(ties.map((tie) => [tie.label, tie.ties])).toEqual([
      ['Sections against the books', true],
      ['HSN summary against the books', true],
      ['hsn_b2b against b2b and cdnr', true],
      ['hsn_b2c against b2cl, b2cs and cdnur', true],
    ]);
    const short = tieOutGstr1(json, { ...books, igst: books.igst - 1 });
    expect(short[0]?.ties).toBe(false);
  });

  it('uses the B2CL limit of the invoice date: Rs 2,50,000 up to 31-07-2024, Rs 1,00,000 from 01-08-2024', () => {
    expect(b2clLimitOn('2024-07-31')).toBe(25_000_000);
    expect(b2clLimitOn('2024-08-01')).toBe(10_000_000);
    const unregistered = { gstin: null, supplyType: 'inter' as const };
    expect(saleSectionOf({ ...unregistered, date: '2024-07-31', value: 20_000_000 })).toBe('b2cs');
    expect(saleSectionOf({ ...unregistered, date: '2024-07-31', value: 25_000_001 })).toBe('b2cl');
    expect(saleSectionOf({ ...unregistered, date: '2024-08-01', value: 10_000_000 })).toBe('b2cs');
    expect(saleSectionOf({ ...unregistered, date: '2024-08-01', value: 10_000_001 })).toBe('b2cl');
    expect(saleSectionOf({ gstin: null, supplyType: 'intra', date: '2024-08-01', value: 90_000_000 })).toBe(
      'b2cs',
    );
  });

  it('names the record to fix: a bad GSTIN, a short HSN, a unit without a UQC, no place of supply', () => {
    const checked = INVOICES.map((inv, index) => ({
      ...inv,
      id: index + 1,
      customerId: 10 + index,
      customerName: `Buyer ${index + 1}`,
      customerGstinNow: inv.gstin,
    }));
    const wrong = [
      { ...checked[0]!, gstin: '24AANFA2641L1ZK', customerGstinNow: '24AANFA2641L1ZK' },
      { ...checked[1]!, placeOfSupply: '' },
      ...checked.slice(2, 5),
      { ...checked[5]!, cancelled: false, gstin: '29AABCR1718E1ZX', customerGstinNow: '29AABCR1718E1ZL' },
    ];
    const problems = findReturnProblems(
      wrong,
      [
        { id: 1, name: 'Tea', hsn: '0902', unit: 'KGS' },
        { id: 2, name: 'Loose sugar', hsn: '170', unit: 'KG' },
        { id: 3, name: 'Delivery', hsn: '9965', unit: 'NOS' },
      ],
      6,
    );
    expect(problems).toEqual([
      {
        field: 'gstin',
        message:
          'GSTIN 24AANFA2641L1ZK of Buyer 1 (invoice INV/25-26/0001): GSTIN check digit is wrong (expected F)',
        record: { kind: 'customer', id: 10, label: 'Buyer 1' },
      },
      {
        field: 'place_of_supply',
        message: 'Invoice INV/25-26/0002 has no valid place of supply.',
        record: { kind: 'invoice', id: 2, label: 'INV/25-26/0002' },
      },
      {
        field: 'gstin',
        message:
          'Invoice INV/25-26/0006 still carries the GSTIN 29AABCR1718E1ZX (GSTIN check digit is wrong (expected L)); Buyer 6 now has 29AABCR1718E1ZL: open the invoice, Edit and save it.',
        record: { kind: 'invoice', id: 6, label: 'INV/25-26/0006' },
      },
      {
        field: 'hsn_code',
        message: "Tea: HSN 0902 has fewer than the 6 digits the shop's turnover requires.",
        record: { kind: 'product', id: 1, label: 'Tea' },
      },
      {
        field: 'hsn_code',
        message: "Loose sugar: HSN 170 has fewer than the 6 digits the shop's turnover requires.",
        record: { kind: 'product', id: 2, label: 'Loose sugar' },
      },
      {
        field: 'unit',
        message: 'Loose sugar: unit KG is not one of the GST unit codes (UQC).',
        record: { kind: 'product', id: 2, label: 'Loose sugar' },
      },
    ]);
  });
});

describe('return periods', () => {
  it('covers a month, or the quarter filed under its last month', () => {
    expect(returnPeriodOf('022024', 'monthly')).toEqual({
      fp: '022024',
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(returnPeriodOf('082025', 'quarterly')).toEqual({
      fp: '092025',
      from: '2025-07-01',
      to: '2025-09-30',
    });
    expect(returnPeriodOf('132025', 'monthly')).toBeUndefined();
    expect(returnPeriodOf('2025-10', 'monthly')).toBeUndefined();
  });
});

describe('GSTR-1 with credit and debit notes', () => {
  const against = (number: string) => {
    const invoice = INVOICES.find((each) => each.number === number);
    if (!invoice) throw new Error(number);
    return invoice;
  };
  const note = (
    number: string,
    type: 'C' | 'D',
    invoiceNumber: string,
    line: ReturnType<typeof rate>,
    cancelled = false,
  ): ReturnNote => ({
    number,
    date: '2025-10-20',
    type,
    cancelled,
    value: line.taxable + line.cgst + line.sgst + line.igst,
    taxable: line.taxable,
    cgst: line.cgst,
    sgst: line.sgst,
    igst: line.igst,
    invoice: against(invoiceNumber),
    rates: [line],
  });
  const NOTES: ReturnNote[] = [
    // Registered buyer: cdnr.
    note('CN/25-26/0001', 'C', 'INV/25-26/0002', rate(500, 20_000, 500, 500, 0)),
    // Against a B2C large sale: cdnur, unsigned.
    note('CN/25-26/0002', 'C', 'INV/25-26/0003', rate(1800, 1_000_000, 0, 0, 180_000)),
    // Against a small B2C sale: netted into its b2cs row.
    note('CN/25-26/0003', 'C', 'INV/25-26/0005', rate(500, 10_000, 250, 250, 0)),
    note('DN/25-26/0001', 'D', 'INV/25-26/0004', rate(1200, 100_000, 0, 0, 12_000)),
    // Cancelled: only counted in doc_issue.
    note('CN/25-26/0004', 'C', 'INV/25-26/0002', rate(500, 1_000, 25, 25, 0), true),
  ];
  // The HSN summary nets the notes out of its rows.
  const NETTED_HSN: ReturnHsnRow[] = HSN.map((row) => {
    const less = (taxable: number, cgst: number, sgst: number, igst: number) => ({
      ...row,
      taxable: row.taxable + taxable,
      cgst: row.cgst + cgst,
      sgst: row.sgst + sgst,
      igst: row.igst + igst,
    });
    if (row.hsn === '34011190' && row.b2b) return less(-20_000, -500, -500, 0);
    if (row.hsn === '34011190') return less(-10_000, -250, -250, 0);
    if (row.hsn === '09023010' && !row.b2b) return less(-1_000_000, 0, 0, -180_000);
    if (row.hsn === '85166000') return less(100_000, 0, 0, 12_000);
    return row;
  });
  const json = buildGstr1('102025', INVOICES, NETTED_HSN, SETTINGS, NOTES);

  it('puts notes to registered buyers in cdnr and those against B2C large sales in cdnur, unsigned', () => {
    expect(json.cdnr).toEqual([
      {
        ctin: '22AABCS1234F1Z1',
        nt: [
          {
            ntty: 'C',
            nt_num: 'CN/25-26/0001',
            nt_dt: '20-10-2025',
            val: 210,
            pos: '22',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 200, rt: 5, camt: 5, samt: 5, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'CN/25-26/0002',
        nt_dt: '20-10-2025',
        val: 11800,
        pos: '27',
        itms: [{ num: 1, itm_det: { txval: 10000, rt: 18, iamt: 1800, csamt: 0 } }],
      },
    ]);
  });

  it('nets other notes into b2cs: a credit note takes away, a debit note adds', () => {
    expect(json.b2cs).toEqual([
      {
        sply_ty: 'INTER',
        pos: '27',
        typ: 'OE',
        rt: 12,
        txval: 90285.71,
        iamt: 10834.29,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
      { sply_ty: 'INTRA', pos: '22', typ: 'OE', rt: 5, txval: 400, iamt: 0, camt: 10, samt: 10, csamt: 0 },
    ]);
  });

  it('counts the notes in table 13 under their own numbers, cancelled ones included', () => {
    expect(json.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [{ num: 1, from: 'INV/25-26/0001', to: 'INV/25-26/0006', totnum: 6, cancel: 1, net_issue: 5 }],
      },
      {
        doc_num: 4,
        docs: [{ num: 1, from: 'DN/25-26/0001', to: 'DN/25-26/0001', totnum: 1, cancel: 0, net_issue: 1 }],
      },
      {
        doc_num: 5,
        docs: [{ num: 1, from: 'CN/25-26/0001', to: 'CN/25-26/0004', totnum: 4, cancel: 1, net_issue: 3 }],
      },
    ]);
  });

  it('still ties to the books less the notes, and hsn_b2b to b2b + cdnr', () => {
    const live = NOTES.filter((each) => !each.cancelled);
    const sign = (each: ReturnNote) => (each.type === 'C' ? -1 : 1);
    const total = (key: 'taxable' | 'cgst' | 'sgst' | 'igst') =>
      INVOICES.filter((inv) => !inv.cancelled).reduce((sum, inv) => sum + inv[key], 0) +
      live.reduce((sum, each) => sum + sign(each) * (each.rates[0]?.[key] ?? 0), 0);
    const books = {
      taxable: total('taxable'),
      cgst: total('cgst'),
      sgst: total('sgst'),
      igst: total('igst'),
    };
    expect(tieOutGstr1(json, books).map((tie) => [tie.label, tie.ties])).toEqual([
      ['Sections against the books', true],
      ['HSN summary against the books', true],
      ['hsn_b2b against b2b and cdnr', true],
      ['hsn_b2c against b2cl, b2cs and cdnur', true],
    ]);
  });

  it('takes a note against an unregistered inter-state sale to cdnur when the note or the invoice is above the limit', () => {
    const small = {
      number: 'S',
      date: '2025-10-01',
      gstin: null,
      placeOfSupply: '27',
      supplyType: 'inter' as const,
      value: 5_000_000,
    };
    expect(noteSectionOf({ invoice: small, value: 10_000_001 })).toBe('cdnur');
    expect(noteSectionOf({ invoice: small, value: 100_000 })).toBe('b2cs');
    expect(noteSectionOf({ invoice: { ...small, gstin: '24AANFA2641L1ZF' }, value: 100 })).toBe('cdnr');
  });
});

describe('GSTR-1 HSN quantity', () => {
  it('reports at most 2 decimals of quantity, thousandths rounded half away from zero', () => {
    const json = buildGstr1('102025', [], [{ ...(HSN[0] as ReturnHsnRow), quantityMilli: 2_345 }], SETTINGS);
    const rows = 'hsn_b2b' in json.hsn ? json.hsn.hsn_b2b : [];
    expect(rows.map((row) => row.qty)).toEqual([2.35]);
  });
});
