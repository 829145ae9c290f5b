import { describe, expect, it } from 'vitest';
import { computeGroupTax, computeInvoice, computeLineRate, roundToRupee } from './gst';

// The vectors of docs/gst-rules.md (seller state 22). Amounts are paise.
describe('computeInvoice: docs/gst-rules.md vectors', () => {
  it('plain: mrp 118 @18, qty 3, intra', () => {
    const result = computeInvoice([{ mrp: 11800, discountPercent: 0, quantity: 3, gstRate: 18 }], {
      supplyType: 'intra',
    });
    expect(result.lines).toEqual([
      {
        priceBasis: 'mrp',
        rate: 10000,
        subtotal: 30000,
        taxAmount: 5400,
        cgst: 2700,
        sgst: 2700,
        igst: 0,
        total: 30000,
      },
    ]);
    expect(result).toMatchObject({ totalAmount: 30000, cgst: 2700, sgst: 2700, igst: 0, gstAmount: 5400 });
    expect(result.grandTotal).toBe(35400);
    expect(result.roundOff).toBe(0);
  });

  it('discount: mrp 100 @12 less 10%, qty 7, intra pays 630.00, the MRP after discount', () => {
    const result = computeInvoice([{ mrp: 10000, discountPercent: 10, quantity: 7, gstRate: 12 }], {
      supplyType: 'intra',
    });
    // Rate-first rounding (80.36 × 7 = 562.52) would charge 630.02, two paise above the MRP.
    expect(result.lines[0]).toMatchObject({ priceBasis: 'mrp', rate: 8036, subtotal: 56250 });
    expect(result).toMatchObject({ cgst: 3375, sgst: 3375, grandTotal: 63000 });
  });

  it('MRP cap: 12 × MRP 100 @18 intra pays at most 1,200.00', () => {
    const result = computeInvoice([{ mrp: 10000, discountPercent: 0, quantity: 12, gstRate: 18 }], {
      supplyType: 'intra',
    });
    expect(result).toMatchObject({ totalAmount: 101694, cgst: 9152, sgst: 9152, grandTotal: 119998 });
    expect(result.lines[0]?.rate).toBe(8475);
    // With round-off on the total may round up to the MRP, never past it.
    const rounded = computeInvoice([{ mrp: 10000, discountPercent: 0, quantity: 12, gstRate: 18 }], {
      supplyType: 'intra',
      roundOff: true,
    });
    expect(rounded).toMatchObject({ roundOff: 2, grandTotal: 120000 });
  });

  it('group rounding: tax on the summed taxable value, not the sum of rounded line taxes', () => {
    const result = computeInvoice(
      [
        { priceBasis: 'rate', rate: 60360, mrp: 0, discountPercent: 0, quantity: 1, gstRate: 18 },
        { priceBasis: 'rate', rate: 70438, mrp: 0, discountPercent: 0, quantity: 1, gstRate: 18 },
      ],
      { supplyType: 'intra' },
    );
    expect(result.lines.map((line) => line.subtotal)).toEqual([60360, 70438]);
    expect(result).toMatchObject({ cgst: 11772, sgst: 11772, gstAmount: 23544 });
    // Per-line rounding would give 54.32 + 63.39 = 117.71 of CGST; the shares still add up exactly.
    expect(result.lines.reduce((sum, line) => sum + line.taxAmount, 0)).toBe(23544);
  });

  it('odd paisa: trade rate 24.63 @18 gives 2.22 + 2.22 intra but 4.43 IGST inter', () => {
    const line = {
      priceBasis: 'rate' as const,
      rate: 2463,
      mrp: 0,
      discountPercent: 0,
      quantity: 1,
      gstRate: 18,
    };
    const intra = computeInvoice([line], { supplyType: 'intra' });
    expect(intra.lines[0]?.subtotal).toBe(2463);
    expect(intra).toMatchObject({ cgst: 222, sgst: 222, igst: 0, gstAmount: 444 });
    const inter = computeInvoice([line], { supplyType: 'inter' });
    expect(inter).toMatchObject({ cgst: 0, sgst: 0, igst: 443, gstAmount: 443, grandTotal: 2906 });
  });

  it('odd paisa at MRP: MRP 29.06 @18 intra is taxed on 24.62, since 24.63 + 4.44 would pass the MRP', () => {
    const line = { mrp: 2906, discountPercent: 0, quantity: 1, gstRate: 18 };
    expect(computeInvoice([line], { supplyType: 'intra' })).toMatchObject({
      totalAmount: 2462,
      grandTotal: 2906,
    });
    expect(computeInvoice([line], { supplyType: 'inter' })).toMatchObject({
      totalAmount: 2463,
      grandTotal: 2906,
    });
  });

  it('decimal quantity: trade rate 42.00 × 2.5 kg @5 intra', () => {
    const result = computeInvoice(
      [{ priceBasis: 'rate', rate: 4200, mrp: 0, discountPercent: 0, quantity: 2.5, gstRate: 5 }],
      { supplyType: 'intra' },
    );
    expect(result).toMatchObject({ totalAmount: 10500, cgst: 263, sgst: 263, grandTotal: 11026 });
  });
});

