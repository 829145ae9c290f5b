import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeGroupTax,
  computeInvoice,
  computeLineRate,
  type InvoiceLineInput,
  type SupplyType,
} from './gst';

// Properties over random invoices. The checks below use integer arithmetic written independently
// of the implementation (cross-multiplied inequalities), so a float slip in gst.ts would show.

const NUM_RUNS = 3000;

// Real GST rates, including the fractional ones (0.25 on rough diamonds, 1.5, 7.5).
const gstRate = fc.constantFrom(0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40);
// Discounts with up to two decimals, held as hundredths so tests can stay in integers.
const discountHundredths = fc.integer({ min: 0, max: 10_000 });
const quantity = fc.oneof(
  fc.integer({ min: 0, max: 1000 }),
  fc.integer({ min: 1, max: 100_000 }).map((thousandths) => thousandths / 1000),
);

const line = fc.record({
  mrp: fc.integer({ min: 0, max: 100_000_000 }), // up to ₹10 lakh a unit
  discountHundredths,
  quantity,
  gstRate,
  /** null: an MRP line; a number: a trade-rate line at that rate. */
  tradeRate: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { freq: 2 }),
});

const invoice = fc.record({
  lines: fc.array(line, { minLength: 0, maxLength: 12 }),
  supplyType: fc.constantFrom<SupplyType>('intra', 'inter'),
  roundOff: fc.boolean(),
});

type GeneratedLine = typeof line extends fc.Arbitrary<infer T> ? T : never;

function toInput(generated: GeneratedLine): InvoiceLineInput {
  const input = {
    mrp: generated.mrp,
    discountPercent: generated.discountHundredths / 100,
    quantity: generated.quantity,
    gstRate: generated.gstRate,
  };
  return generated.tradeRate === null
    ? { ...input, priceBasis: 'mrp' }
    : { ...input, priceBasis: 'rate', rate: generated.tradeRate };
}

/**
 * floor(Σ mrp × quantity × (100 − discount)/100) over some lines, in paise, worked out here in
 * integers (quantities in thousandths, discounts in hundredths), apart from the implementation.
 */
function mrpCeiling(lines: readonly GeneratedLine[]): bigint {
  const scaled = lines.reduce(
    (sum, l) =>
      sum + BigInt(l.mrp) * BigInt(Math.round(l.quantity * 1000)) * BigInt(10_000 - l.discountHundredths),
    0n,
  );
  return scaled / (1000n * 10_000n);
}

// A rate in ten-thousandths of a percent as an exact integer (0.25 → 2500).
function scaledRate(rate: number): bigint {
  return BigInt(Math.round(rate * 10_000));
}

