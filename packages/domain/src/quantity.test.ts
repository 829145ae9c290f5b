import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowsFractions,
  formatQuantity,
  milliToQuantity,
  quantityProblem,
  quantityToMilli,
} from './quantity';

describe('quantities', () => {
  it('lets measured units carry up to three decimals and counted units only whole numbers', () => {
    expect(allowsFractions('KGS')).toBe(true);
    expect(allowsFractions('ltr')).toBe(true);
    expect(allowsFractions('PCS')).toBe(false);
    expect(quantityProblem(2.5, 'KGS')).toBeUndefined();
    expect(quantityProblem(0.125, 'MTR')).toBeUndefined();
    expect(quantityProblem(2.5, 'PCS')).toBe('Quantity must be a whole number for unit PCS');
    expect(quantityProblem(1.0005, 'KGS')).toBe('Quantity can have at most 3 decimal places');
    expect(quantityProblem(0, 'KGS')).toBe('Quantity must be more than 0');
    expect(quantityProblem(-1, 'NOS')).toBe('Quantity must be more than 0');
    expect(quantityProblem(1_000_001, 'NOS')).toBe('Quantity must be at most 1000000');
  });

  it('stores whole thousandths and reads them back as typed', () => {
    expect(quantityToMilli(2.5)).toBe(2500);
    expect(quantityToMilli(0.001)).toBe(1);
    expect(quantityToMilli(1.005)).toBe(1005); // a float route gives 1004.9999…
    expect(() => quantityToMilli(0.0001)).toThrow(RangeError);
    expect(milliToQuantity(2500)).toBe(2.5);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (milli) => {
        expect(quantityToMilli(milliToQuantity(milli))).toBe(milli);
      }),
    );
  });

  it('prints quantities with Indian grouping and only the decimals they have', () => {
    expect(formatQuantity(2.5)).toBe('2.5');
    expect(formatQuantity(3)).toBe('3');
    expect(formatQuantity(123456.125)).toBe('1,23,456.125');
    expect(formatQuantity(-0.75)).toBe('-0.75');
  });
});
