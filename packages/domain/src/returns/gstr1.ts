import { formatDateDmy } from '../dates';
import { type Paise, roundHalfAwayFromZero } from '../money';
import { comparePeriods } from './return-period';

// GSTR-1 in the upload format of the GST portal's offline tool, built from the books' stored
// figures (paise and basis points in, rupees out). Which section a sale goes to:
// - a buyer with a GSTIN: b2b, one entry per invoice and one item per GST rate;
// - no GSTIN, inter-state, invoice value above the B2CL limit of the invoice's date: b2cl;
// - every other sale without a GSTIN: b2cs, summed per supply type, place of supply and rate;
// - 0% lines: nil (inter/intra-state, to registered or unregistered buyers), not the sections above;
// - cancelled invoices only in doc_issue (counted and marked cancelled).

export type ReturnTaxHeads = { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise };

export type ReturnInvoice = ReturnTaxHeads & {
  number: string;
  /** ISO date. */
  date: string;
  /** The buyer's GSTIN as printed on the invoice; null for an unregistered buyer. */
  gstin: string | null;
  /** Two-digit state code of the place of supply. */
  placeOfSupply: string;
  supplyType: 'intra' | 'inter';
  /** Invoice value (what the buyer pays), in paise. */
  value: Paise;
  cancelled: boolean;
  /** The invoice's lines summed per GST rate (basis points). */
  rates: (ReturnTaxHeads & { rateBp: number })[];
};

/**
 * A credit note (C: lowers what an invoice charged) or debit note (D: raises it) against one
 * invoice, with its own totals and its figures per GST rate, unsigned, at the invoice's rates and
 * place of supply.
 */
export type ReturnNote = ReturnTaxHeads & {
  number: string;
  /** ISO date. */
  date: string;
  type: 'C' | 'D';
  /** Note value (taxable + tax), paise, unsigned. */
  value: Paise;
  cancelled: boolean;
  invoice: Pick<ReturnInvoice, 'number' | 'date' | 'gstin' | 'placeOfSupply' | 'supplyType' | 'value'>;
  rates: (ReturnTaxHeads & { rateBp: number })[];
};

export type ReturnHsnRow = ReturnTaxHeads & {
  hsn: string;
  description: string;
  /** UQC of the lines' unit. */
  unit: string;
  rateBp: number;
  /** Whole thousandths of the unit. */
  quantityMilli: number;
  /** Sold to buyers with a GSTIN. */
  b2b: boolean;
};

export type Gstr1Settings = {
  sellerGstin: string;
  /** First period (MMYYYY) whose HSN summary is split into hsn_b2b and hsn_b2c. */
  hsnSplitFrom: string;
};

type ItemDetail = { txval: number; rt: number; iamt?: number; camt?: number; samt?: number; csamt: number };
type Item = { num: number; itm_det: ItemDetail };

export type Gstr1B2bInvoice = {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Item[];
};
export type Gstr1B2clInvoice = { inum: string; idt: string; val: number; itms: Item[] };
export type Gstr1B2cs = {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
};
export type Gstr1NilRow = {
  sply_ty: 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';
  nil_amt: number;
  expt_amt: number;
  ngsup_amt: number;
};
export type Gstr1HsnRow = {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
};
export type Gstr1DocRow = {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
};

export type Gstr1Note = {
  ntty: 'C' | 'D';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Item[];
};
export type Gstr1UnregisteredNote = {
  typ: 'B2CL';
  ntty: 'C' | 'D';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  itms: Item[];
};

export type Gstr1Json = {
  gstin: string;
  fp: string;
  version: 'GST3.0.4';
  hash: 'hash';
  b2b: { ctin: string; inv: Gstr1B2bInvoice[] }[];
  b2cl: { pos: string; inv: Gstr1B2clInvoice[] }[];
  b2cs: Gstr1B2cs[];
  cdnr: { ctin: string; nt: Gstr1Note[] }[];
  cdnur: Gstr1UnregisteredNote[];
  nil: { inv: Gstr1NilRow[] };
  hsn: { data: Gstr1HsnRow[] } | { hsn_b2b: Gstr1HsnRow[]; hsn_b2c: Gstr1HsnRow[] };
  doc_issue: { doc_det: { doc_num: number; docs: Gstr1DocRow[] }[] };
};

/** Rupees as the portal reads them: a number with at most two decimals. */
export const rupees = (paise: Paise): number => paise / 100;
const percent = (rateBp: number): number => rateBp / 100;
const portalDate = (iso: string): string => formatDateDmy(iso).replaceAll('/', '-');

