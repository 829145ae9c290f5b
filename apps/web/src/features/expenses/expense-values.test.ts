import { afterEach, describe, expect, it, vi } from 'vitest';
import { newExpenseValues } from './expense-values';

describe('a new expense', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is dated on the shop's day (India's), whatever the machine's time zone", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2027-03-31T18:00:00Z')); // 23:30 IST
    expect(newExpenseValues()).toMatchObject({ date: '2027-03-31', mode: 'Cash' });
    vi.setSystemTime(new Date('2027-03-31T18:30:00Z')); // 00:00 IST on 1 April
    expect(newExpenseValues().date).toBe('2027-04-01');
  });
});
