import { describe, expect, it } from 'vitest';
import { billsAgree, cleanBillNumber } from './bill-number';
import { type MatchDocument, matchGstr2b } from './gstr2b-match';

const A = '22AAAAA0000A1ZC';
const B = '24AANFA2641L1ZF';
/** B's PAN registered in another state. */
const B_OTHER_STATE = '27AANFA2641L1ZB';
const C = '29AABCR1718E1ZL';

function doc(
  key: string,
  gstin: string,
  number: string,
  date: string,
  taxable: number,
  kind: MatchDocument['kind'] = 'invoice',
): MatchDocument {
  // 18% within the state, IGST from another: the heads follow the taxable value.
  const intra = gstin.startsWith('22');
  const tax = Math.round(taxable * 0.18);
  return {
    key,
    kind,
    gstin,
    number,
    date,
    taxable,
    cgst: intra ? tax / 2 : 0,
    sgst: intra ? tax / 2 : 0,
    igst: intra ? 0 : tax,
  };
}

describe('bill numbers', () => {
  it('lose the financial year, separators and leading zeros', () => {
    expect(cleanBillNumber('INV/001/24-25')).toBe('INV 1');
    expect(cleanBillNumber('inv-0042/2024-2025')).toBe('INV 42');
    expect(cleanBillNumber('B-77')).toBe('B 77');
    expect(billsAgree('INV/001/24-25', '1')).toBe(true);
    expect(billsAgree('INV/001/24-25', 'INV-01')).toBe(true);
    expect(billsAgree('A-12', 'A-21')).toBe(false);
    // Digits that are not a year pair stay: 12-18 is not a financial year.
    expect(cleanBillNumber('12-18')).toBe('12 18');
  });
});

describe('matching GSTR-2B against the books', () => {
  it('sorts six supplier documents against seven of the books into the five statuses', () => {
    const twoB = [
      doc('2b-exact', A, 'A-100', '2024-10-03', 100_000),
      doc('2b-cleaned', A, 'INV/001/24-25', '2024-10-05', 50_000),
      { ...doc('2b-paise', B, 'G-9', '2024-10-08', 20_000), igst: 3_680 },
      doc('2b-gstin', B_OTHER_STATE, 'M-5', '2024-10-09', 30_000),
      doc('2b-missing', C, 'K-1', '2024-10-10', 10_000),
      doc('2b-note', A, 'CN-7', '2024-10-20', 5_000, 'note'),
    ];
    const books = [
      doc('p-exact', A, 'A-100', '2024-10-03', 100_000),
      doc('p-cleaned', A, '1', '2024-10-06', 50_000),
      { ...doc('p-paise', B, 'G-9', '2024-10-08', 20_000), igst: 3_600 },
      doc('p-gstin', B, 'M-5', '2024-10-09', 30_000),
      doc('p-late', A, 'A-101', '2024-10-25', 70_000),
      doc('p-other', C, 'K-2', '2024-10-11', 99_000),
      doc('p-return', A, 'PR/24-25/0001', '2024-10-22', 5_000, 'note'),
    ];
    const results = matchGstr2b(twoB, books);
    const byKey = (key: string) => results.find((row) => row.twoB === key || row.books === key);
    expect(byKey('2b-exact')).toEqual({
      status: 'exact',
      twoB: '2b-exact',
      books: 'p-exact',
      differences: [],
    });
    expect(byKey('2b-cleaned')).toEqual({
      status: 'suggested',
      twoB: '2b-cleaned',
      books: 'p-cleaned',
      differences: ['bill_number', 'date'],
    });
    expect(byKey('2b-paise')).toMatchObject({ status: 'suggested', books: 'p-paise', differences: ['igst'] });
    expect(byKey('2b-gstin')).toMatchObject({ status: 'mismatch', books: 'p-gstin', differences: ['gstin'] });
    expect(byKey('2b-missing')).toMatchObject({ status: 'missing_in_books', books: null });
    expect(byKey('2b-note')).toMatchObject({ status: 'suggested', books: 'p-return' });
    expect(byKey('p-late')).toMatchObject({ status: 'missing_in_2b', twoB: null });
    expect(byKey('p-other')).toMatchObject({ status: 'missing_in_2b', twoB: null });
    expect(results).toHaveLength(8);
  });

  it('calls a bill of the same supplier a mismatch when an amount is off by more than a rupee, naming it', () => {
    const [result] = matchGstr2b(
      [doc('2b', A, 'INV/7/24-25', '2024-11-01', 10_000)],
      [{ ...doc('p', A, '7', '2024-11-02', 10_000), cgst: 1_200 }],
    );
    expect(result).toEqual({
      status: 'mismatch',
      twoB: '2b',
      books: 'p',
      differences: ['bill_number', 'cgst'],
    });
  });

  it('never matches across financial years', () => {
    const results = matchGstr2b(
      [doc('2b', A, 'A-1', '2025-04-02', 10_000)],
      [doc('p', A, 'A-1', '2025-03-30', 10_000)],
    );
    expect(results.map((row) => row.status)).toEqual(['missing_in_books', 'missing_in_2b']);
  });
});
