import { stateName } from '@bahi/domain';
import type { Gstr1Preview } from '@bahi/domain/schemas';
import { amountText } from '../report-definitions';
import type { ReportColumn } from '../report-table';

// The GSTR-1 JSON as tables, one per section, each row a plain-text line of the file (one item of
// an invoice, one b2cs line, one HSN row) with a totals row: what the Returns screen previews and
// what each section's CSV/Excel holds.

type Gstr1 = Gstr1Preview['gstr1'];
type Row = Record<string, string>;

export type SectionTable = {
  key: string;
  title: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  totals: string[] | null;
};

const AMOUNT_KEYS = ['txval', 'iamt', 'camt', 'samt', 'csamt', 'val', 'nil_amt', 'expt_amt', 'ngsup_amt'];

function column(key: string, header: string): ReportColumn<Row> {
  const numeric =
    AMOUNT_KEYS.includes(key) || ['rt', 'qty', 'num', 'totnum', 'cancel', 'net_issue'].includes(key);
  return { header, text: (row) => row[key] ?? '', numeric };
}

const money = (value: number | undefined) => amountText(value ?? 0);
const place = (pos: string) => `${pos}-${stateName(pos) ?? ''}`;

/** Counts of documents (Table 13): totalled as whole numbers, like the amounts. */
const COUNT_KEYS = ['totnum', 'cancel', 'net_issue'];

/** Sums the amount and count columns of the rows (amounts in paise, so exact), blank elsewhere. */
function totalsOf(keys: string[], rows: Row[]): string[] | null {
  if (rows.length === 0) return null;
  return keys.map((key, index) => {
    if (index === 0) return 'Total';
    if (COUNT_KEYS.includes(key)) {
      return String(rows.reduce((sum, row) => sum + Number((row[key] ?? '0').replaceAll(',', '')), 0));
    }
    if (!AMOUNT_KEYS.includes(key) || key === 'val') return '';
    const paise = rows.reduce(
      (sum, row) => sum + Math.round(Number((row[key] ?? '0').replaceAll(',', '')) * 100),
      0,
    );
    return amountText(paise / 100);
  });
}

function table(key: string, title: string, spec: [string, string][], rows: Row[]): SectionTable {
  const columns = spec.map(([field, header]) => column(field, header));
  return {
    key,
    title,
    columns,
    rows,
    totals: totalsOf(
      spec.map(([field]) => field),
      rows,
    ),
  };
}

type ItemDetail = Gstr1['b2b'][number]['inv'][number]['itms'][number]['itm_det'];
const itemCells = (detail: ItemDetail): Row => ({
  rt: String(detail.rt),
  txval: money(detail.txval),
  iamt: money(detail.iamt),
  camt: money(detail.camt),
  samt: money(detail.samt),
  csamt: money(detail.csamt),
});
const ITEM_SPEC: [string, string][] = [
  ['rt', 'Rate %'],
  ['txval', 'Taxable Value'],
  ['iamt', 'IGST'],
  ['camt', 'CGST'],
  ['samt', 'SGST'],
  ['csamt', 'Cess'],
];
const HSN_SPEC: [string, string][] = [
  ['num', 'No.'],
  ['hsn_sc', 'HSN'],
  ['desc', 'Description'],
  ['uqc', 'UQC'],
  ['qty', 'Quantity'],
  ...ITEM_SPEC,
];

function hsnRows(rows: Extract<Gstr1['hsn'], { data: unknown }>['data']): Row[] {
  return rows.map((row) => ({
    num: String(row.num),
    hsn_sc: row.hsn_sc,
    desc: row.desc,
    uqc: row.uqc,
    qty: String(row.qty),
    ...itemCells(row),
  }));
}