/**
 * The B2CL limit on the invoice value for an invoice of this date: Rs 2,50,000 up to 31-07-2024,
 * Rs 1,00,000 from 01-08-2024. An invoice goes to B2CL when its value is strictly above it.
 */
export function b2clLimitOn(isoDate: string): Paise {
  return isoDate < '2024-08-01' ? 25_000_000 : 10_000_000;
}

export type SaleSection = 'b2b' | 'b2cl' | 'b2cs';

/** Which section an invoice that stands goes to (its 0% lines go to nil whatever the section). */
export function saleSectionOf(
  invoice: Pick<ReturnInvoice, 'gstin' | 'supplyType' | 'value' | 'date'>,
): SaleSection {
  if (invoice.gstin) return 'b2b';
  if (invoice.supplyType === 'inter' && invoice.value > b2clLimitOn(invoice.date)) return 'b2cl';
  return 'b2cs';
}

function itemsOf(invoice: Pick<ReturnInvoice, 'rates' | 'supplyType'>, withHeads: 'split' | 'igst'): Item[] {
  return invoice.rates
    .filter((rate) => rate.rateBp > 0)
    .map((rate, index) => {
      const detail: ItemDetail = { txval: rupees(rate.taxable), rt: percent(rate.rateBp), csamt: 0 };
      if (withHeads === 'igst' || invoice.supplyType === 'inter') detail.iamt = rupees(rate.igst);
      else {
        detail.camt = rupees(rate.cgst);
        detail.samt = rupees(rate.sgst);
      }
      return { num: index + 1, itm_det: detail };
    });
}

function b2bSection(invoices: ReturnInvoice[]): Gstr1Json['b2b'] {
  const byBuyer = new Map<string, Gstr1B2bInvoice[]>();
  for (const invoice of invoices) {
    const itms = itemsOf(invoice, 'split');
    if (itms.length === 0) continue;
    const gstin = invoice.gstin ?? '';
    const list = byBuyer.get(gstin) ?? [];
    list.push({
      inum: invoice.number,
      idt: portalDate(invoice.date),
      val: rupees(invoice.value),
      pos: invoice.placeOfSupply,
      rchrg: 'N',
      inv_typ: 'R',
      itms,
    });
    byBuyer.set(gstin, list);
  }
  return [...byBuyer.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, inv]) => ({ ctin, inv }));
}

function b2clSection(invoices: ReturnInvoice[]): Gstr1Json['b2cl'] {
  const byPlace = new Map<string, Gstr1B2clInvoice[]>();
  for (const invoice of invoices) {
    const itms = itemsOf(invoice, 'igst');
    if (itms.length === 0) continue;
    const list = byPlace.get(invoice.placeOfSupply) ?? [];
    list.push({ inum: invoice.number, idt: portalDate(invoice.date), val: rupees(invoice.value), itms });
    byPlace.set(invoice.placeOfSupply, list);
  }
  return [...byPlace.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([pos, inv]) => ({ pos, inv }));
}

/** A sale's rate line as B2CS and nil count it: notes against such sales with their sign. */
type SignedLine = ReturnTaxHeads & {
  rateBp: number;
  supplyType: 'intra' | 'inter';
  placeOfSupply: string;
  registered: boolean;
};

function linesOf(
  document: { rates: ReturnInvoice['rates'] } & Pick<ReturnInvoice, 'supplyType' | 'placeOfSupply' | 'gstin'>,
  sign: 1 | -1,
): SignedLine[] {
  return document.rates.map((rate) => ({
    rateBp: rate.rateBp,
    taxable: sign * rate.taxable,
    cgst: sign * rate.cgst,
    sgst: sign * rate.sgst,
    igst: sign * rate.igst,
    supplyType: document.supplyType,
    placeOfSupply: document.placeOfSupply,
    registered: Boolean(document.gstin),
  }));
}

