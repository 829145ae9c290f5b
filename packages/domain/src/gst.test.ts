import { describe, expect, it } from 'vitest';
import { computeGroupTax, computeInvoice, computeLineRate, roundToRupee } from './gst';

// The vectors of docs/gst-rules.md (seller state 22). Amounts are paise.
describe('computeInvoice: docs/gst-rules.md vectors', () => {
  it('plain: mrp 118 @18, qty 3, intra', () => {
    const result = computeInvoice([{ mrp: 11800, discountPercent: 0, quantity: 3, gstRate: 18 }], {
      supplyType: 'intra',
    });
    expect(result.lines).toEqual([
      { rate: 10000, subtotal: 30000, taxAmount: 5400, cgst: 2700, sgst: 2700, igst: 0, total: 30000 },
    ]);
    expect(result).toMatchObject({ totalAmount: 30000, cgst: 2700, sgst: 2700, igst: 0, gstAmount: 5400 });
    expect(result.grandTotal).toBe(35400);
    expect(result.roundOff).toBe(0);
  });

  it('discount: mrp 100 @12 less 10%, qty 7, intra', () => {
    const result = computeInvoice([{ mrp: 10000, discountPercent: 10, quantity: 7, gstRate: 12 }], {
      supplyType: 'intra',
    });
    expect(result.lines[0]).toMatchObject({ rate: 8036, subtotal: 56252 });
    expect(result).toMatchObject({ cgst: 3375, sgst: 3375, grandTotal: 63002 });
  });

  it('group rounding: tax on the summed taxable value, not the sum of rounded line taxes', () => {
    const result = computeInvoice(
      [
        { mrp: 71225, discountPercent: 0, quantity: 1, gstRate: 18 },
        { mrp: 83117, discountPercent: 0, quantity: 1, gstRate: 18 },
      ],
      { supplyType: 'intra' },
    );
    expect(result.lines.map((line) => line.subtotal)).toEqual([60360, 70438]);
    expect(result).toMatchObject({ cgst: 11772, sgst: 11772, gstAmount: 23544 });
    // Per-line rounding would give 54.32 + 63.39 = 117.71 of CGST; the shares still add up exactly.
    expect(result.lines.reduce((sum, line) => sum + line.taxAmount, 0)).toBe(23544);
  });

  it('odd paisa: 24.63 @18 gives 2.22 + 2.22 intra but 4.43 IGST inter', () => {
    const line = { mrp: 2906, discountPercent: 0, quantity: 1, gstRate: 18 };
    const intra = computeInvoice([line], { supplyType: 'intra' });
    expect(intra.lines[0]?.subtotal).toBe(2463);
    expect(intra).toMatchObject({ cgst: 222, sgst: 222, igst: 0, gstAmount: 444 });
    const inter = computeInvoice([line], { supplyType: 'inter' });
    expect(inter).toMatchObject({ cgst: 0, sgst: 0, igst: 443, gstAmount: 443, grandTotal: 2906 });
  });
});

describe('computeLineRate', () => {
  it('takes tax out of the MRP after the discount, rounding once', () => {
    expect(computeLineRate(11800, 0, 18)).toBe(10000);
    expect(computeLineRate(10000, 10, 12)).toBe(8036);
    expect(computeLineRate(10000, 12.5, 0)).toBe(8750);
    expect(computeLineRate(10000, 0, 0.25)).toBe(9975); // 9975.06…
  });

  it('rounds an exact half away from zero', () => {
    // 1 × 50/100 = 0.5 paise → 1; a float route can land on 0.49999… and round down.
    expect(computeLineRate(1, 50, 0)).toBe(1);
    expect(computeLineRate(201, 0, 0)).toBe(201);
    expect(computeLineRate(1005, 0, 100)).toBe(503); // 502.5
    // Exact halves where floating point lands just below: 14 / 1.12 = 12.4999999… in a float.
    expect(computeLineRate(14, 0, 12)).toBe(13);
    expect(computeLineRate(28, 10, 12)).toBe(23);
    expect(computeLineRate(16, 12.5, 12)).toBe(13);
  });

  it('refuses a discount outside 0..100 and a negative rate', () => {
    expect(() => computeLineRate(100, 101, 18)).toThrow(RangeError);
    expect(() => computeLineRate(100, -1, 18)).toThrow(RangeError);
    expect(() => computeLineRate(100, 0, -5)).toThrow(RangeError);
    expect(() => computeLineRate(1.5, 0, 5)).toThrow(RangeError);
  });
});

