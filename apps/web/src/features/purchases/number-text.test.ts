import { describe, expect, it } from 'vitest';
import { cleanDecimalText, parseDecimalText } from './number-text';

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
