import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, dueDateOf, firstDateNotPastDue } from './opening';

describe('allocateOldestFirst', () => {
  it('settles the oldest bills first and leaves the rest on account', () => {
    const bills = [
      { key: 'inv', date: '2026-11-05', outstanding: 590_000 },
      { key: 'ob2', date: '2026-10-02', outstanding: 850_000 },
      { key: 'ob1', date: '2026-09-15', outstanding: 1_200_000 },
    ];
    expect(allocateOldestFirst(1_500_000, bills)).toEqual({
      allocations: [
        { key: 'ob1', amount: 1_200_000 },
        { key: 'ob2', amount: 300_000 },
      ],
      onAccount: 0,
    });
    expect(allocateOldestFirst(3_000_000, bills).onAccount).toBe(360_000);
  });

  it('keeps the given order for bills of one day', () => {
    const bills = [
      { key: 'a', date: '2026-10-01', outstanding: 100 },
      { key: 'b', date: '2026-10-01', outstanding: 100 },
    ];
    expect(allocateOldestFirst(150, bills).allocations).toEqual([
      { key: 'a', amount: 100 },
      { key: 'b', amount: 50 },
    ]);
  });
});

describe('dueDateOf', () => {
  it('adds credit days across months and prefers a due date of its own', () => {
    expect(dueDateOf('2026-11-05', 30)).toBe('2026-12-05');
    expect(dueDateOf('2027-02-20', 10)).toBe('2027-03-02');
    expect(dueDateOf('2026-11-05', null)).toBeNull();
    expect(dueDateOf('2026-11-05', 30, '2026-11-20')).toBe('2026-11-20');
  });
});

describe('firstDateNotPastDue', () => {
  it('splits bills exactly where their due date passes today', () => {
    expect(firstDateNotPastDue('2026-12-05', 30)).toBe('2026-11-05');
    expect(firstDateNotPastDue('2024-03-01', 1)).toBe('2024-02-29');
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, fc.integer({ min: 0, max: 400 }), (billDate, today, creditDays) => {
        const due = dueDateOf(billDate, creditDays) ?? '';
        expect(due < today).toBe(billDate < firstDateNotPastDue(today, creditDays));
      }),
    );
  });
});
