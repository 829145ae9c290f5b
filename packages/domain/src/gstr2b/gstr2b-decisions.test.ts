import { describe, expect, it } from 'vitest';
import { isMatched, pairCredit, resolveGstr2b } from './gstr2b-decisions';
import type { MatchDocument } from './gstr2b-match';

const A = '22AABCU9603R1ZX';
const doc = (key: string, number: string, date: string, cgst: number): MatchDocument => ({
  key,
  kind: 'invoice',
  gstin: A,
  number,
  date,
  taxable: cgst * 20,
  cgst,
  sgst: cgst,
  igst: 0,
});

describe('decisions on top of the matching rules', () => {
  const twoB = [doc('2b:1', 'INV/7/26-27', '2026-10-05', 900), doc('2b:2', 'Z-1', '2026-10-10', 100)];
  const books = [doc('purchase:1', '7', '2026-10-06', 900), doc('purchase:2', 'Q-9', '2026-10-28', 5_000)];

  it('leaves a suggestion uncredited until accepted, and pairs what the accountant links', () => {
    const rules = resolveGstr2b(twoB, books, []);
    expect(rules.find((row) => row.twoB === '2b:1')).toMatchObject({
      status: 'suggested',
      books: 'purchase:1',
    });
    expect(rules.filter(isMatched)).toEqual([]);
    const decided = resolveGstr2b(twoB, books, [
      {
        id: 1,
        kind: 'invoice',
        gstin: A,
        number: 'INV/7/26-27',
        action: 'accept',
        books: 'purchase:1',
        claimPeriod: null,
      },
      {
        id: 2,
        kind: 'invoice',
        gstin: A,
        number: 'Z-1',
        action: 'link',
        books: 'purchase:2',
        claimPeriod: null,
      },
    ]);
    expect(decided.filter(isMatched).map((row) => [row.twoB, row.books, row.status])).toEqual([
      ['2b:1', 'purchase:1', 'suggested'],
      ['2b:2', 'purchase:2', 'mismatch'],
    ]);
    expect(decided.find((row) => row.twoB === '2b:2')?.differences).toEqual([
      'bill_number',
      'date',
      'taxable',
      'cgst',
      'sgst',
    ]);
  });

  it('drops a decision whose document is gone', () => {
    const rows = resolveGstr2b(twoB, books.slice(1), [
      {
        id: 1,
        kind: 'invoice',
        gstin: A,
        number: 'INV/7/26-27',
        action: 'accept',
        books: 'purchase:1',
        claimPeriod: null,
      },
    ]);
    expect(rows.every((row) => row.decision === null)).toBe(true);
  });

  it('credits the smaller figure of each head', () => {
    expect(
      pairCredit(
        { ...doc('a', '1', '2026-10-01', 90), igst: 3_680 },
        { ...doc('b', '1', '2026-10-01', 95), igst: 3_600 },
      ),
    ).toEqual({
      cgst: 90,
      sgst: 90,
      igst: 3_600,
    });
  });
});