describe('computeInvoice: grouping, open price, round-off', () => {
  it('groups by rate in ascending order with counts and quantities', () => {
    const result = computeInvoice(
      [
        { mrp: 11800, discountPercent: 0, quantity: 2, gstRate: 18 },
        { mrp: 10500, discountPercent: 0, quantity: 1.5, gstRate: 5 },
        { mrp: 11800, discountPercent: 0, quantity: 0.1, gstRate: 18 },
        { mrp: 500, discountPercent: 0, quantity: 0.2, gstRate: 18 },
      ],
      { supplyType: 'inter' },
    );
    expect(result.groups.map((group) => group.gstRate)).toEqual([5, 18]);
    expect(result.groups[1]).toMatchObject({ lineCount: 3, quantity: 2.3, taxableValue: 20000 + 1000 + 85 });
    expect(result.groups[0]).toMatchObject({ lineCount: 1, quantity: 1.5, taxableValue: 15000, igst: 750 });
  });

  it('uses a typed rate as is on an open-price line', () => {
    const result = computeInvoice([{ mrp: 0, discountPercent: 0, quantity: 2, gstRate: 18, rate: 12345 }], {
      supplyType: 'intra',
    });
    expect(result.lines[0]).toMatchObject({ rate: 12345, subtotal: 24690 });
  });

  it('shares a group tax over its lines so the shares add up exactly', () => {
    const line = { mrp: 100, discountPercent: 0, quantity: 1, gstRate: 5 };
    const result = computeInvoice([line, line, line], { supplyType: 'intra' });
    // Taxable 95 × 3 = 285; CGST = SGST = round(7.125) = 7. Each head is shared on its own
    // (3, 2, 2, earlier lines first) so every line keeps CGST equal to SGST: tax 6, 4, 4.
    expect(result.gstAmount).toBe(14);
    expect(result.lines.map((l) => l.cgst)).toEqual([3, 2, 2]);
    expect(result.lines.map((l) => l.sgst)).toEqual([3, 2, 2]);
    expect(result.lines.map((l) => l.taxAmount)).toEqual([6, 4, 4]);
  });

  it('rounds the grand total to the rupee only when asked', () => {
    const lines = [{ mrp: 63002, discountPercent: 0, quantity: 1, gstRate: 0 }];
    expect(computeInvoice(lines, { supplyType: 'intra' })).toMatchObject({ roundOff: 0, grandTotal: 63002 });
    expect(computeInvoice(lines, { supplyType: 'intra', roundOff: true })).toMatchObject({
      roundOff: -2,
      grandTotal: 63000,
    });
  });

  it('gives zero totals for an empty invoice', () => {
    expect(computeInvoice([], { supplyType: 'intra', roundOff: true })).toEqual({
      lines: [],
      groups: [],
      totalAmount: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      gstAmount: 0,
      roundOff: 0,
      grandTotal: 0,
    });
  });
});

describe('computeGroupTax and roundToRupee', () => {
  it('splits intra tax into equal halves and keeps inter tax whole', () => {
    expect(computeGroupTax(2463, 18, 'intra')).toEqual({ cgst: 222, sgst: 222, igst: 0, tax: 444 });
    expect(computeGroupTax(2463, 18, 'inter')).toEqual({ cgst: 0, sgst: 0, igst: 443, tax: 443 });
    expect(computeGroupTax(10000, 0.25, 'intra')).toEqual({ cgst: 13, sgst: 13, igst: 0, tax: 26 });
  });

  it('rounds half a rupee away from zero', () => {
    expect(roundToRupee(35450)).toBe(35500);
    expect(roundToRupee(35449)).toBe(35400);
    expect(roundToRupee(-35450)).toBe(-35500);
    expect(roundToRupee(-35449)).toBe(-35400);
  });
});
