import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docIssueSection, type IssuedDocument, runningNumberStart, seriesOf } from './gstr1-doc-issue';

// Table 13 is tallied in one pass; the reference below is the definition it replaced: each series'
// documents sorted by running number (a stable sort, so equal numbers keep their order), the first
// and the last of them.
function referenceRows(documents: IssuedDocument[]) {
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

const documentArbitrary = fc.record({
  number: fc.oneof(
    fc
      .tuple(
        fc.constantFrom('INV/', 'INV/25-26/', 'A', 'a', 'B-', ''),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
      )
      .map(
        ([series, sequence, padded]) => `${series}${padded ? String(sequence).padStart(3, '0') : sequence}`,
      ),
    fc.constantFrom('CASH', 'X-', '007'),
  ),
  cancelled: fc.boolean(),
});

describe('GSTR-1 documents issued', () => {
  it('finds a running number where seriesOf does, for any text', () => {
    const pieces = fc.constantFrom('0', '7', '12', '٣', '１', '/', '-', 'A', ' ', 'é', '');
    const number = fc.oneof(
      fc.string(),
      fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(number, (text) => {
        const start = runningNumberStart(text);
        const split = {
          series: text.slice(0, start),
          sequence: start < text.length ? Number(text.slice(start)) : 0,
        };
        expect(split).toEqual(seriesOf(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('tallies each series as sorting its documents by running number does', () => {
    fc.assert(
      fc.property(
        fc.array(documentArbitrary, { maxLength: 60 }),
        fc.array(documentArbitrary, { maxLength: 10 }),
        (invoices, notes) => {
          const typed = notes.map((note, index) => ({
            ...note,
            type: index % 2 === 0 ? ('C' as const) : ('D' as const),
          }));
          const { doc_det } = docIssueSection(invoices, typed);
          const expected = [
            [1, invoices],
            [4, typed.filter((note) => note.type === 'D')],
            [5, typed.filter((note) => note.type === 'C')],
          ] as const;
          expect(doc_det).toEqual(
            expected
              .filter(([, documents]) => documents.length > 0)
              .map(([doc_num, documents]) => ({ doc_num, docs: referenceRows([...documents]) })),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
