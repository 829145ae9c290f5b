import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatIndianNumber,
  formatRupees,
  paiseToRupees,
  roundHalfAwayFromZero,
  rupeesToPaise,
  sumPaise,
} from './money';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4)).toBe(2);
    expect(roundHalfAwayFromZero(-2.6)).toBe(-3);
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
  });
});

describe('rupeesToPaise', () => {
  it('reads numbers and typed text', () => {
    expect(rupeesToPaise(354)).toBe(35400);
    expect(rupeesToPaise(630.02)).toBe(63002);
    expect(rupeesToPaise('1,234.5')).toBe(123450);
    expect(rupeesToPaise(' ₹12,34,567.80 ')).toBe(123456780);
    expect(rupeesToPaise('-0.5')).toBe(-50);
    expect(rupeesToPaise('.5')).toBe(50);
  });

  it('rounds to the paisa half away from zero, reading the decimal as written', () => {
    // 12.345 is stored as 12.34499…; a float route would give 1234.
    expect(rupeesToPaise(12.345)).toBe(1235);
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise('-1.005')).toBe(-101);
    expect(rupeesToPaise('0.004')).toBe(0);
    expect(rupeesToPaise(1e-7)).toBe(0);
  });

  it('throws RangeError on anything that is not a number', () => {
    for (const bad of ['', 'abc', '12a', '1.2.3', '--1', Number.NaN, Number.POSITIVE_INFINITY, '1e400']) {
      expect(() => rupeesToPaise(bad)).toThrow(RangeError);
    }
  });

  it('round-trips with paiseToRupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (p) => {
        expect(rupeesToPaise(paiseToRupees(p))).toBe(p);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('paiseToRupees', () => {
  it('gives rupees as a number', () => {
    expect(paiseToRupees(35400)).toBe(354);
    expect(paiseToRupees(63002)).toBe(630.02);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });
});

describe('formatIndianNumber and formatRupees', () => {
  it('groups in the Indian system (docs/gst-rules.md vector 1234567.8)', () => {
    expect(formatIndianNumber(123456780)).toBe('12,34,567.80');
    expect(formatRupees(123456780)).toBe('₹12,34,567.80');
  });

  it('handles small, large and negative amounts', () => {
    expect(formatIndianNumber(0)).toBe('0.00');
    expect(formatIndianNumber(5)).toBe('0.05');
    expect(formatIndianNumber(99999)).toBe('999.99');
    expect(formatIndianNumber(100000)).toBe('1,000.00');
    expect(formatIndianNumber(10000000)).toBe('1,00,000.00');
    expect(formatIndianNumber(1234567800000)).toBe('12,34,56,78,000.00');
    expect(formatIndianNumber(-123400)).toBe('-1,234.00');
    expect(formatRupees(-123400)).toBe('-₹1,234.00');
  });
});

describe('sumPaise', () => {
  it('adds integers and refuses fractions or overflow', () => {
    expect(sumPaise([])).toBe(0);
    expect(sumPaise([30000, 5400, -1])).toBe(35399);
    expect(() => sumPaise([1, 0.5])).toThrow(RangeError);
    expect(() => sumPaise([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
