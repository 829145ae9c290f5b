import { describe, expect, it } from 'vitest';
import { resolveReportRange, shiftMonth, splitByFinancialYears, splitByWholeMonths } from './report-period';

describe('report periods', () => {
  it('defaults to the current month, and one date alone to the rest of its month', () => {
    expect(resolveReportRange({}, '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(resolveReportRange({ from: '2025-03-10' })).toEqual({ from: '2025-03-10', to: '2025-03-31' });
    expect(resolveReportRange({ to: '2025-04-05' })).toEqual({ from: '2025-04-01', to: '2025-04-05' });
    expect(resolveReportRange({ from: '2025-01-02', to: '2025-03-04' })).toEqual({
      from: '2025-01-02',
      to: '2025-03-04',
    });
  });

  it('shifts months across years', () => {
    expect(shiftMonth('2026-03-15', -2)).toBe('2026-01');
    expect(shiftMonth('2026-01-31', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12-01', 1)).toBe('2026-01');
    expect(shiftMonth('2026-11-22', -11)).toBe('2025-12');
  });

  it('splits a range into whole months and loose days at either end', () => {
    expect(splitByWholeMonths({ from: '2025-01-10', to: '2025-04-05' })).toEqual({
      months: { from: '2025-02', to: '2025-03' },
      days: [
        { from: '2025-01-10', to: '2025-01-31' },
        { from: '2025-04-01', to: '2025-04-05' },
      ],
    });
    expect(splitByWholeMonths({ from: '2025-04-01', to: '2026-03-31' })).toEqual({
      months: { from: '2025-04', to: '2026-03' },
      days: [],
    });
    expect(splitByWholeMonths({ from: '2024-02-01', to: '2024-02-29' })).toEqual({
      months: { from: '2024-02', to: '2024-02' },
      days: [],
    });
  });

  it('reads a range without a whole month from the days alone', () => {
    for (const range of [
      { from: '2025-01-10', to: '2025-01-20' },
      { from: '2025-01-01', to: '2025-01-30' },
      { from: '2025-01-02', to: '2025-01-31' },
      { from: '2025-01-10', to: '2025-02-05' },
    ]) {
      expect(splitByWholeMonths(range)).toEqual({ months: null, days: [range] });
    }
    expect(splitByWholeMonths({ from: '2025-01-10', to: '2025-02-28' })).toEqual({
      months: { from: '2025-02', to: '2025-02' },
      days: [{ from: '2025-01-10', to: '2025-01-31' }],
    });
  });

  it('splits whole months into whole financial years and the months either side', () => {
    expect(splitByFinancialYears({ from: '2025-04', to: '2026-03' })).toEqual({
      years: { from: '2025-04', to: '2025-04' },
      months: [],
    });
    expect(splitByFinancialYears({ from: '2025-02', to: '2026-06' })).toEqual({
      years: { from: '2025-04', to: '2025-04' },
      months: [
        { from: '2025-02', to: '2025-03' },
        { from: '2026-04', to: '2026-06' },
      ],
    });
    expect(splitByFinancialYears({ from: '2023-04', to: '2026-03' })).toEqual({
      years: { from: '2023-04', to: '2025-04' },
      months: [],
    });
    expect(splitByFinancialYears({ from: '2024-12', to: '2026-02' })).toEqual({
      years: null,
      months: [{ from: '2024-12', to: '2026-02' }],
    });
    expect(splitByFinancialYears({ from: '2025-05', to: '2026-03' })).toEqual({
      years: null,
      months: [{ from: '2025-05', to: '2026-03' }],
    });
    expect(splitByFinancialYears({ from: '2025-10', to: '2025-10' })).toEqual({
      years: null,
      months: [{ from: '2025-10', to: '2025-10' }],
    });
  });

  it('covers every month once, whatever the span', () => {
    const monthsOf = (span: { from: string; to: string }) => {
      const all: string[] = [];
      for (let month = span.from; month <= span.to; month = shiftMonth(`${month}-01`, 1)) all.push(month);
      return all;
    };
    for (let start = 0; start < 30; start += 1) {
      for (let length = 1; length < 40; length += 1) {
        const from = shiftMonth('2023-01-01', start);
        const span = { from, to: shiftMonth(`${from}-01`, length - 1) };
        const { years, months } = splitByFinancialYears(span);
        const covered = [
          ...(years ? monthsOf(years).filter((month) => month.endsWith('-04')) : []).flatMap((first) =>
            monthsOf({ from: first, to: shiftMonth(`${first}-01`, 11) }),
          ),
          ...months.flatMap(monthsOf),
        ].sort();
        expect(covered).toEqual(monthsOf(span));
      }
    }
  });
});
