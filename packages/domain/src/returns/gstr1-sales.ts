import type { Paise } from '../money';
import type { SupplyCategory } from '../supply-category';
import { addHeads, itemsOf, percent, portalDate, portalTaxAmounts, rupees } from './gstr1-amounts';
import type {
  Gstr1B2bInvoice,
  Gstr1B2clInvoice,
  Gstr1B2cs,
  Gstr1Json,
  Gstr1NilRow,
  ReturnInvoice,
  ReturnTaxHeads,
} from './gstr1-types';

// GSTR-1's sections of sales: b2b, b2cl, b2cs (where notes against such sales are netted too) and
// nil (every 0% line, in the column of its supply category).

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

/** What b2b and b2cl print of an invoice. */
export type ReportedInvoice = Pick<
  ReturnInvoice,
  'number' | 'date' | 'gstin' | 'placeOfSupply' | 'supplyType' | 'value' | 'rates'
>;

/** portalDate remembered for the few days of a period (a section spells each day thousands of times). */
function portalDates(): (iso: string) => string {
  const spelt = new Map<string, string>();
  return (iso) => {
    let date = spelt.get(iso);
    if (date === undefined) {
      date = portalDate(iso);
      spelt.set(iso, date);
    }
    return date;
  };
}

export function b2bSection(invoices: ReportedInvoice[]): Gstr1Json['b2b'] {
  const byBuyer = new Map<string, Gstr1B2bInvoice[]>();
  const dateOf = portalDates();
  for (const invoice of invoices) {
    const itms = itemsOf(invoice, 'split');
    if (itms.length === 0) continue;
    const gstin = invoice.gstin ?? '';
    let list = byBuyer.get(gstin);
    if (list === undefined) {
      list = [];
      byBuyer.set(gstin, list);
    }
    list.push({
      inum: invoice.number,
      idt: dateOf(invoice.date),
      val: rupees(invoice.value),
      pos: invoice.placeOfSupply,
      rchrg: 'N',
      inv_typ: 'R',
      itms,
    });
  }
  return [...byBuyer.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, inv]) => ({ ctin, inv }));
}

export function b2clSection(invoices: ReportedInvoice[]): Gstr1Json['b2cl'] {
  const byPlace = new Map<string, Gstr1B2clInvoice[]>();
  const dateOf = portalDates();
  for (const invoice of invoices) {
    const itms = itemsOf(invoice, 'igst');
    if (itms.length === 0) continue;
    const list = byPlace.get(invoice.placeOfSupply) ?? [];
    list.push({ inum: invoice.number, idt: dateOf(invoice.date), val: rupees(invoice.value), itms });
    byPlace.set(invoice.placeOfSupply, list);
  }
  return [...byPlace.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([pos, inv]) => ({ pos, inv }));
}

/** A sale's rate line as B2CS and nil count it: notes against such sales with their sign. */
export type SignedLine = ReturnTaxHeads & {
  rateBp: number;
  supplyType: 'intra' | 'inter';
  placeOfSupply: string;
  registered: boolean;
  /** A 0% line's supply category (nil-rated when not given). */
  category?: SupplyCategory;
};

export function linesOf(
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
    ...(rate.category ? { category: rate.category } : {}),
  }));
}

export function b2csSection(lines: SignedLine[]): Gstr1B2cs[] {
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
    .map(([, { key, sums }]) => ({ ...key, ...portalTaxAmounts(sums) }));
}

/** The nil table's column of a 0% line: nil-rated, exempt or non-GST (a taxable 0% line is nil-rated). */
const NIL_COLUMN: Record<SupplyCategory, 'nil_amt' | 'expt_amt' | 'ngsup_amt'> = {
  taxable: 'nil_amt',
  nil_rated: 'nil_amt',
  exempt: 'expt_amt',
  non_gst: 'ngsup_amt',
};

export function nilSection(lines: SignedLine[]): Gstr1Json['nil'] {
  const order: Gstr1NilRow['sply_ty'][] = ['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C'];
  const sums = new Map(order.map((sply_ty) => [sply_ty, { nil_amt: 0, expt_amt: 0, ngsup_amt: 0 }]));
  for (const line of lines) {
    if (line.rateBp !== 0) continue;
    const within = line.supplyType === 'intra' ? 'INTRA' : 'INTR';
    const party = line.registered ? 'B2B' : 'B2C';
    const row = sums.get(`${within}${party}` as Gstr1NilRow['sply_ty']);
    if (row) row[NIL_COLUMN[line.category ?? 'nil_rated']] += line.taxable;
  }
  return {
    inv: order.map((sply_ty) => {
      const row = sums.get(sply_ty) ?? { nil_amt: 0, expt_amt: 0, ngsup_amt: 0 };
      return {
        sply_ty,
        nil_amt: rupees(row.nil_amt),
        expt_amt: rupees(row.expt_amt),
        ngsup_amt: rupees(row.ngsup_amt),
      };
    }),
  };
}
