import { assertSafeInteger, divideRounded, toDecimalFraction, toSafeNumber } from './exact';
import type { Paise } from './money';

// Percent helpers that work on exact fractions and round once, half away from zero. A percent
// such as 12.5 or 0.25 is read as the decimal the user typed (125/10, 25/100), never as a float.

function readPercent(percent: number, label: string, max?: number) {
  if (!Number.isFinite(percent) || percent < 0 || (max !== undefined && percent > max)) {
    const range = max === undefined ? 'at least 0' : `between 0 and ${max}`;
    throw new RangeError(`${label} must be ${range}, got ${percent}`);
  }
  return toDecimalFraction(percent);
}

/**
 * round(amount × percent / 100 / divisor), e.g. the tax on a taxable value. The divisor serves
 * CGST and SGST, which are each half the rate: halving inside the fraction keeps it exact.
 */
export function applyPercent(amount: Paise, percent: number, divisor = 1): Paise {
  assertSafeInteger(amount, 'Amount');
  if (!Number.isSafeInteger(divisor) || divisor < 1) throw new RangeError(`Bad divisor ${divisor}`);
  const p = readPercent(percent, 'Percent');
  return toSafeNumber(divideRounded(BigInt(amount) * p.numerator, 100n * p.denominator * BigInt(divisor)));
}

/** round(amount × (100 − discount) / 100): the amount left after a discount. */
export function applyDiscount(amount: Paise, discountPercent: number): Paise {
  assertSafeInteger(amount, 'Amount');
  const d = readPercent(discountPercent, 'Discount', 100);
  return toSafeNumber(
    divideRounded(BigInt(amount) * (100n * d.denominator - d.numerator), 100n * d.denominator),
  );
}

/**
 * round(amount × (100 − discount)/100 / (1 + gst/100)): the taxable value inside a tax-inclusive
 * price after a discount. One rounding for the whole chain, so the result is the nearest paisa.
 */
export function removeInclusiveTax(amount: Paise, gstRate: number, discountPercent = 0): Paise {
  assertSafeInteger(amount, 'Amount');
  const d = readPercent(discountPercent, 'Discount', 100);
  const g = readPercent(gstRate, 'GST rate');
  // amount × (100·dd − dn)/dd ÷ ((100·gd + gn)/gd), with 100 cancelled from both sides.
  const numerator = BigInt(amount) * (100n * d.denominator - d.numerator) * g.denominator;
  const denominator = d.denominator * (100n * g.denominator + g.numerator);
  return toSafeNumber(divideRounded(numerator, denominator));
}

/** round(amount × quantity) for a decimal quantity such as 2.5 kg. */
export function multiplyByQuantity(amount: Paise, quantity: number): Paise {
  assertSafeInteger(amount, 'Amount');
  const q = readQuantity(quantity);
  return toSafeNumber(divideRounded(BigInt(amount) * q.numerator, q.denominator));
}

/**
 * round(amount × milli / 1000), half away from zero: an amount per unit times a quantity kept in
 * thousandths, exactly as multiplyByQuantity(amount, milli / 1000) rounds (and negative when the
 * quantity is, as stock short of zero is). Reports value thousands of rows at a time, so the
 * product is worked in plain numbers while it is exact (below 2^53) and in BigInt beyond.
 */
export function multiplyByMilli(amount: Paise, milli: number): Paise {
  assertSafeInteger(amount, 'Amount');
  assertSafeInteger(milli, 'Quantity thousandths');
  const product = Math.abs(amount * milli);
  const negative = amount < 0 !== milli < 0;
  if (!Number.isSafeInteger(product)) {
    return toSafeNumber(divideRounded(BigInt(amount) * BigInt(milli), 1000n));
  }
  const whole = Math.floor(product / 1000);
  const rounded = (product - whole * 1000) * 2 >= 1000 ? whole + 1 : whole;
  return negative && rounded !== 0 ? -rounded : rounded;
}

/**
 * round(rate × quantity × (100 − discount)/100): the taxable value of a trade-rate line, one
 * rounding for the whole chain (2.5 kg at 42.00 → 105.00).
 */
export function priceAtRate(rate: Paise, quantity: number, discountPercent: number): Paise {
  assertSafeInteger(rate, 'Rate');
  if (rate < 0) throw new RangeError(`Rate must not be negative, got ${rate}`);
  const q = readQuantity(quantity);
  const d = readPercent(discountPercent, 'Discount', 100);
  return toSafeNumber(
    divideRounded(
      BigInt(rate) * q.numerator * (100n * d.denominator - d.numerator),
      q.denominator * 100n * d.denominator,
    ),
  );
}

/** round(amount / quantity), or 0 when the quantity is 0 (a row not yet filled in). */
export function divideByQuantity(amount: Paise, quantity: number): Paise {
  assertSafeInteger(amount, 'Amount');
  const q = readQuantity(quantity);
  if (q.numerator === 0n) return 0;
  return toSafeNumber(divideRounded(BigInt(amount) * q.denominator, q.numerator));
}

function readQuantity(quantity: number) {
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be at least 0, got ${quantity}`);
  }
  return toDecimalFraction(quantity);
}

/** 18 → 1800: a GST rate in basis points. Rates have at most two decimals (the schemas check), so rounding is exact. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
