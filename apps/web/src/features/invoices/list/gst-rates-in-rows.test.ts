import { describe, expect, it } from 'vitest';
import { gstRatesInRows, summaryAtRate } from './gst-rates-in-rows';

const entry = { total_items: 1, subtotal: 100, tax: 18 };

describe('gstRatesInRows', () => {
  it('lists each rate once, in numeric (not text) order', () => {
    const rows = [
      { gst_summary: { '18': entry, '5': entry } },
      { gst_summary: { '40': entry, '0.25': entry } },
      { gst_summary: { '5': entry } },
    ];
    expect(gstRatesInRows(rows)).toEqual([0.25, 5, 18, 40]);
  });
  it('has no rate columns for an empty page', () => {
    expect(gstRatesInRows([])).toEqual([]);
    expect(gstRatesInRows([{ gst_summary: {} }])).toEqual([]);
  });
});

describe('summaryAtRate', () => {
  it('finds the entry of a rate, and nothing for a rate the invoice does not have', () => {
    expect(summaryAtRate({ '0.25': entry }, 0.25)).toBe(entry);
    expect(summaryAtRate({ '18': entry }, 5)).toBeUndefined();
  });
});
