import { describe, expect, it } from 'vitest';
import { addDaysIso, ageBucketCutoffs, ageBucketOf, daysBetween, paymentStatusOf } from './payment-status';

describe('paymentStatusOf', () => {
  it('follows what was received against what is payable', () => {
    expect(paymentStatusOf({ cancelled: false, payable: 10_000, received: 0 })).toBe('Unpaid');
    expect(paymentStatusOf({ cancelled: false, payable: 10_000, received: 1 })).toBe('Partly paid');
    expect(paymentStatusOf({ cancelled: false, payable: 10_000, received: 9_999 })).toBe('Partly paid');
    expect(paymentStatusOf({ cancelled: false, payable: 10_000, received: 10_000 })).toBe('Paid');
  });

  it('keeps Cancelled whatever the figures', () => {
    expect(paymentStatusOf({ cancelled: true, payable: 10_000, received: 0 })).toBe('Cancelled');
  });
});

describe('age buckets', () => {
  it('counts whole days across months and years', () => {
    expect(daysBetween('2026-10-31', '2026-11-30')).toBe(30);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-11-30', '2026-11-24')).toBe(-6);
  });

  it('puts 30, 60 and 90 days in the lower bucket', () => {
    expect([-3, 0, 30, 31, 60, 61, 90, 91, 400].map(ageBucketOf)).toEqual([
      '0-30',
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
      '90+',
    ]);
  });
});

describe('ageBucketCutoffs', () => {
  it('agrees with ageBucketOf on the days either side of each cut-off', () => {
    const asOf = '2026-03-01';
    const [first, second, third] = ageBucketCutoffs(asOf);
    expect([first, second, third]).toEqual(['2026-01-30', '2025-12-31', '2025-12-01']);
    for (const days of [29, 30, 31, 59, 60, 61, 89, 90, 91]) {
      const date = addDaysIso(asOf, -days);
      const bucket = date >= first ? '0-30' : date >= second ? '31-60' : date >= third ? '61-90' : '90+';
      expect(bucket).toBe(ageBucketOf(days));
    }
  });
});
