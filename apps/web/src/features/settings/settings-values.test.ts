import type { Settings } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { invoicePrefixHint, toSettingsValues } from './settings-values';

// The settings PUT replaces the whole record: every stored setting must reach the form, or saving
// the screen would silently reset the ones it left out.
describe('toSettingsValues', () => {
  it('carries the billing settings to the form', () => {
    const values = toSettingsValues({
      name: 'Shop',
      gstin: '22AAAAA0000A1ZC',
      state_code: '22',
      address: 'Raipur',
      invoice_prefix: 'INV',
      round_off: true,
      default_price_basis: 'mrp',
      allow_negative_stock: false,
    } as Settings);
    expect(values.default_price_basis).toBe('mrp');
    expect(values.allow_negative_stock).toBe(false);
    expect(values.round_off).toBe(true);
  });
});

describe('invoicePrefixHint', () => {
  it("shows the series of today's financial year, not a fixed one", () => {
    expect(invoicePrefixHint('INV', '2026-11-24')).toBe('Invoice numbers read INV/26-27/0001.');
    expect(invoicePrefixHint('INV', '2026-03-31')).toBe('Invoice numbers read INV/25-26/0001.');
    expect(invoicePrefixHint('  ', '2027-04-01')).toBe('Invoice numbers read PREFIX/27-28/0001.');
    expect(invoicePrefixHint('INV', '2026-11-24', '458')).toBe('Invoice numbers read INV/26-27/0458.');
    expect(invoicePrefixHint('INV', '2026-11-24', 'abc')).toBe('Invoice numbers read INV/26-27/0001.');
  });
});
