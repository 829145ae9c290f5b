import type { SupplyCategory } from '../supply-category';
import { buildGstr1 } from './gstr1';
import { docIssueSection, type IssuedDocument } from './gstr1-doc-issue';
import { noteSectionOf } from './gstr1-notes';
import {
  b2bSection,
  b2clLimitOn,
  b2clSection,
  b2csSection,
  linesOf,
  nilSection,
  type SaleSection,
  type SignedLine,
  saleSectionOf,
} from './gstr1-sales';
import type {
  Gstr1Json,
  Gstr1Settings,
  ReturnHsnRow,
  ReturnInvoice,
  ReturnNote,
  ReturnTaxHeads,
} from './gstr1-types';

// GSTR-1 of a busy period without every invoice of it: the same JSON as buildGstr1 over the
// period's documents, from
// - the invoices that are reported one by one (b2b, and b2cl's candidates: unregistered,
//   inter-state, above the lowest B2CL limit of the period) with their lines per rate;
// - the period's kept sales totals per supply type, place of supply, kind of buyer, rate and supply
//   category, with the number of lines in each: b2cs is the unregistered rows less the B2CL
//   invoices' lines, nil the 0% rows, each in the column of its category;
// - every invoice's number and whether it was cancelled (table 13).
// The notes and the HSN rows are taken as buildGstr1 takes them; so are the sections of the return
// this file does not fill, which come from buildGstr1 over the notes alone.

/** A rate of an invoice reported by itself, with how many lines make it up. */
export type CountedRate = ReturnInvoice['rates'][number] & { lines: number };

/** An invoice that stands and may be reported by itself (b2b or b2cl). */
export type SectionInvoice = Pick<
  ReturnInvoice,
  'number' | 'date' | 'gstin' | 'placeOfSupply' | 'supplyType' | 'value'
> & { rates: CountedRate[] };

/**
 * The period's kept sales of one supply type, place of supply, kind of buyer, rate and supply
 * category (the nil table's column of a 0% line).
 */
export type KeptSalesRow = ReturnTaxHeads & {
  supplyType: 'intra' | 'inter';
  placeOfSupply: string;
  registered: boolean;
  rateBp: number;
  category: SupplyCategory;
  lines: number;
};

export type KeptGstr1Sales = {
  /** Invoices that stand and may go to b2b or b2cl, in the order of the books (by id). */
  sectionInvoices: SectionInvoice[];
  kept: KeptSalesRow[];
  /** Every invoice of the period, cancelled ones too, in the order of the books. */
  issued: IssuedDocument[];
};

/** Unregistered sales per supply type, place of supply and rate, less the B2CL invoices' lines. */
function b2csSalesLines(kept: KeptSalesRow[], b2cl: SectionInvoice[]): SignedLine[] {
  const rows = new Map<string, { line: SignedLine; lines: number }>();
  const keyOf = (supplyType: string, placeOfSupply: string, rateBp: number) =>
    `${supplyType}|${placeOfSupply}|${rateBp}`;
  for (const row of kept) {
    if (row.registered || row.rateBp === 0) continue;
    const key = keyOf(row.supplyType, row.placeOfSupply, row.rateBp);
    const seen = rows.get(key);
    const heads = { taxable: row.taxable, cgst: row.cgst, sgst: row.sgst, igst: row.igst };
    if (!seen) {
      const line = {
        ...heads,
        rateBp: row.rateBp,
        supplyType: row.supplyType,
        placeOfSupply: row.placeOfSupply,
      };
      rows.set(key, { line: { ...line, registered: false }, lines: row.lines });
      continue;
    }
    seen.lines += row.lines;
    addInto(seen.line, heads, 1);
  }
  for (const invoice of b2cl) {
    for (const rate of invoice.rates) {
      const seen = rows.get(keyOf(invoice.supplyType, invoice.placeOfSupply, rate.rateBp));
      if (!seen) continue;
      seen.lines -= rate.lines;
      addInto(seen.line, rate, -1);
    }
  }
  // A key whose every line is on B2CL invoices is no b2cs row at all.
  return [...rows.values()].filter((row) => row.lines > 0).map((row) => row.line);
}

function addInto(sum: ReturnTaxHeads, heads: ReturnTaxHeads, sign: 1 | -1): void {
  sum.taxable += sign * heads.taxable;
  sum.cgst += sign * heads.cgst;
  sum.sgst += sign * heads.sgst;
  sum.igst += sign * heads.igst;
}

/** The kept 0% sales as the nil table counts them, each in the column of its supply category. */
const zeroRatedLines = (kept: KeptSalesRow[]): SignedLine[] =>
  kept
    .filter((row) => row.rateBp === 0)
    .map((row) => ({
      rateBp: 0,
      taxable: row.taxable,
      cgst: row.cgst,
      sgst: row.sgst,
      igst: row.igst,
      supplyType: row.supplyType,
      placeOfSupply: row.placeOfSupply,
      registered: row.registered,
      category: row.category,
    }));

/** The GSTR-1 upload JSON from kept totals: the same as buildGstr1 over the period's documents. */
export function buildGstr1FromKept(
  fp: string,
  sales: KeptGstr1Sales,
  hsn: ReturnHsnRow[],
  settings: Gstr1Settings,
  notes: ReturnNote[] = [],
): Gstr1Json {
  const ofNotes = buildGstr1(fp, [], hsn, settings, notes);
  const inSection = (section: SaleSection) =>
    sales.sectionInvoices.filter((invoice) => saleSectionOf(invoice) === section);
  const b2cl = inSection('b2cl');
  const liveNotes = notes.filter((note) => !note.cancelled);
  const noteLines = (list: ReturnNote[]) =>
    list.flatMap((note) => linesOf({ ...note.invoice, rates: note.rates }, note.type === 'C' ? -1 : 1));
  const b2csNotes = liveNotes.filter((note) => noteSectionOf(note) === 'b2cs');
  return {
    ...ofNotes,
    b2b: b2bSection(inSection('b2b')),
    b2cl: b2clSection(b2cl),
    b2cs: b2csSection([...b2csSalesLines(sales.kept, b2cl), ...noteLines(b2csNotes)]),
    nil: nilSection([...zeroRatedLines(sales.kept), ...noteLines(liveNotes)]),
    doc_issue: docIssueSection(sales.issued, notes),
  };
}

/**
 * The lowest B2CL limit of a period's days (the limit only ever came down): unregistered
 * inter-state invoices above it may be B2CL, the others are b2cs.
 */
export const lowestB2clLimitOf = (range: { from: string; to: string }) =>
  Math.min(b2clLimitOn(range.from), b2clLimitOn(range.to));
