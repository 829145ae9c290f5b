import { describe, expect, it } from 'vitest';
import { allocateProportionally } from './allocate';
import { divideRounded, parseDecimalFraction, sumDecimals, toDecimalFraction, toSafeNumber } from './exact';

describe('exact decimals', () => {
  it('reads decimals exactly', () => {
    expect(toDecimalFraction(12.5)).toEqual({ numerator: 125n, denominator: 10n });
    expect(toDecimalFraction(0.1)).toEqual({ numerator: 1n, denominator: 10n });
    expect(toDecimalFraction(1e21)).toEqual({ numerator: 10n ** 21n, denominator: 1n });
    expect(toDecimalFraction(-2.5e-7)).toEqual({ numerator: -25n, denominator: 10n ** 8n });
    expect(parseDecimalFraction('abc')).toBeUndefined();
    expect(parseDecimalFraction('.')).toBeUndefined();
    expect(() => toDecimalFraction(Number.NaN)).toThrow(RangeError);
  });

  it('divides with one rounding, halves away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(8n, 3n)).toBe(3n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('refuses results beyond the safe integer range', () => {
    expect(toSafeNumber(2n ** 53n - 1n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeNumber(2n ** 53n)).toThrow(RangeError);
  });

  it('sums decimals without float drift', () => {
    expect(sumDecimals([0.1, 0.2])).toBe(0.3);
    expect(sumDecimals([1.005, 2, 0.001])).toBe(3.006);
    expect(sumDecimals([])).toBe(0);
  });
});

describe('allocateProportionally', () => {
  it('gives leftover paise to the largest remainders, ties to the earlier part', () => {
    expect(allocateProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateProportionally(100, [1, 2])).toEqual([33, 67]);
    expect(allocateProportionally(-10, [1, 1, 1])).toEqual([-4, -3, -3]);
    expect(allocateProportionally(5, [0, 0])).toEqual([3, 2]);
    expect(allocateProportionally(0, [])).toEqual([]);
  });

  it('refuses negative weights and a total with nowhere to go', () => {
    expect(() => allocateProportionally(1, [])).toThrow(RangeError);
    expect(() => allocateProportionally(1, [1, -1])).toThrow(RangeError);
  });
});
