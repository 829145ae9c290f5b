// Exact decimal arithmetic on BigInt. Money formulas divide by (1 + gst/100) and multiply by
// percents such as 12.5; doing that in floating point drifts by a paisa now and then (e.g.
// 1.005 * 100 = 100.49999999999999), so every formula is computed as an exact fraction and
// rounded once at the end.

/** A decimal number as numerator / 10^exponent, both exact. */
export type DecimalFraction = { numerator: bigint; denominator: bigint };

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a decimal string ('12.345', '-0.5', '1e-7') exactly. Returns undefined when the text is not
 * a plain decimal number, so callers can choose their own error message.
 */
export function parseDecimalFraction(text: string): DecimalFraction | undefined {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  const exponent = Number(exponentText) - fraction.length;
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return undefined;
  let numerator = BigInt(`${whole}${fraction}` || '0');
  let denominator = 1n;
  if (exponent >= 0) numerator *= 10n ** BigInt(exponent);
  else denominator = 10n ** BigInt(-exponent);
  return { numerator: sign === '-' ? -numerator : numerator, denominator };
}

/**
 * The exact decimal value a user meant by a JS number: String(x) is the shortest text that
 * round-trips, so 12.345 reads as 12345/1000 rather than the binary 12.3449999…
 */
export function toDecimalFraction(value: number): DecimalFraction {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`);
  const fraction = parseDecimalFraction(String(value));
  if (!fraction) throw new RangeError(`Cannot read ${value} as a decimal`);
  return fraction;
}

/** numerator / denominator rounded half away from zero to an integer. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  if ((n % d) * 2n >= d) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** Converts a BigInt result back to a number, refusing anything beyond the safe integer range. */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount ${value} is too large`);
  return result;
}

/** Checks that a paise input is a safe integer, so BigInt(value) cannot throw or lose digits. */
export function assertSafeInteger(value: number, label: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${label} must be a safe integer, got ${value}`);
}

/** Adds decimals exactly and returns the nearest number (used for summed quantities). */
export function sumDecimals(values: readonly number[]): number {
  let numerator = 0n;
  let denominator = 1n;
  for (const value of values) {
    const fraction = toDecimalFraction(value);
    // Denominators are powers of ten, so the larger one is a common multiple.
    const common = fraction.denominator > denominator ? fraction.denominator : denominator;
    numerator = numerator * (common / denominator) + fraction.numerator * (common / fraction.denominator);
    denominator = common;
  }
  return Number(formatFraction(numerator, denominator));
}

function formatFraction(numerator: bigint, denominator: bigint): string {
  const digits = denominator.toString().length - 1;
  if (digits === 0) return numerator.toString();
  const negative = numerator < 0n;
  const text = (negative ? -numerator : numerator).toString().padStart(digits + 1, '0');
  const point = text.length - digits;
  return `${negative ? '-' : ''}${text.slice(0, point)}.${text.slice(point)}`;
}
