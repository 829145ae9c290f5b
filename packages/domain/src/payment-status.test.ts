import { describe, expect, it } from 'vitest';
import { ageBucketOf, daysBetween, paymentStatusOf } from './payment-status';

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