/** Every section of the file as a table, in the order the portal lists them. */
export function gstr1Sections(gstr1: Gstr1): SectionTable[] {
  const b2b = gstr1.b2b.flatMap((buyer) =>
    buyer.inv.flatMap((inv) =>
      inv.itms.map((item) => ({
        ctin: buyer.ctin,
        inum: inv.inum,
        idt: inv.idt,
        val: money(inv.val),
        pos: place(inv.pos),
        ...itemCells(item.itm_det),
      })),
    ),
  );
  const b2cl = gstr1.b2cl.flatMap((group) =>
    group.inv.flatMap((inv) =>
      inv.itms.map((item) => ({
        inum: inv.inum,
        idt: inv.idt,
        val: money(inv.val),
        pos: place(group.pos),
        ...itemCells(item.itm_det),
      })),
    ),
  );
  const b2cs = gstr1.b2cs.map((row) => ({
    sply_ty: row.sply_ty,
    pos: place(row.pos),
    ...itemCells(row),
  }));
  const cdnr = gstr1.cdnr.flatMap((buyer) =>
    buyer.nt.flatMap((note) =>
      note.itms.map((item) => ({
        ctin: buyer.ctin,
        ntty: note.ntty === 'C' ? 'Credit' : 'Debit',
        nt_num: note.nt_num,
        nt_dt: note.nt_dt,
        val: money(note.val),
        pos: place(note.pos),
        ...itemCells(item.itm_det),
      })),
    ),
  );
  const cdnur = gstr1.cdnur.flatMap((note) =>
    note.itms.map((item) => ({
      ntty: note.ntty === 'C' ? 'Credit' : 'Debit',
      nt_num: note.nt_num,
      nt_dt: note.nt_dt,
      val: money(note.val),
      pos: place(note.pos),
      ...itemCells(item.itm_det),
    })),
  );
  const nil = gstr1.nil.inv.map((row) => ({
    sply_ty: row.sply_ty,
    nil_amt: money(row.nil_amt),
    expt_amt: money(row.expt_amt),
    ngsup_amt: money(row.ngsup_amt),
  }));
  const docs = gstr1.doc_issue.doc_det.flatMap((group) =>
    group.docs.map((doc) => ({
      num: String(doc.num),
      from: doc.from,
      to: doc.to,
      totnum: String(doc.totnum),
      cancel: String(doc.cancel),
      net_issue: String(doc.net_issue),
    })),
  );
  const hsnTables =
    'data' in gstr1.hsn
      ? [table('hsn', 'HSN summary (12)', HSN_SPEC, hsnRows(gstr1.hsn.data))]
      : [
          table('hsn_b2b', 'HSN summary, B2B (12)', HSN_SPEC, hsnRows(gstr1.hsn.hsn_b2b)),
          table('hsn_b2c', 'HSN summary, B2C (12)', HSN_SPEC, hsnRows(gstr1.hsn.hsn_b2c)),
        ];
  return [
    table(
      'b2b',
      'B2B invoices (4A)',
      [
        ['ctin', 'Buyer GSTIN'],
        ['inum', 'Invoice No'],
        ['idt', 'Date'],
        ['val', 'Invoice Value'],
        ['pos', 'Place of Supply'],
        ...ITEM_SPEC,
      ],
      b2b,
    ),
    table(
      'b2cl',
      'B2C large (5)',
      [
        ['inum', 'Invoice No'],
        ['idt', 'Date'],
        ['val', 'Invoice Value'],
        ['pos', 'Place of Supply'],
        ...ITEM_SPEC,
      ],
      b2cl,
    ),
    table('b2cs', 'B2C others (7)', [['sply_ty', 'Supply'], ['pos', 'Place of Supply'], ...ITEM_SPEC], b2cs),
    table(
      'cdnr',
      'Notes to registered buyers (9B)',
      [
        ['ctin', 'Buyer GSTIN'],
        ['ntty', 'Note'],
        ['nt_num', 'Note No'],
        ['nt_dt', 'Date'],
        ['val', 'Note Value'],
        ['pos', 'Place of Supply'],
        ...ITEM_SPEC,
      ],
      cdnr,
    ),
    table(
      'cdnur',
      'Notes against B2C large sales (9B)',
      [
        ['ntty', 'Note'],
        ['nt_num', 'Note No'],
        ['nt_dt', 'Date'],
        ['val', 'Note Value'],
        ['pos', 'Place of Supply'],
        ...ITEM_SPEC,
      ],
      cdnur,
    ),
    table(
      'nil',
      'Nil rated (8)',
      [
        ['sply_ty', 'Supply'],
        ['nil_amt', 'Nil rated'],
        ['expt_amt', 'Exempted'],
        ['ngsup_amt', 'Non-GST'],
      ],
      nil,
    ),
    ...hsnTables,
    table(
      'doc_issue',
      'Documents issued (13)',
      [
        ['num', 'No.'],
        ['from', 'From'],
        ['to', 'To'],
        ['totnum', 'Total'],
        ['cancel', 'Cancelled'],
        ['net_issue', 'Net issued'],
      ],
      docs,
    ),
  ];
}
