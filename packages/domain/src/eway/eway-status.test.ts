import { describe, expect, it } from 'vitest';
import { eInvoiceStatusOf, ewayStatusOf } from './eway-status';

const NOW = '2026-11-26T10:00:00.000Z';
const bill = (ewb_number: string | null, cancelled_at: string | null, valid_until: string | null) => ({
  ewb_number,
  cancelled_at,
  valid_until,
});

describe('ewayStatusOf', () => {
  it('puts a cancellation before expiry, expiry before a live number, a number before the limit', () => {
    expect(ewayStatusOf({ needed: true, cancelled: false, bill: bill('381', NOW, null), now: NOW })).toBe(
      'cancelled',
    );
    const lapsed = bill('381', null, '2026-11-26T09:59:59.000Z');
    expect(ewayStatusOf({ needed: true, cancelled: false, bill: lapsed, now: NOW })).toBe('expired');
    const valid = bill('381', null, '2026-11-27T18:29:00.000Z');
    expect(ewayStatusOf({ needed: false, cancelled: false, bill: valid, now: NOW })).toBe('generated');
    expect(ewayStatusOf({ needed: true, cancelled: false, bill: bill(null, null, null), now: NOW })).toBe(
      'needed',
    );
  });

  it('needs nothing of a cancelled invoice or one under the limit', () => {
    expect(ewayStatusOf({ needed: true, cancelled: true, bill: undefined, now: NOW })).toBe('not-needed');
    expect(ewayStatusOf({ needed: false, cancelled: false, bill: undefined, now: NOW })).toBe('not-needed');
  });
});

describe('eInvoiceStatusOf', () => {
  it('reads the IRN first, then whether the document is reported', () => {
    expect(eInvoiceStatusOf(true, 'ACT')).toBe('generated');
    expect(eInvoiceStatusOf(true, 'CNL')).toBe('cancelled');
    expect(eInvoiceStatusOf(true, undefined)).toBe('needed');
    expect(eInvoiceStatusOf(false, undefined)).toBe('not-applicable');
  });
});
