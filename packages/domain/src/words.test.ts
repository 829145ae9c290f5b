import { describe, expect, it } from 'vitest';
import { amountInWords, integerInIndianWords } from './words';

describe('amountInWords', () => {
  it('spells the docs/gst-rules.md vectors', () => {
    expect(amountInWords(35400)).toBe('Rupees Three Hundred Fifty Four Only');
    expect(amountInWords(10000000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(1234567800)).toBe(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only',
    );
    expect(amountInWords(5678234589)).toBe(
      'Rupees Five Crore Sixty Seven Lakh Eighty Two Thousand Three Hundred Forty Five and Eighty Nine Paise Only',
    );
  });

  it('handles zero, paise only and the teens', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(1119)).toBe('Rupees Eleven and Nineteen Paise Only');
    expect(amountInWords(-35400)).toBe('Rupees Minus Three Hundred Fifty Four Only');
  });

  it('skips empty places inside the number', () => {
    expect(amountInWords(10000100)).toBe('Rupees One Lakh One Only');
    expect(amountInWords(100001000)).toBe('Rupees Ten Lakh Ten Only');
    expect(amountInWords(101000000)).toBe('Rupees Ten Lakh Ten Thousand Only');
    expect(amountInWords(1000000000)).toBe('Rupees One Crore Only');
  });

  it('continues with crores beyond 99 crore', () => {
    expect(integerInIndianWords(999_999_999)).toBe(
      'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine',
    );
    expect(amountInWords(100 * 10_000_000 * 100)).toBe('Rupees One Hundred Crore Only');
    expect(integerInIndianWords(1_000_000_000_000)).toBe('One Lakh Crore');
    expect(integerInIndianWords(12_345_000_000_000)).toBe(
      'Twelve Lakh Thirty Four Thousand Five Hundred Crore',
    );
  });

  it('refuses fractions of a paisa', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
