import type { Gstr1Json } from './gstr1-types';

// GSTR-1's documents issued (table 13): how many of each number series, how many cancelled.

/** Number series of an invoice number: everything before its running number. */
export function seriesOf(number: string): { series: string; sequence: number } {
  const match = /^(.*?)(\d+)$/.exec(number);
  return match ? { series: match[1] ?? '', sequence: Number(match[2]) } : { series: number, sequence: 0 };
}

/**
 * Where a number's running number starts (its length when it has none): seriesOf without a regex
 * match and an object per document, for the tally of a month's tens of thousands of invoices.
 */
export function runningNumberStart(number: string): number {
  let start = number.length;
  while (start > 0) {
    const code = number.charCodeAt(start - 1);
    if (code < 48 || code > 57) break;
    start -= 1;
  }
  return start;
}

/** What table 13 needs of a document: its number and whether it was cancelled. */
export type IssuedDocument = { number: string; cancelled: boolean };

type SeriesTally = {
  from: IssuedDocument;
  low: number;
  to: IssuedDocument;
  high: number;
  totnum: number;
  cancel: number;
};

/**
 * One row per series, in one pass (a month holds tens of thousands of documents): the first and last
 * by running number (of equal numbers, the first and the last met), how many, how many cancelled.
 */
function seriesRows(documents: IssuedDocument[]) {
  const bySeries = new Map<string, SeriesTally>();
  for (const document of documents) {
    const number = document.number;
    const start = runningNumberStart(number);
    const series = number.slice(0, start);
    const sequence = start < number.length ? Number(number.slice(start)) : 0;
    const cancelled = document.cancelled ? 1 : 0;
    const tally = bySeries.get(series);
    if (!tally) {
      bySeries.set(series, {
        from: document,
        low: sequence,
        to: document,
        high: sequence,
        totnum: 1,
        cancel: cancelled,
      });
      continue;
    }
    if (sequence < tally.low) {
      tally.from = document;
      tally.low = sequence;
    }
    if (sequence >= tally.high) {
      tally.to = document;
      tally.high = sequence;
    }
    tally.totnum += 1;
    tally.cancel += cancelled;
  }
  return [...bySeries.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, tally], index) => ({
      num: index + 1,
      from: tally.from.number,
      to: tally.to.number,
      totnum: tally.totnum,
      cancel: tally.cancel,
      net_issue: tally.totnum - tally.cancel,
    }));
}

/** Table 13: invoices (1), debit notes (4) and credit notes (5), one row per number series. */
export function docIssueSection(
  invoices: IssuedDocument[],
  notes: (IssuedDocument & { type: 'C' | 'D' })[],
): Gstr1Json['doc_issue'] {
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
