import { assertSafeInteger, type DecimalFraction, toDecimalFraction, toSafeNumber } from './exact';
import type { Paise } from './money';

// The MRP rule (docs/gst-rules.md, "Never above MRP"). Selling packaged goods above the printed
// maximum retail price is an offence, and an MRP already includes GST. So the MRP lines of a rate
// group are priced backwards from what the buyer may pay: their taxable value is the largest
// whole number of paise whose payable (taxable + the MRP lines' part of the group's tax) still
// fits inside the lines' tax-inclusive amount mrp × quantity × (100 − discount)/100.

/** mrp × quantity × (100 − discount)/100 as an exact fraction of paise. */
export function inclusiveAmount(mrp: Paise, quantity: number, discountPercent: number): DecimalFraction {
  assertSafeInteger(mrp, 'MRP');
  if (mrp < 0) throw new RangeError(`MRP must not be negative, got ${mrp}`);
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be at least 0, got ${quantity}`);
  }
  if (!Number.isFinite(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`Discount must be between 0 and 100, got ${discountPercent}`);
  }
  const q = toDecimalFraction(quantity);
  const d = toDecimalFraction(discountPercent);
  return {
    numerator: BigInt(mrp) * q.numerator * (100n * d.denominator - d.numerator),
    denominator: q.denominator * 100n * d.denominator,
  };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The fractions over one common denominator: their numerators there, and that denominator. */
export function commonNumerators(fractions: readonly DecimalFraction[]): {
  numerators: bigint[];
  denominator: bigint;
} {
  const denominator = fractions.reduce((lcm, f) => (lcm / gcd(lcm, f.denominator)) * f.denominator, 1n);
  return {
    numerators: fractions.map((f) => f.numerator * (denominator / f.denominator)),
    denominator,
  };
}

/** The paise the buyer may pay at most for these amounts: the floor of their exact sum. */
export function ceilingOf(fractions: readonly DecimalFraction[]): Paise {
  const { numerators, denominator } = commonNumerators(fractions);
  const sum = numerators.reduce((total, n) => total + n, 0n);
  return toSafeNumber(sum / denominator);
}

/** A group's tax heads for a taxable value; the caller passes the domain's computeGroupTax. */
export type GroupTaxOf = (taxable: Paise) => { cgst: Paise; sgst: Paise; igst: Paise };

/**
 * The MRP lines' part of one tax head: floor(head × mrpTaxable / groupTaxable). Flooring gives any
 * odd paisa of a mixed group to its trade-rate lines, never to the capped MRP lines.
 */
export function mrpPartOfHead(head: Paise, mrpTaxable: Paise, groupTaxable: Paise): Paise {
  if (groupTaxable === 0) return 0;
  return toSafeNumber((BigInt(head) * BigInt(mrpTaxable)) / BigInt(groupTaxable));
}

/** What the MRP lines pay when their taxable value is t: t plus their part of every tax head. */
function mrpPayable(t: Paise, rateTaxable: Paise, taxOf: GroupTaxOf): Paise {
  const groupTaxable = rateTaxable + t;
  const tax = taxOf(groupTaxable);
  return (
    t +
    mrpPartOfHead(tax.cgst, t, groupTaxable) +
    mrpPartOfHead(tax.sgst, t, groupTaxable) +
    mrpPartOfHead(tax.igst, t, groupTaxable)
  );
}

/**
 * The largest taxable value t of a group's MRP lines whose payable fits within `ceiling`, given the
 * group's trade-rate taxable value. The payable grows strictly with t, so the answer is found by
 * starting at ceiling / (1 + gst/100) and stepping a paisa at a time (a few steps at most).
 */
export function largestTaxableWithin(
  ceiling: Paise,
  gstRate: number,
  rateTaxable: Paise,
  taxOf: GroupTaxOf,
): Paise {
  assertSafeInteger(ceiling, 'Ceiling');
  if (ceiling <= 0) return 0;
  const g = toDecimalFraction(gstRate);
  let t = toSafeNumber((BigInt(ceiling) * 100n * g.denominator) / (100n * g.denominator + g.numerator));
  while (t > 0 && mrpPayable(t, rateTaxable, taxOf) > ceiling) t -= 1;
  while (mrpPayable(t + 1, rateTaxable, taxOf) <= ceiling) t += 1;
  return t;
}
