import { formatDateDmy } from '../dates';
import type { Paise } from '../money';
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

export type Gstr1Json = {
  gstin: string;
  fp: string;
  version: 'GST3.0.4';
  hash: 'hash';
  b2b: { ctin: string; inv: Gstr1B2bInvoice[] }[];
  b2cl: { pos: string; inv: Gstr1B2clInvoice[] }[];
  b2cs: Gstr1B2cs[];
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

function itemsOf(invoice: ReturnInvoice, withHeads: 'split' | 'igst'): Item[] {
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

function b2csSection(invoices: ReturnInvoice[]): Gstr1B2cs[] {
  const rows = new Map<
    string,
    { key: Omit<Gstr1B2cs, 'txval' | 'iamt' | 'camt' | 'samt' | 'csamt'>; sums: ReturnTaxHeads }
  >();
  for (const invoice of invoices) {
    for (const rate of invoice.rates) {
      if (rate.rateBp === 0) continue;
      const sply_ty = invoice.supplyType === 'inter' ? 'INTER' : 'INTRA';
      const id = `${sply_ty}|${invoice.placeOfSupply}|${rate.rateBp}`;
      const row = rows.get(id) ?? {
        key: { sply_ty, pos: invoice.placeOfSupply, typ: 'OE', rt: percent(rate.rateBp) } as const,
        sums: { taxable: 0, cgst: 0, sgst: 0, igst: 0 },
      };
      row.sums = addHeads(row.sums, rate);
      rows.set(id, row);
    }
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

function nilSection(invoices: ReturnInvoice[]): Gstr1Json['nil'] {
  const sums: Record<Gstr1NilRow['sply_ty'], Paise> = { INTRB2B: 0, INTRAB2B: 0, INTRB2C: 0, INTRAB2C: 0 };
  for (const invoice of invoices) {
    const zero = invoice.rates.filter((rate) => rate.rateBp === 0);
    for (const rate of zero) {
      const within = invoice.supplyType === 'intra' ? 'INTRA' : 'INTR';
      const party = invoice.gstin ? 'B2B' : 'B2C';
      sums[`${within}${party}` as Gstr1NilRow['sply_ty']] += rate.taxable;
    }
  }
  const order: Gstr1NilRow['sply_ty'][] = ['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C'];
  return {
    inv: order.map((sply_ty) => ({ sply_ty, nil_amt: rupees(sums[sply_ty]), expt_amt: 0, ngsup_amt: 0 })),
  };
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
        qty: service ? 0 : row.quantityMilli / 1000,
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

function docIssueSection(invoices: ReturnInvoice[]): Gstr1Json['doc_issue'] {
  const bySeries = new Map<string, ReturnInvoice[]>();
  for (const invoice of invoices) {
    const { series } = seriesOf(invoice.number);
    bySeries.set(series, [...(bySeries.get(series) ?? []), invoice]);
  }
  const docs = [...bySeries.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, list], index) => {
      const sorted = [...list].sort((a, b) => seriesOf(a.number).sequence - seriesOf(b.number).sequence);
      const cancel = list.filter((invoice) => invoice.cancelled).length;
      return {
        num: index + 1,
        from: sorted[0]?.number ?? '',
        to: sorted.at(-1)?.number ?? '',
        totnum: list.length,
        cancel,
        net_issue: list.length - cancel,
      };
    });
  return { doc_det: docs.length > 0 ? [{ doc_num: 1, docs }] : [] };
}

export function addHeads(a: ReturnTaxHeads, b: ReturnTaxHeads): ReturnTaxHeads {
  return {
    taxable: a.taxable + b.taxable,
    cgst: a.cgst + b.cgst,
    sgst: a.sgst + b.sgst,
    igst: a.igst + b.igst,
  };
}

/** The GSTR-1 upload JSON for the invoices and HSN rows of one return period. */
export function buildGstr1(
  fp: string,
  invoices: ReturnInvoice[],
  hsn: ReturnHsnRow[],
  settings: Gstr1Settings,
): Gstr1Json {
  const standing = invoices.filter((invoice) => !invoice.cancelled);
  const inSection = (section: SaleSection) =>
    standing.filter((invoice) => saleSectionOf(invoice) === section);
  const split = comparePeriods(fp, settings.hsnSplitFrom) >= 0;
  return {
    gstin: settings.sellerGstin,
    fp,
    version: 'GST3.0.4',
    hash: 'hash',
    b2b: b2bSection(inSection('b2b')),
    b2cl: b2clSection(inSection('b2cl')),
    b2cs: b2csSection(inSection('b2cs')),
    nil: nilSection(standing),
    hsn: split
      ? {
          hsn_b2b: hsnRows(hsn.filter((row) => row.b2b)),
          hsn_b2c: hsnRows(hsn.filter((row) => !row.b2b)),
        }
      : { data: hsnRows(hsn) },
    doc_issue: docIssueSection(invoices),
  };
}
