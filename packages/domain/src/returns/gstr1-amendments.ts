import type {
  FiledDocument,
  Gstr1Amendments,
  Gstr1B2baInvoice,
  Gstr1B2claInvoice,
  Gstr1B2csa,
  Gstr1CdnraNote,
  ReportedDocument,
} from './gstr1-amendment-types';
import { addHeads, itemsOf, percent, portalDate, portalTaxAmounts, rupees } from './gstr1-amounts';
import { noteSectionOf } from './gstr1-notes';
import { reportsAsFiled } from './gstr1-reported';
import { linesOf, type SignedLine, saleSectionOf } from './gstr1-sales';
import type { ReturnTaxHeads } from './gstr1-types';

export type * from './gstr1-amendment-types';
export { reportedInvoiceOf, reportedNoteOf, reportsAsFiled } from './gstr1-reported';

// Amendments of documents whose return was filed (Tables 9A, 9C and 10 of GSTR-1). A filed
// return cannot be revised: when an invoice or note of a filed period is corrected (the owner
// unlocked the period), the next return reports the document as it now reads, in the amendment
// table of the section it was filed in, naming the number and date it was filed under. An invoice
// or note cancelled since is amended to nil. B2C small sales were filed as totals per month, place
// of supply and rate, so their amendment (b2csa) restates those totals of the original month.
// A document whose section would change (a B2C sale that now carries a GSTIN, say) is not an
// amendment the portal takes: it is reported as a problem to correct by a note instead.

type Section = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur';

function sectionOf(document: ReportedDocument): Section {
  return document.kind === 'invoice' ? saleSectionOf(document.values) : noteSectionOf(document.values);
}

/** What the return now says of the document: as it reads, or nil when cancelled or gone. */
function amendedValues(document: FiledDocument): ReportedDocument {
  const { current, filed } = document;
  if (current && !current.values.cancelled) return current;
  const zero = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  const rates = filed.values.rates.map((rate) => ({ ...rate, ...zero }));
  return { ...filed, values: { ...filed.values, ...zero, value: 0, rates } } as ReportedDocument;
}

function signedLines(document: ReportedDocument): SignedLine[] {
  if (document.kind === 'invoice') return linesOf(document.values, 1);
  const note = document.values;
  return linesOf({ ...note.invoice, rates: note.rates }, note.type === 'C' ? -1 : 1);
}

