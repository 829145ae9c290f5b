import {
  assertSafeInteger,
  divideRounded,
  parseDecimalFraction,
  toDecimalFraction,
  toSafeNumber,
} from './exact';

// Money is integer paise inside the program; rupees with two decimals appear only at the edges
// (JSON, screens, PDF). Keeping integers avoids 0.1 + 0.2 style drift in totals.
export type Paise = number;

/**
 * Rounds a number to an integer, halves away from zero (2.5 → 3, -2.5 → -3). It rounds the float
 * as given; formulas that divide or take percents use the exact helpers instead.
 */
export function roundHalfAwayFromZero(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`Cannot round ${x}`);
  const rounded = Math.sign(x) * Math.round(Math.abs(x));
  // Avoid -0, which prints as '0' but fails Object.is checks and JSON round-trips oddly.
  return rounded === 0 ? 0 : rounded;
}

/**
 * Reads rupees from a number or typed text ('1,234.5', '₹ 99', 12.345) into paise, rounding half
 * away from zero to the paisa. The decimal is read exactly, so 12.345 gives 1235, not 1234.
 */
export function rupeesToPaise(value: number | string): Paise {
  let fraction: ReturnType<typeof parseDecimalFraction>;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a rupee amount: ${value}`);
    fraction = toDecimalFraction(value);
  } else {
    const cleaned = value.replace(/[\s,₹]/g, '');
    fraction = parseDecimalFraction(cleaned);
  }
  if (!fraction) throw new RangeError(`Not a rupee amount: ${String(value)}`);
  return toSafeNumber(divideRounded(fraction.numerator * 100n, fraction.denominator));
}

/** Paise to rupees for JSON and inputs (35400 → 354). Division by 100 is correctly rounded. */
export function paiseToRupees(p: Paise): number {
  assertSafeInteger(p, 'Amount');
  return p / 100;
}

/** Indian digit grouping with two decimals: 123456780 → '12,34,567.80', -123400 → '-1,234.00'. */
export function formatIndianNumber(p: Paise): string {
  assertSafeInteger(p, 'Amount');
  const negative = p < 0;
  const absolute = Math.abs(p);
  const rupees = Math.floor(absolute / 100).toString();
  const paise = (absolute % 100).toString().padStart(2, '0');
  // The last three digits form one group; everything before them goes in pairs (lakh, crore).
  const lastThree = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${negative ? '-' : ''}${grouped}.${paise}`;
}

/** formatIndianNumber with the rupee sign: '₹12,34,567.80'; negatives as '-₹1,234.00'. */
export function formatRupees(p: Paise): string {
  const text = formatIndianNumber(p);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** Adds paise amounts, refusing non-integers and totals beyond the safe integer range. */
export function sumPaise(values: readonly Paise[]): Paise {
  let total = 0;
  for (const value of values) {
    assertSafeInteger(value, 'Amount');
    total += value;
    if (!Number.isSafeInteger(total)) throw new RangeError('Total is too large');
  }
  return total;
}
