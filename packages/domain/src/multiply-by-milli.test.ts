import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiplyByMilli, multiplyByQuantity } from './percent';
import { milliToQuantity } from './quantity';

// multiplyByMilli is the reports' fast form of multiplyByQuantity for quantities kept in
// thousandths: it must round every product the same way, on both sides of 2^53.

describe('multiplyByMilli', () => {
  it('rounds as multiplyByQuantity does, signed by the quantity', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 10_000_000 }),
          fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 1000) }),
        ),
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        (amount, milli) => {
          const reference = () =>
            Math.sign(milli) * multiplyByQuantity(amount, milliToQuantity(Math.abs(milli)));
          let want: number;
          try {
            want = reference();
          } catch {
            // Beyond the safe range both refuse.
            expect(() => multiplyByMilli(amount, milli)).toThrow(RangeError);
            return;
          }
          expect(multiplyByMilli(amount, milli)).toBe(want === 0 ? 0 : want);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rounds half away from zero', () => {
    expect(multiplyByMilli(1, 500)).toBe(1);
    expect(multiplyByMilli(1, 499)).toBe(0);
    expect(multiplyByMilli(1, -500)).toBe(-1);
    expect(multiplyByMilli(333, 1500)).toBe(500);
    expect(multiplyByMilli(0, -2000)).toBe(0);
    expect(Object.is(multiplyByMilli(1, -1), 0)).toBe(true);
  });

  it('is exact beyond 2^53 and refuses what is not whole', () => {
    expect(multiplyByMilli(9_000_000_000_000, 1_500)).toBe(13_500_000_000_000);
    expect(multiplyByMilli(9_007_199_254_740, 999)).toBe(8_998_192_055_485);
    expect(() => multiplyByMilli(100, 1.5)).toThrow(RangeError);
  });
});