describe('computeInvoice properties', () => {
  it('keeps totals consistent and every value a safe integer', () => {
    fc.assert(
      fc.property(invoice, ({ lines, supplyType, roundOff }) => {
        const result = computeInvoice(lines.map(toInput), { supplyType, roundOff });
        const taxShares = result.lines.reduce((sum, l) => sum + l.taxAmount, 0);
        expect(taxShares).toBe(result.gstAmount);
        expect(result.gstAmount).toBe(result.cgst + result.sgst + result.igst);
        expect(result.totalAmount).toBe(result.lines.reduce((sum, l) => sum + l.subtotal, 0));
        expect(result.grandTotal).toBe(result.totalAmount + result.gstAmount + result.roundOff);
        // Round-off goes to the nearest rupee (|round-off| ≤ 50 paise), except that it rounds down
        // (up to 99 paise) when rounding up would pass the MRP of the invoice's MRP lines.
        if (lines.every((l) => l.tradeRate !== null))
          expect(Math.abs(result.roundOff)).toBeLessThanOrEqual(50);
        else expect(result.roundOff).toBeGreaterThan(-100);
        expect(result.roundOff).toBeLessThanOrEqual(50);
        if (roundOff) expect(result.grandTotal % 100).toBe(0);
        else expect(result.roundOff).toBe(0);
        if (supplyType === 'intra') {
          expect(result.cgst).toBe(result.sgst);
          expect(result.igst).toBe(0);
        } else {
          expect(result.cgst + result.sgst).toBe(0);
        }
        const values = [
          ...result.lines.flatMap((l) => [l.rate, l.subtotal, l.taxAmount, l.total]),
          ...result.groups.flatMap((g) => [g.taxableValue, g.cgst, g.sgst, g.igst, g.tax]),
          result.totalAmount,
          result.cgst,
          result.sgst,
          result.igst,
          result.gstAmount,
          result.roundOff,
          result.grandTotal,
        ];
        for (const value of values) expect(Number.isSafeInteger(value)).toBe(true);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('never charges more for MRP lines than their MRP × quantity less discount, and no paisa less than it may', () => {
    fc.assert(
      fc.property(invoice, ({ lines, supplyType, roundOff }) => {
        const result = computeInvoice(lines.map(toInput), { supplyType, roundOff });
        const isMrp = (index: number) => lines[index]?.tradeRate === null;
        const mrpPayable = result.lines
          .filter((_, index) => isMrp(index))
          .reduce((sum, l) => sum + BigInt(l.subtotal + l.taxAmount), 0n);
        const mrpLines = lines.filter((l) => l.tradeRate === null);
        expect(mrpPayable <= mrpCeiling(mrpLines)).toBe(true);
        // An invoice of MRP lines only never asks more than the MRPs, round-off included.
        if (mrpLines.length === lines.length) {
          expect(BigInt(result.grandTotal) <= mrpCeiling(mrpLines)).toBe(true);
        }
        // Per group of MRP lines only: one more paisa of taxable value would pass the ceiling.
        for (const group of result.groups) {
          const members = lines.filter((l) => l.gstRate === group.gstRate);
          if (!members.every((l) => l.tradeRate === null)) continue;
          const next = computeGroupTax(group.taxableValue + 1, group.gstRate, supplyType);
          expect(BigInt(group.taxableValue + 1 + next.tax) > mrpCeiling(members)).toBe(true);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('takes a tax-inclusive rate out of an MRP within half a paisa', () => {
    fc.assert(
      fc.property(line, (generated) => {
        const rate = BigInt(
          computeLineRate(generated.mrp, generated.discountHundredths / 100, generated.gstRate),
        );
        const g = scaledRate(generated.gstRate); // rate% × 10^4
        const d = BigInt(generated.discountHundredths); // discount% × 10^2
        // |rate × (1 + gst/100) − mrp × (100 − discount)/100| ≤ 0.5 × (1 + gst/100), times 2·10^6.
        const lhs = 2n * rate * (1_000_000n + g) - 2n * BigInt(generated.mrp) * (10_000n - d) * 100n;
        const bound = 1_000_000n + g;
        expect(lhs <= bound && -lhs <= bound).toBe(true);
        if (lhs === -bound) expect.fail('an exact half must round up');
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('computes tax per rate group on the summed taxable value, rounded half away from zero', () => {
    fc.assert(
      fc.property(invoice, ({ lines, supplyType }) => {
        const result = computeInvoice(lines.map(toInput), { supplyType });
        for (const group of result.groups) {
          const taxable = result.lines
            .filter((_, index) => lines[index]?.gstRate === group.gstRate)
            .reduce((sum, l) => sum + l.subtotal, 0);
          expect(group.taxableValue).toBe(taxable);
          // tax = round(taxable × rate / 100 / parts): |2·tax·S − 2·taxable·r| ≤ S, ties upward.
          const parts = supplyType === 'intra' ? 2n : 1n;
          const tax = BigInt(supplyType === 'intra' ? group.cgst : group.igst);
          const scale = 1_000_000n * parts;
          const diff = 2n * tax * scale - 2n * BigInt(taxable) * scaledRate(group.gstRate);
          expect(diff <= scale && -diff <= scale).toBe(true);
          if (diff === -scale) expect.fail('an exact half must round up');
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  // Within a group of one basis a share is within a paisa of its proportional share; a group mixing
  // bases first floors the MRP lines' part of each head, so there a share may be up to 2 paise off.
  it('gives each line a share of each tax head within one paisa (two in mixed groups) of its proportional share', () => {
    fc.assert(
      fc.property(invoice, ({ lines, supplyType }) => {
        const result = computeInvoice(lines.map(toInput), { supplyType });
        result.lines.forEach((l, index) => {
          const group = result.groups.find((g) => g.gstRate === lines[index]?.gstRate);
          if (!group || group.taxableValue === 0) return;
          const members = lines.filter((other) => other.gstRate === group.gstRate);
          const mixed = new Set(members.map((other) => other.tradeRate === null)).size > 1;
          for (const head of ['cgst', 'sgst', 'igst'] as const) {
            // |share × taxable − head × subtotal| < taxable, i.e. less than a paisa off.
            const diff =
              BigInt(l[head]) * BigInt(group.taxableValue) - BigInt(group[head]) * BigInt(l.subtotal);
            const bound = BigInt(group.taxableValue) * (mixed ? 2n : 1n);
            expect(diff < bound && -diff < bound).toBe(true);
          }
          expect(l.taxAmount).toBe(l.cgst + l.sgst + l.igst);
          if (supplyType === 'intra') expect(l.cgst).toBe(l.sgst);
        });
        for (const head of ['cgst', 'sgst', 'igst'] as const) {
          expect(result.lines.reduce((sum, l) => sum + l[head], 0)).toBe(result[head]);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