function grouped<T>(entries: [string, T][]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const [key, value] of entries) groups.set(key, [...(groups.get(key) ?? []), value]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export type Gstr1AmendmentResult = {
  amendments: Gstr1Amendments;
  /** The documents the amendments report (their amended figures are what the return now holds). */
  amended: FiledDocument[];
  problems: string[];
};

/** The amendment tables for the documents of filed periods, from what was filed and what is now. */
export function buildGstr1Amendments(documents: FiledDocument[]): Gstr1AmendmentResult {
  const amended: FiledDocument[] = [];
  const problems: string[] = [];
  for (const document of documents.filter((each) => !reportsAsFiled(each))) {
    const filedIn = sectionOf(document.filed);
    const standing = document.current && !document.current.values.cancelled ? document.current : null;
    if (standing && sectionOf(standing) !== filedIn) {
      const what = document.filed.kind === 'invoice' ? 'Invoice' : 'Note';
      problems.push(
        `${what} ${document.filed.values.number} was filed in ${filedIn.toUpperCase()} of ${document.period} and now belongs in ${sectionOf(standing).toUpperCase()}: the portal does not amend a document into another table. Restore what was filed and correct it by a note dated in an open period.`,
      );
      continue;
    }
    amended.push(document);
  }
  const ofSection = (section: Section) => amended.filter((each) => sectionOf(each.filed) === section);
  return {
    amendments: {
      b2ba: b2baSection(ofSection('b2b')),
      b2cla: b2claSection(ofSection('b2cl')),
      b2csa: b2csaSection(documents, new Set(ofSection('b2cs'))),
      cdnra: cdnraSection(ofSection('cdnr')),
      cdnura: cdnuraSection(ofSection('cdnur')),
    },
    amended,
    problems,
  };
}

const originalInvoice = (document: FiledDocument) => ({
  oinum: document.filed.values.number,
  oidt: portalDate(document.filed.values.date),
});
const originalNote = (document: FiledDocument) => ({
  ont_num: document.filed.values.number,
  ont_dt: portalDate(document.filed.values.date),
});

function b2baSection(documents: FiledDocument[]): Gstr1Amendments['b2ba'] {
  const entries: [string, Gstr1B2baInvoice][] = [];
  for (const document of documents) {
    const { values } = amendedValues(document) as Extract<ReportedDocument, { kind: 'invoice' }>;
    const itms = itemsOf(values, 'split');
    if (itms.length === 0) continue;
    entries.push([
      values.gstin ?? '',
      {
        ...originalInvoice(document),
        inum: values.number,
        idt: portalDate(values.date),
        val: rupees(values.value),
        pos: values.placeOfSupply,
        rchrg: 'N',
        inv_typ: 'R',
        itms,
      },
    ]);
  }
  return grouped(entries).map(([ctin, inv]) => ({ ctin, inv }));
}

function b2claSection(documents: FiledDocument[]): Gstr1Amendments['b2cla'] {
  const entries: [string, Gstr1B2claInvoice][] = [];
  for (const document of documents) {
    const { values } = amendedValues(document) as Extract<ReportedDocument, { kind: 'invoice' }>;
    const itms = itemsOf(values, 'igst');
    if (itms.length === 0) continue;
    entries.push([
      values.placeOfSupply,
      {
        ...originalInvoice(document),
        inum: values.number,
        idt: portalDate(values.date),
        val: rupees(values.value),
        itms,
      },
    ]);
  }
  return grouped(entries).map(([pos, inv]) => ({ pos, inv }));
}

function noteEntry(document: FiledDocument, withHeads: 'split' | 'igst') {
  const note = (amendedValues(document) as Extract<ReportedDocument, { kind: 'note' }>).values;
  return {
    gstin: note.invoice.gstin ?? '',
    entry: {
      ...originalNote(document),
      ntty: note.type,
      nt_num: note.number,
      nt_dt: portalDate(note.date),
      val: rupees(note.value),
      pos: note.invoice.placeOfSupply,
    },
    itms: itemsOf(
      { rates: note.rates, supplyType: withHeads === 'igst' ? 'inter' : note.invoice.supplyType },
      withHeads,
    ),
  };
}

function cdnraSection(documents: FiledDocument[]): Gstr1Amendments['cdnra'] {
  const entries: [string, Gstr1CdnraNote][] = documents
    .map((document) => noteEntry(document, 'split'))
    .filter(({ itms }) => itms.length > 0)
    .map(({ gstin, entry, itms }) => [gstin, { ...entry, rchrg: 'N', inv_typ: 'R', itms }]);
  return grouped(entries).map(([ctin, nt]) => ({ ctin, nt }));
}

function cdnuraSection(documents: FiledDocument[]): Gstr1Amendments['cdnura'] {
  return documents
    .map((document) => noteEntry(document, 'igst'))
    .filter(({ itms }) => itms.length > 0)
    .map(({ entry, itms }) => ({ typ: 'B2CL' as const, ...entry, itms }));
}

/**
 * B2C small totals restated for each month, supply type and place of supply an amended document
 * touches: every rate of that place as the month's documents now read (the amended ones as
 * amended, the rest as filed), including a rate that falls to zero.
 */
function b2csaSection(documents: FiledDocument[], amended: Set<FiledDocument>): Gstr1B2csa[] {
  const keyOf = (period: string, line: SignedLine) =>
    `${period}|${line.supplyType === 'inter' ? 'INTER' : 'INTRA'}|${line.placeOfSupply}`;
  const touched = new Set<string>();
  for (const document of amended) {
    for (const line of [...signedLines(document.filed), ...signedLines(amendedValues(document))])
      if (line.rateBp > 0) touched.add(keyOf(document.period, line));
  }
  const sums = new Map<string, Map<number, ReturnTaxHeads>>();
  for (const document of documents) {
    if (sectionOf(document.filed) !== 'b2cs') continue;
    const reads = amended.has(document) ? amendedValues(document) : document.filed;
    for (const line of signedLines(reads)) {
      const key = keyOf(document.period, line);
      if (line.rateBp === 0 || !touched.has(key)) continue;
      const rates = sums.get(key) ?? new Map<number, ReturnTaxHeads>();
      rates.set(
        line.rateBp,
        addHeads(rates.get(line.rateBp) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 }, line),
      );
      sums.set(key, rates);
    }
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([key, rates]) => {
      const [omon = '', sply_ty = 'INTRA', pos = ''] = key.split('|');
      return {
        omon,
        sply_ty: sply_ty as Gstr1B2csa['sply_ty'],
        pos,
        typ: 'OE' as const,
        itms: [...rates.entries()]
          .sort(([a], [b]) => a - b)
          .map(([rateBp, heads]) => ({ rt: percent(rateBp), ...portalTaxAmounts(heads) })),
      };
    });
}

/** A return with no amendments (every table empty). */
export const NO_AMENDMENTS: Gstr1Amendments = { b2ba: [], b2cla: [], b2csa: [], cdnra: [], cdnura: [] };
