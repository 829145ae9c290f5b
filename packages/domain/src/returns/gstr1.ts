import { docIssueSection } from './gstr1-doc-issue';
import { hsnRows } from './gstr1-hsn';
import { cdnrSection, cdnurSection, type NoteSection, noteSectionOf } from './gstr1-notes';
import {
  b2bSection,
  b2clSection,
  b2csSection,
  linesOf,
  nilSection,
  type SaleSection,
  saleSectionOf,
} from './gstr1-sales';
import type { Gstr1Json, Gstr1Settings, ReturnHsnRow, ReturnInvoice, ReturnNote } from './gstr1-types';
import { comparePeriods } from './return-period';

export { addHeads, rupees } from './gstr1-amounts';
export { seriesOf } from './gstr1-doc-issue';
export { isServiceHsn } from './gstr1-hsn';
export { type NoteSection, noteSectionOf } from './gstr1-notes';
export { b2clLimitOn, type SaleSection, saleSectionOf } from './gstr1-sales';
export type {
  Gstr1B2bInvoice,
  Gstr1B2clInvoice,
  Gstr1B2cs,
  Gstr1DocRow,
  Gstr1HsnRow,
  Gstr1Json,
  Gstr1NilRow,
  Gstr1Note,
  Gstr1Settings,
  Gstr1UnregisteredNote,
  ReturnHsnRow,
  ReturnInvoice,
  ReturnNote,
  ReturnRate,
  ReturnTaxHeads,
} from './gstr1-types';

// GSTR-1 in the upload format of the GST portal's offline tool, built from the books' stored
// figures (paise and basis points in, rupees out). Which section a sale goes to:
// - a buyer with a GSTIN: b2b, one entry per invoice and one item per GST rate;
// - no GSTIN, inter-state, invoice value above the B2CL limit of the invoice's date: b2cl;
// - every other sale without a GSTIN: b2cs, summed per supply type, place of supply and rate;
// - 0% lines: nil (inter/intra-state, to registered or unregistered buyers), not the sections above,
//   in the column of each line's supply category (nil-rated, exempt, non-GST);
// - cancelled invoices only in doc_issue (counted and marked cancelled).
// Each section is built in its own file: sales (gstr1-sales.ts), notes (gstr1-notes.ts), the HSN
// summary (gstr1-hsn.ts) and the documents issued (gstr1-doc-issue.ts).

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
