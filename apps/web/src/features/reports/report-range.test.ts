import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csvFileName, currentMonth, rangeProblem, readRange, writeRange } from './report-range';

describe('report ranges', () => {
  it('covers the current month when the address names no dates', () => {
    expect(currentMonth('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(readRange(new URLSearchParams(''), '2025-11-22')).toEqual({
      from: '2025-11-01',
      to: '2025-11-30',
    });
  });

  describe("on the shop's day (India's), whatever the machine's time zone", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is still March at 23:30 IST on 31 March (18:00 UTC)', () => {
      vi.setSystemTime(new Date('2027-03-31T18:00:00Z'));
      expect(currentMonth()).toEqual({ from: '2027-03-01', to: '2027-03-31' });
      expect(readRange(new URLSearchParams(''))).toEqual({ from: '2027-03-01', to: '2027-03-31' });
    });

    it('is April from 00:00 IST on 1 April (18:30 UTC on 31 March)', () => {
      vi.setSystemTime(new Date('2027-03-31T18:30:00Z'));
      expect(currentMonth()).toEqual({ from: '2027-04-01', to: '2027-04-30' });
      expect(readRange(new URLSearchParams(''))).toEqual({ from: '2027-04-01', to: '2027-04-30' });
    });
  });

  it('reads the dates of the address, dropping ones that are not dates', () => {
    expect(readRange(new URLSearchParams('from=2025-06-01&to=2025-06-30'))).toEqual({
      from: '2025-06-01',
      to: '2025-06-30',
    });
    expect(readRange(new URLSearchParams('from=2025-02-30&to=2025-06-30'))).toEqual({
      from: '',
      to: '2025-06-30',
    });
  });

  it('says what is wrong with a half-filled or reversed range', () => {
    expect(rangeProblem({ from: '', to: '2025-06-30' })).toBe('Choose both a Start Date and an End Date.');
    expect(rangeProblem({ from: '2025-07-01', to: '2025-06-30' })).toBe(
      'The Start Date is after the End Date.',
    );
    expect(rangeProblem({ from: '2025-06-01', to: '2025-06-30' })).toBe('');
  });

  it('writes the range into the address, keeping other parameters', () => {
    const params = writeRange(new URLSearchParams('x=1&from=2025-01-01'), { from: '2025-06-01', to: '' });
    expect(params.toString()).toBe('x=1&from=2025-06-01');
  });

  it('names the download after the report and its range', () => {
    expect(csvFileName('hsn-summary', { from: '2025-06-01', to: '2025-06-30' })).toBe(
      'hsn-summary_2025-06-01_to_2025-06-30.csv',
    );
  });
});
