import type { Gstr1Json, ReturnInvoice, ReturnNote } from './gstr1-types';

// GSTR-1's documents issued (table 13): how many of each number series, how many cancelled.

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
export function docIssueSection(invoices: ReturnInvoice[], notes: ReturnNote[]): Gstr1Json['doc_issue'] {
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
