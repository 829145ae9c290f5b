import { describe, expect, it } from 'vitest';
import { applyDiscount, applyPercent, divideByQuantity, multiplyByQuantity } from './percent';
import {
  computePurchaseRow,
  computePurchaseTotals,
  roundedPayable,
  splitPurchaseGst,
  supplierBillKey,
} from './purchase';

describe('computePurchaseRow', () => {
  it('adds GST on top of the amount at the default discount 0', () => {
    expect(computePurchaseRow({ amount: 100000, discountPercent: 0, gstRate: 18, quantity: 10 })).toEqual({
      taxable: 100000,
      gst: 18000,
      total: 118000,
      unitRate: 10000,
    });
  });

  it('applies the discount before GST and rounds each step to the paisa', () => {
    // 999.99 less 12.5% = 874.99125 → 874.99; GST 5% = 43.7495 → 43.75; unit rate 874.99 / 3 = 291.66…
    expect(computePurchaseRow({ amount: 99999, discountPercent: 12.5, gstRate: 5, quantity: 3 })).toEqual({
      taxable: 87499,
      gst: 4375,
      total: 91874,
      unitRate: 29166,
    });
  });

  it('gives a unit rate of 0 when the quantity is 0', () => {
    expect(computePurchaseRow({ amount: 5000, discountPercent: 0, gstRate: 12, quantity: 0 }).unitRate).toBe(
      0,
    );
  });
});

describe('computePurchaseTotals', () => {
  it('adds up the rows', () => {
    const totals = computePurchaseTotals([
      { amount: 100000, discountPercent: 0, gstRate: 18, quantity: 10 },
      { amount: 99999, discountPercent: 12.5, gstRate: 5, quantity: 3 },
    ]);
    expect(totals.rows).toHaveLength(2);
    expect(totals).toMatchObject({ subtotal: 187499, gstTotal: 22375, payable: 209874 });
  });

  it('is zero for no rows', () => {
    expect(computePurchaseTotals([])).toEqual({
      rows: [],
      subtotal: 0,
      gstTotal: 0,
      roundOff: 0,
      payable: 0,
    });
  });

  it('rounds the payable to the nearest rupee when asked, half away from zero', () => {
    const rows = [{ amount: 11_156_35, discountPercent: 0, gstRate: 18, quantity: 1 }];
    expect(computePurchaseTotals(rows, { roundOff: true })).toMatchObject({
      subtotal: 11_156_35,
      gstTotal: 2_008_14,
      roundOff: -49,
      payable: 13_164_00,
    });
    const half = [{ amount: 50, discountPercent: 0, gstRate: 0, quantity: 1 }];
    expect(computePurchaseTotals(half, { roundOff: true })).toMatchObject({ roundOff: 50, payable: 100 });
  });
});

describe('percent helpers', () => {
  it('apply percents exactly, rounding once', () => {
    expect(applyPercent(1005, 50)).toBe(503);
    expect(applyPercent(2463, 18, 2)).toBe(222);
    expect(applyDiscount(1005, 50)).toBe(503);
    expect(applyDiscount(1000, 100)).toBe(0);
    expect(multiplyByQuantity(333, 0.5)).toBe(167);
    expect(divideByQuantity(1000, 3)).toBe(333);
    expect(divideByQuantity(1000, 0)).toBe(0);
  });

  it('refuse impossible inputs', () => {
    expect(() => applyPercent(100, Number.NaN)).toThrow(RangeError);
    expect(() => applyPercent(100, 5, 0)).toThrow(RangeError);
    expect(() => multiplyByQuantity(100, -1)).toThrow(RangeError);
  });
});

describe('splitPurchaseGst', () => {
  it('halves GST from a supplier in the shop state, CGST taking the odd paisa', () => {
    expect(splitPurchaseGst(4375, 'intra')).toEqual({ cgst: 2188, sgst: 2187, igst: 0 });
    expect(splitPurchaseGst(18000, 'intra')).toEqual({ cgst: 9000, sgst: 9000, igst: 0 });
  });

  it('is all IGST from a supplier in another state', () => {
    expect(splitPurchaseGst(4375, 'inter')).toEqual({ cgst: 0, sgst: 0, igst: 4375 });
  });
});

describe('supplierBillKey', () => {
  it('compares bill numbers without case or spaces', () => {
    expect(supplierBillKey('md/1123')).toBe('MD/1123');
    expect(supplierBillKey(' MD / 1123 ')).toBe('MD/1123');
  });

  it('is null without a bill number', () => {
    expect(supplierBillKey(null)).toBeNull();
    expect(supplierBillKey('  ')).toBeNull();
  });
});

describe('roundedPayable', () => {
  it('rounds a supplier document to the nearest rupee, halves away from zero, or leaves it', () => {
    expect(roundedPayable(1316360, true)).toEqual({ payable: 1316400, roundOff: 40 });
    expect(roundedPayable(1316349, true)).toEqual({ payable: 1316300, roundOff: -49 });
    expect(roundedPayable(1316350, true)).toEqual({ payable: 1316400, roundOff: 50 });
    expect(roundedPayable(1316360, false)).toEqual({ payable: 1316360, roundOff: 0 });
  });
});