function b2csSection(lines: SignedLine[]): Gstr1B2cs[] {
  const rows = new Map<
    string,
    { key: Omit<Gstr1B2cs, 'txval' | 'iamt' | 'camt' | 'samt' | 'csamt'>; sums: ReturnTaxHeads }
  >();
  for (const line of lines) {
    if (line.rateBp === 0) continue;
    const sply_ty = line.supplyType === 'inter' ? 'INTER' : 'INTRA';
    const id = `${sply_ty}|${line.placeOfSupply}|${line.rateBp}`;
    const row = rows.get(id) ?? {
      key: { sply_ty, pos: line.placeOfSupply, typ: 'OE', rt: percent(line.rateBp) } as const,
      sums: { taxable: 0, cgst: 0, sgst: 0, igst: 0 },
    };
    row.sums = addHeads(row.sums, line);
    rows.set(id, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([, { key, sums }]) => ({
      ...key,
      txval: rupees(sums.taxable),
      iamt: rupees(sums.igst),
      camt: rupees(sums.cgst),
      samt: rupees(sums.sgst),
      csamt: 0,
    }));
}

function nilSection(lines: SignedLine[]): Gstr1Json['nil'] {
  const sums: Record<Gstr1NilRow['sply_ty'], Paise> = { INTRB2B: 0, INTRAB2B: 0, INTRB2C: 0, INTRAB2C: 0 };
  for (const line of lines) {
    if (line.rateBp !== 0) continue;
    const within = line.supplyType === 'intra' ? 'INTRA' : 'INTR';
    const party = line.registered ? 'B2B' : 'B2C';
    sums[`${within}${party}` as Gstr1NilRow['sply_ty']] += line.taxable;
  }
  const order: Gstr1NilRow['sply_ty'][] = ['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C'];
  return {
    inv: order.map((sply_ty) => ({ sply_ty, nil_amt: rupees(sums[sply_ty]), expt_amt: 0, ngsup_amt: 0 })),
  };
}

export type NoteSection = 'cdnr' | 'cdnur' | 'b2cs';

/**
 * Where a note goes: to registered buyers cdnr; against a B2C large sale (unregistered,
 * inter-state, and the larger of the note's and the invoice's value above the limit of the
 * invoice's date) cdnur; every other note is netted into b2cs.
 */
export function noteSectionOf(note: Pick<ReturnNote, 'invoice' | 'value'>): NoteSection {
  const { invoice } = note;
  if (invoice.gstin) return 'cdnr';
  const larger = Math.max(note.value, invoice.value);
  if (invoice.supplyType === 'inter' && larger > b2clLimitOn(invoice.date)) return 'cdnur';
  return 'b2cs';
}

function noteEntry(note: ReturnNote) {
  return {
    ntty: note.type,
    nt_num: note.number,
    nt_dt: portalDate(note.date),
    val: rupees(note.value),
    pos: note.invoice.placeOfSupply,
  };
}

function cdnrSection(notes: ReturnNote[]): Gstr1Json['cdnr'] {
  const byBuyer = new Map<string, Gstr1Note[]>();
  for (const note of notes) {
    const itms = itemsOf({ rates: note.rates, supplyType: note.invoice.supplyType }, 'split');
    if (itms.length === 0) continue;
    const gstin = note.invoice.gstin ?? '';
    byBuyer.set(gstin, [
      ...(byBuyer.get(gstin) ?? []),
      { ...noteEntry(note), rchrg: 'N', inv_typ: 'R', itms },
    ]);
  }
  return [...byBuyer.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, nt]) => ({ ctin, nt }));
}

function cdnurSection(notes: ReturnNote[]): Gstr1UnregisteredNote[] {
  return notes
    .map((note) => ({
      typ: 'B2CL' as const,
      ...noteEntry(note),
      itms: itemsOf({ rates: note.rates, supplyType: 'inter' }, 'igst'),
    }))
    .filter((note) => note.itms.length > 0);
}

/** HSN of services starts with 99: they are reported without a unit or quantity. */
export const isServiceHsn = (hsn: string): boolean => hsn.startsWith('99');

function hsnRows(rows: ReturnHsnRow[]): Gstr1HsnRow[] {
  const merged = new Map<string, ReturnHsnRow>();
  for (const row of rows) {
    const id = `${row.hsn}|${row.unit}|${row.rateBp}`;
    const seen = merged.get(id);
    merged.set(
      id,
      seen ? { ...seen, ...addHeads(seen, row), quantityMilli: seen.quantityMilli + row.quantityMilli } : row,
    );
  }
  return [...merged.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.unit.localeCompare(b.unit) || a.rateBp - b.rateBp)
    .map((row, index) => {
      const service = isServiceHsn(row.hsn);
      return {
        num: index + 1,
        hsn_sc: row.hsn,
        desc: row.description.slice(0, 30),
        uqc: service ? 'NA' : row.unit,
        // The format takes at most 2 decimals of quantity, never below zero: thousandths are
        // rounded half away from zero, and a row where returns outweigh sales reports 0.
        qty: service ? 0 : Math.max(0, roundHalfAwayFromZero(row.quantityMilli / 10) / 100),
        rt: percent(row.rateBp),
        txval: rupees(row.taxable),
        iamt: rupees(row.igst),
        camt: rupees(row.cgst),
        samt: rupees(row.sgst),
        csamt: 0,
      };
    });
}