describe('computeInvoice: trade rates and mixed bases', () => {
  it('prices a trade-rate line at rate × quantity less discount, keeping the typed rate', () => {
    const result = computeInvoice(
      [{ priceBasis: 'rate', rate: 48000, mrp: 56000, discountPercent: 2.5, quantity: 3, gstRate: 5 }],
      { supplyType: 'intra' },
    );
    // 480 × 3 × 97.5% = 1,404.00; the MRP of 560 plays no part on a trade-rate line.
    expect(result.lines[0]).toMatchObject({ priceBasis: 'rate', rate: 48000, subtotal: 140400 });
    expect(result).toMatchObject({ cgst: 3510, sgst: 3510, grandTotal: 147420 });
  });

  it('caps the MRP lines of a mixed group and gives the odd paisa of tax to the trade-rate lines', () => {
    const result = computeInvoice(
      [
        { priceBasis: 'rate', rate: 2463, mrp: 0, discountPercent: 0, quantity: 1, gstRate: 18 },
        { priceBasis: 'mrp', mrp: 2906, discountPercent: 0, quantity: 1, gstRate: 18 },
      ],
      { supplyType: 'intra' },
    );
    const [rateLine, mrpLine] = result.lines;
    expect(mrpLine).toBeDefined();
    expect((mrpLine?.subtotal ?? 0) + (mrpLine?.taxAmount ?? 0)).toBeLessThanOrEqual(2906);
    expect(result.cgst).toBe(result.sgst);
    expect((rateLine?.taxAmount ?? 0) + (mrpLine?.taxAmount ?? 0)).toBe(result.gstAmount);
    expect(result.groups).toHaveLength(1);
  });

  it('reads a missing basis as rate when a rate is given, else MRP', () => {
    const result = computeInvoice(
      [
        { mrp: 11800, discountPercent: 0, quantity: 1, gstRate: 18 },
        { mrp: 11800, discountPercent: 0, quantity: 1, gstRate: 18, rate: 5000 },
      ],
      { supplyType: 'intra' },
    );
    expect(result.lines.map((line) => [line.priceBasis, line.subtotal])).toEqual([
      ['mrp', 10000],
      ['rate', 5000],
    ]);
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
        { rate: 10000, mrp: 0, discountPercent: 0, quantity: 2, gstRate: 18 },
        { rate: 10000, mrp: 0, discountPercent: 0, quantity: 1.5, gstRate: 5 },
        { rate: 10000, mrp: 0, discountPercent: 0, quantity: 0.1, gstRate: 18 },
        { rate: 425, mrp: 0, discountPercent: 0, quantity: 0.2, gstRate: 18 },
      ],
      { supplyType: 'inter' },
    );
    expect(result.groups.map((group) => group.gstRate)).toEqual([5, 18]);
    expect(result.groups[1]).toMatchObject({ lineCount: 3, quantity: 2.3, taxableValue: 20000 + 1000 + 85 });
    expect(result.groups[0]).toMatchObject({ lineCount: 1, quantity: 1.5, taxableValue: 15000, igst: 750 });
  });

  it('uses a typed rate as is', () => {
    const result = computeInvoice([{ mrp: 0, discountPercent: 0, quantity: 2, gstRate: 18, rate: 12345 }], {
      supplyType: 'intra',
    });
    expect(result.lines[0]).toMatchObject({ rate: 12345, subtotal: 24690 });
  });

  it('shares a group tax over its lines so the shares add up exactly', () => {
    const line = { rate: 95, mrp: 0, discountPercent: 0, quantity: 1, gstRate: 5 };
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
