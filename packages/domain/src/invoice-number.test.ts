import { describe, expect, it } from 'vitest';
import { formatSeriesNumber, nextSeriesNumber, validateInvoiceNumber } from './invoice-number';

const BAD_CHARACTERS =
  'Invoice No may only contain letters, digits, / and -, and must not start with 0, / or -';

describe('validateInvoiceNumber', () => {
  it('accepts Rule 46(b) numbers up to 16 characters', () => {
    for (const number of ['1', 'INV/25-26/0001', 'A', 'abcdefghijklmnop', '9-0/x']) {
      expect(validateInvoiceNumber(number)).toBeNull();
    }
  });

  it('explains what is wrong', () => {
    expect(validateInvoiceNumber('')).toBe('Invoice No is required');
    expect(validateInvoiceNumber('abcdefghijklmnopq')).toBe('Invoice No must be at most 16 characters');
    for (const number of ['0001', '/INV', '-1', 'INV 1', 'INV_1', 'INV#1']) {
      expect(validateInvoiceNumber(number)).toBe(BAD_CHARACTERS);
    }
  });
});

describe('series numbers', () => {
  it('formats prefix/FY/sequence with zero padding', () => {
    expect(formatSeriesNumber('INV', '25-26', 1)).toBe('INV/25-26/0001');
    expect(formatSeriesNumber('INV', '25-26', 12345)).toBe('INV/25-26/12345');
    expect(formatSeriesNumber('B', '25-26', 7, 2)).toBe('B/25-26/07');
    expect(formatSeriesNumber('', '25-26', 1)).toBe('25-26/0001');
    expect(() => formatSeriesNumber('INV', '25-26', -1)).toThrow(RangeError);
  });

  it('continues after the highest number of the same series and year', () => {
    expect(nextSeriesNumber('INV', '25-26', [])).toBe('INV/25-26/0001');
    expect(
      nextSeriesNumber('INV', '25-26', [
        'INV/25-26/0002',
        'INV/25-26/0010',
        'inv/25-26/0009',
        'INV/24-25/0500',
        'CASH/25-26/0900',
        'INV/25-26/12A',
        'XINV/25-26/0999',
        '123',
      ]),
    ).toBe('INV/25-26/0011');
  });

  it("starts a moved shop's series at its first number, and goes on after it", () => {
    expect(nextSeriesNumber('INV', '26-27', [], 458)).toBe('INV/26-27/0458');
    expect(nextSeriesNumber('INV', '26-27', ['INV/26-27/0458'], 458)).toBe('INV/26-27/0459');
    // A number typed by hand beyond the start wins, as without one.
    expect(nextSeriesNumber('INV', '26-27', ['INV/26-27/0900'], 458)).toBe('INV/26-27/0901');
  });

  it('treats prefix characters literally', () => {
    expect(nextSeriesNumber('A.B', '25-26', ['AXB/25-26/0005', 'A.B/25-26/0002'])).toBe('A.B/25-26/0003');
  });
});