/** Number series of an invoice number: everything before its running number. */
export function seriesOf(number: string): { series: string; sequence: number } {
  const match = /^(.*?)(\d+)$/.exec(number);
  return match ? { series: match[1] ?? '', sequence: Number(match[2]) } : { series: number, sequence: 0 };
}

type IssuedDocument = { number: string; cancelled: boolean };

function seriesRows(documents: IssuedDocument[]) {
  const bySeries = new Map<string, IssuedDocument[]>();
  for (const document of documents) {
    const { series } = seriesOf(document.number);
    bySeries.set(series, [...(bySeries.get(series) ?? []), document]);
  }
  return [...bySeries.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, list], index) => {
      const sorted = [...list].sort((a, b) => seriesOf(a.number).sequence - seriesOf(b.number).sequence);
      const cancel = list.filter((document) => document.cancelled).length;
      return {
        num: index + 1,
        from: sorted[0]?.number ?? '',
        to: sorted.at(-1)?.number ?? '',
        totnum: list.length,
        cancel,
        net_issue: list.length - cancel,
      };
    });
}

/** Table 13: invoices (1), debit notes (4) and credit notes (5), one row per number series. */
function docIssueSection(invoices: ReturnInvoice[], notes: ReturnNote[]): Gstr1Json['doc_issue'] {
  const groups: [number, IssuedDocument[]][] = [
    [1, invoices],
    [4, notes.filter((note) => note.type === 'D')],
    [5, notes.filter((note) => note.type === 'C')],
  ];
  return {
    doc_det: groups
      .filter(([, documents]) => documents.length > 0)
      .map(([doc_num, documents]) => ({ doc_num, docs: seriesRows(documents) })),
  };
}

export function addHeads(a: ReturnTaxHeads, b: ReturnTaxHeads): ReturnTaxHeads {
  return {
    taxable: a.taxable + b.taxable,
    cgst: a.cgst + b.cgst,
    sgst: a.sgst + b.sgst,
    igst: a.igst + b.igst,
  };
}

/** The GSTR-1 upload JSON for the invoices, notes and HSN rows of one return period. */
export function buildGstr1(
  fp: string,
  invoices: ReturnInvoice[],
  hsn: ReturnHsnRow[],
  settings: Gstr1Settings,
  notes: ReturnNote[] = [],
): Gstr1Json {
  const standing = invoices.filter((invoice) => !invoice.cancelled);
  const inSection = (section: SaleSection) =>
    standing.filter((invoice) => saleSectionOf(invoice) === section);
  const liveNotes = notes.filter((note) => !note.cancelled);
  const notesIn = (section: NoteSection) => liveNotes.filter((note) => noteSectionOf(note) === section);
  const noteLines = (list: ReturnNote[]) =>
    list.flatMap((note) => linesOf({ ...note.invoice, rates: note.rates }, note.type === 'C' ? -1 : 1));
  const b2csLines = [
    ...inSection('b2cs').flatMap((invoice) => linesOf(invoice, 1)),
    ...noteLines(notesIn('b2cs')),
  ];
  const zeroRated = [...standing.flatMap((invoice) => linesOf(invoice, 1)), ...noteLines(liveNotes)];
  const split = comparePeriods(fp, settings.hsnSplitFrom) >= 0;
  return {
    gstin: settings.sellerGstin,
    fp,
    version: 'GST3.0.4',
    hash: 'hash',
    b2b: b2bSection(inSection('b2b')),
    b2cl: b2clSection(inSection('b2cl')),
    b2cs: b2csSection(b2csLines),
    cdnr: cdnrSection(notesIn('cdnr')),
    cdnur: cdnurSection(notesIn('cdnur')),
    nil: nilSection(zeroRated),
    hsn: split
      ? {
          hsn_b2b: hsnRows(hsn.filter((row) => row.b2b)),
          hsn_b2c: hsnRows(hsn.filter((row) => !row.b2b)),
        }
      : { data: hsnRows(hsn) },
    doc_issue: docIssueSection(invoices, notes),
  };
}
