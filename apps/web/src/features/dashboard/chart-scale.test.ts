import { describe, expect, it } from 'vitest';
import { compactRupees, monthLabel, monthName, niceScale } from './chart-scale';

describe('sales chart scale', () => {
  it('rounds the axis up to 1, 2, 2.5 or 5 times a power of ten per step', () => {
    expect(niceScale(9440)).toEqual({ top: 10000, step: 2500 });
    expect(niceScale(100)).toEqual({ top: 100, step: 25 });
    expect(niceScale(101)).toEqual({ top: 200, step: 50 });
    expect(niceScale(336790170.65)).toEqual({ top: 400000000, step: 100000000 });
    expect(niceScale(0.4)).toEqual({ top: 0.4, step: 0.1 });
  });

  it('gives an empty chart an axis', () => {
    expect(niceScale(0)).toEqual({ top: 4, step: 1 });
  });

  it('labels amounts in thousands, lakhs and crores', () => {
    expect(compactRupees(950)).toBe('₹950');
    expect(compactRupees(12000)).toBe('₹12K');
    expect(compactRupees(350000)).toBe('₹3.5L');
    expect(compactRupees(12_000_000)).toBe('₹1.2Cr');
    expect(compactRupees(0)).toBe('₹0');
  });

  it('labels months', () => {
    expect(monthLabel('2025-07')).toBe('Jul 25');
    expect(monthName('2024-12')).toBe('Dec 2024');
  });
});
