import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateDmy, isValidIsoDate, shopDayStartIso, todayIso } from './dates';
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

  it("uses the shop's calendar date (India's), whatever the machine's time zone", () => {
    // 23:59 IST on 1 April and 00:00 IST on 9 January.
    expect(todayIso(new Date('2025-04-01T18:29:00Z'))).toBe('2025-04-01');
    expect(todayIso(new Date('2026-01-08T18:30:00Z'))).toBe('2026-01-09');
    expect(todayIso(new Date('2025-12-31T23:59:00-05:00'))).toBe('2026-01-01');
    expect(isValidIsoDate(todayIso())).toBe(true);
  });
});

describe("today and the financial year at India's midnight", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is still 31 March, the last day of FY 26-27, at 23:30 IST (18:00 UTC)', () => {
    vi.setSystemTime(new Date('2027-03-31T18:00:00Z'));
    expect(todayIso()).toBe('2027-03-31');
    expect(financialYearOf(todayIso())).toEqual({
      startDate: '2026-04-01',
      endDate: '2027-03-31',
      label: '26-27',
    });
  });

  it('is 1 April, the first day of FY 27-28, at 00:00 IST (18:30 UTC)', () => {
    vi.setSystemTime(new Date('2027-03-31T18:30:00Z'));
    expect(todayIso()).toBe('2027-04-01');
    expect(financialYearOf(todayIso())).toEqual({
      startDate: '2027-04-01',
      endDate: '2028-03-31',
      label: '27-28',
    });
  });

  it('turns the day at 18:30 UTC on any date, not at the machine’s midnight', () => {
    vi.setSystemTime(new Date('2026-11-24T18:29:59Z'));
    expect(todayIso()).toBe('2026-11-24');
    vi.setSystemTime(new Date('2026-11-24T19:00:00Z'));
    expect(todayIso()).toBe('2026-11-25');
    vi.setSystemTime(new Date('2026-11-25T00:30:00Z'));
    expect(todayIso()).toBe('2026-11-25');
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

describe('shopDayStartIso', () => {
  it("is India's midnight as a UTC instant, whatever the machine's zone", () => {
    expect(shopDayStartIso('2026-11-24')).toBe('2026-11-23T18:30:00.000Z');
    expect(shopDayStartIso('2026-11-24', 1)).toBe('2026-11-24T18:30:00.000Z');
    // Month and year ends roll over.
    expect(shopDayStartIso('2027-03-31', 1)).toBe('2027-03-31T18:30:00.000Z');
    expect(shopDayStartIso('2026-12-31', 1)).toBe('2026-12-31T18:30:00.000Z');
  });
  it('puts 23:30 IST inside its day and 00:00 IST in the next', () => {
    const start = shopDayStartIso('2026-11-24');
    const end = shopDayStartIso('2026-11-24', 1);
    expect('2026-11-24T18:00:00.000Z' >= start && '2026-11-24T18:00:00.000Z' < end).toBe(true);
    expect('2026-11-24T18:30:00.000Z' < end).toBe(false);
  });
});
