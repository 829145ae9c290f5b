import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, parseDecimalFraction, toDecimalFraction } from './exact';
import { computeInvoice } from './gst';
import { printedRate } from './printed-rate';

/** The taxable value, in paise, that a printed rate gives back, exactly as an accountant works it. */
function multiplyOut(rate: string, quantity: number, discountPercent: number): number {
  const r = parseDecimalFraction(rate.replaceAll(',', ''));
  if (!r) throw new Error(`Not a decimal: ${rate}`);
  const q = toDecimalFraction(quantity);
  const d = toDecimalFraction(discountPercent);
  const numerator = r.numerator * 100n * q.numerator * (100n * d.denominator - d.numerator);
  const denominator = r.denominator * q.denominator * 100n * d.denominator;
  return Number(divideRounded(numerator, denominator));
}

describe('printedRate', () => {
  it('prints the MRP line of 12 at ₹100 (18%) with the decimals its taxable value needs', () => {
    // Taxable 1,016.94 (the payable stays within 12 × 100.00): 84.75 × 12 would print 1,017.00.
    expect(printedRate(101694, 12, 0)).toBe('84.745');
  });
  it('keeps two decimals when they multiply out, and groups rupees the Indian way', () => {
    expect(printedRate(30000, 3, 0)).toBe('100.00');
    expect(printedRate(56250, 7, 10)).toBe('89.286');
    expect(printedRate(123456780, 1, 0)).toBe('12,34,567.80');
  });
  it("keeps the line's own rate when it multiplies out, and replaces it when it does not", () => {
    // A quarter kg at 10.01 is 2.50 taxable, as 10.00 would be: the rate billed is the one printed.
    expect(printedRate(250, 0.25, 0, 1001)).toBe('10.01');
    expect(printedRate(101694, 12, 0, 8475)).toBe('84.745');
  });
  it('prints the taxable value itself when there is no quantity or a full discount', () => {
    expect(printedRate(500, 0, 0)).toBe('5.00');
    expect(printedRate(0, 3, 100)).toBe('0.00');
  });
  it('always multiplies back to the taxable value, to the paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.integer({ min: 1, max: 99_999_999 }).map((thousandths) => thousandths / 1000),
        fc.integer({ min: 0, max: 9999 }).map((basisPoints) => basisPoints / 100),
        (taxable, quantity, discount) => {
          expect(multiplyOut(printedRate(taxable, quantity, discount), quantity, discount)).toBe(taxable);
        },
      ),
    );
  });
  it('matches the MRP lines the GST rules price', () => {
    const invoice = computeInvoice(
      [{ priceBasis: 'mrp', mrp: 10000, quantity: 12, discountPercent: 0, gstRate: 18 }],
      { supplyType: 'intra' },
    );
    const line = invoice.lines[0];
    expect(line?.subtotal).toBe(101694);
    expect(multiplyOut(printedRate(line?.subtotal ?? 0, 12, 0), 12, 0)).toBe(101694);
  });
});
