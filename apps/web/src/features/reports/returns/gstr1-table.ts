import { stateName } from '@bahi/domain';
import type { Gstr1Preview } from '@bahi/domain/schemas';
import { amountText } from '../report-definitions';
import type { ReportColumn } from '../report-table';

// The pieces of the GSTR-1 preview's tables (gstr1-sections.ts): a section's columns, its rows as
// plain text and its totals row.

export type Gstr1 = Gstr1Preview['gstr1'];
export type Row = Record<string, string>;

export type SectionTable = {
  key: string;
  title: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  totals: string[] | null;
};

const AMOUNT_KEYS = ['txval', 'iamt', 'camt', 'samt', 'csamt', 'val', 'nil_amt', 'expt_amt', 'ngsup_amt'];

export function column(key: string, header: string): ReportColumn<Row> {
  const numeric =
    AMOUNT_KEYS.includes(key) || ['rt', 'qty', 'num', 'totnum', 'cancel', 'net_issue'].includes(key);
  return { header, text: (row) => row[key] ?? '', numeric };
}

export const money = (value: number | undefined) => amountText(value ?? 0);
export const place = (pos: string) => `${pos}-${stateName(pos) ?? ''}`;

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

export function table(key: string, title: string, spec: [string, string][], rows: Row[]): SectionTable {
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
export const itemCells = (detail: ItemDetail): Row => ({
  rt: String(detail.rt),
  txval: money(detail.txval),
  iamt: money(detail.iamt),
  camt: money(detail.camt),
  samt: money(detail.samt),
  csamt: money(detail.csamt),
});
export const ITEM_SPEC: [string, string][] = [
  ['rt', 'Rate %'],
  ['txval', 'Taxable Value'],
  ['iamt', 'IGST'],
  ['camt', 'CGST'],
  ['samt', 'SGST'],
  ['csamt', 'Cess'],
];
/** An invoice's own columns, before its items'. */
export const INVOICE_SPEC: [string, string][] = [
  ['inum', 'Invoice No'],
  ['idt', 'Date'],
  ['val', 'Invoice Value'],
  ['pos', 'Place of Supply'],
  ...ITEM_SPEC,
];
/** A credit or debit note's own columns, before its items'. */
export const NOTE_SPEC: [string, string][] = [
  ['ntty', 'Note'],
  ['nt_num', 'Note No'],
  ['nt_dt', 'Date'],
  ['val', 'Note Value'],
  ['pos', 'Place of Supply'],
  ...ITEM_SPEC,
];
/** The registered buyer, first in the sections of registered buyers. */
export const BUYER: [string, string] = ['ctin', 'Buyer GSTIN'];
export const HSN_SPEC: [string, string][] = [
  ['num', 'No.'],
  ['hsn_sc', 'HSN'],
  ['desc', 'Description'],
  ['uqc', 'UQC'],
  ['qty', 'Quantity'],
  ...ITEM_SPEC,
];

export function hsnRows(rows: Extract<Gstr1['hsn'], { data: unknown }>['data']): Row[] {
  return rows.map((row) => ({
    num: String(row.num),
    hsn_sc: row.hsn_sc,
    desc: row.desc,
    uqc: row.uqc,
    qty: String(row.qty),
    ...itemCells(row),
  }));
}

/** The rows of one document's items, each with the document's own cells first. */
export function itemRows(document: { itms: { itm_det: ItemDetail }[] }, head: Row): Row[] {
  return document.itms.map((item) => ({ ...head, ...itemCells(item.itm_det) }));
}

/** An invoice's own cells (b2b, b2cl and their amendments); a b2cl invoice's place is its group's. */
export function invoiceCells(invoice: { inum: string; idt: string; val: number }, pos: string): Row {
  return { inum: invoice.inum, idt: invoice.idt, val: money(invoice.val), pos: place(pos) };
}

/** A credit or debit note's own cells. */
export function noteCells(note: {
  ntty: string;
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
}): Row {
  return {
    ntty: note.ntty === 'C' ? 'Credit' : 'Debit',
    nt_num: note.nt_num,
    nt_dt: note.nt_dt,
    val: money(note.val),
    pos: place(note.pos),
  };
}
