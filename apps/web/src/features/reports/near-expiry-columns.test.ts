import type { BatchStockRow } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { daysLeftText, nearExpiryTotals } from './near-expiry-columns';

const row = (unit: string): BatchStockRow => ({
  batch_id: 1,
  product_id: 2,
  product_name: 'Cough Syrup',
  unit,
  batch_number: 'B1',
  expiry_date: '2026-12-31',
  mrp: 100,
  on_hand: 10,
  value: 600,
  days_left: 30,
  expired: false,
});

describe('near-expiry columns', () => {
  it('says days left in words, and how long ago once expired', () => {
    expect(daysLeftText(30)).toBe('30 days');
    expect(daysLeftText(1)).toBe('1 day');
    expect(daysLeftText(0)).toBe('Expires today');
    expect(daysLeftText(-3)).toBe('Expired 3 days ago');
  });
  it('adds quantities only when the rows share a unit; the value always', () => {
    const totals = { on_hand: 20, value: 1200 };
    expect(nearExpiryTotals([row('NOS'), row('NOS')], totals)).toEqual(
      expect.arrayContaining(['Total', '20 NOS', '1,200.00']),
    );
    expect(nearExpiryTotals([row('NOS'), row('BTL')], totals)).toEqual([
      'Total',
      '',
      '',
      '',
      '',
      '',
      '1,200.00',
    ]);
  });
});
