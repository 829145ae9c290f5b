import { describe, expect, it } from 'vitest';
import { formatDateDmy, isValidIsoDate, todayIso } from './dates';
import { financialYearOf } from './fiscal-year';

describe('isValidIsoDate', () => {
  it('accepts real calendar dates only', () => {
    for (const date of ['2025-04-01', '2024-02-29', '2000-02-29', '2025-12-31']) {
      expect(isValidIsoDate(date)).toBe(true);
    }
    for (const date of [
      '2025-02-29',
      '1900-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '2025-4-1',
      '',
    ]) {
      expect(isValidIsoDate(date)).toBe(false);
    }
    expect(isValidIsoDate('2025-04-01T00:00:00Z')).toBe(false);
  });
});

describe('formatDateDmy and todayIso', () => {
  it('prints day/month/year', () => {
    expect(formatDateDmy('2025-04-01')).toBe('01/04/2025');
    expect(() => formatDateDmy('2025-02-29')).toThrow(RangeError);
  });

  it('uses the local calendar date', () => {
    expect(todayIso(new Date(2025, 3, 1, 23, 59))).toBe('2025-04-01');
    expect(todayIso(new Date(2026, 0, 9, 0, 0))).toBe('2026-01-09');
    expect(isValidIsoDate(todayIso())).toBe(true);
  });
});

describe('financialYearOf', () => {
  it('runs 1 April to 31 March', () => {
    const fy2526 = { startDate: '2025-04-01', endDate: '2026-03-31', label: '25-26' };
    expect(financialYearOf('2025-04-01')).toEqual(fy2526);
    expect(financialYearOf('2026-03-31')).toEqual(fy2526);
    expect(financialYearOf('2025-12-31')).toEqual(fy2526);
    expect(financialYearOf('2026-01-01')).toEqual(fy2526);
    expect(financialYearOf('2025-03-31')).toEqual({
      startDate: '2024-04-01',
      endDate: '2025-03-31',
      label: '24-25',
    });
  });

  it('wraps the label across a century and refuses bad dates', () => {
    expect(financialYearOf('2099-06-15').label).toBe('99-00');
    expect(financialYearOf('2100-01-15').label).toBe('99-00');
    expect(financialYearOf('2009-04-01').label).toBe('09-10');
    expect(() => financialYearOf('2025-02-30')).toThrow(RangeError);
  });
});
