import { describe, expect, it } from 'vitest';
import { cleanDecimalText, parseDecimalText, parseQuantityText } from './number-text';

describe('parseQuantityText', () => {
  it('keeps the digits and drops everything else', () => {
    expect(parseQuantityText('12')).toBe(12);
    expect(parseQuantityText('1a2b')).toBe(12);
    expect(parseQuantityText('-5')).toBe(5);
    expect(parseQuantityText('1.5')).toBe(15);
  });
  it('turns an emptied box into 0 and drops leading zeros', () => {
    expect(parseQuantityText('')).toBe(0);
    expect(parseQuantityText('abc')).toBe(0);
    expect(parseQuantityText('05')).toBe(5);
  });
});

describe('cleanDecimalText', () => {
  it('leaves a decimal being typed alone', () => {
    expect(cleanDecimalText('12.')).toBe('12.');
    expect(cleanDecimalText('12.50')).toBe('12.50');
    expect(cleanDecimalText('.5')).toBe('.5');
  });
  it('drops signs, letters, spaces and grouping commas', () => {
    expect(cleanDecimalText('₹ 1,234.50')).toBe('1234.50');
    expect(cleanDecimalText('-3x')).toBe('3');
  });
  it('keeps only the first decimal point', () => {
    expect(cleanDecimalText('1.2.3')).toBe('1.23');
  });
});

describe('parseDecimalText', () => {
  it('reads decimals', () => {
    expect(parseDecimalText('12.5')).toBe(12.5);
    expect(parseDecimalText('12.')).toBe(12);
    expect(parseDecimalText('0')).toBe(0);
  });
  it('keeps an empty box empty instead of reading it as 0', () => {
    expect(parseDecimalText('')).toBeNull();
    expect(parseDecimalText('.')).toBeNull();
  });
});
