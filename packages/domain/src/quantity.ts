import { toDecimalFraction } from './exact';

// Quantities are decimals with up to three places (2.5 kg, 0.75 litre, 1.125 metre) for units sold
// by weight, volume, length or area, and whole numbers for units counted one by one (NOS, PCS, BOX).
// The database keeps them as whole thousandths, so sums of stock and report quantities stay exact.

export const QUANTITY_DECIMALS = 3;
export const MAX_QUANTITY = 1_000_000;

/** UQCs measured rather than counted: a line in one of these may carry up to three decimals. */
export const FRACTIONAL_UNITS: ReadonlySet<string> = new Set([
  'CBM',
  'CCM',
  'CMS',
  'GMS',
  'GYD',
  'KGS',
  'KLR',
  'KME',
  'LTR',
  'MLT',
  'MTR',
  'MTS',
  'QTL',
  'SQF',
  'SQM',
  'SQY',
  'TON',
  'UGS',
  'YDS',
]);

/** True when the unit (a UQC such as 'KGS') may be sold in fractions. */
export function allowsFractions(unit: string): boolean {
  return FRACTIONAL_UNITS.has(unit.toUpperCase());
}

/** Number of decimal places a quantity was written with (2.5 → 1, 3 → 0). */
export function quantityDecimals(quantity: number): number {
  const fraction = toDecimalFraction(quantity);
  return fraction.denominator.toString().length - 1;
}

/** 2.5 → 2500: the whole thousandths the database stores. Refuses more than three decimals. */
export function quantityToMilli(quantity: number): number {
  const fraction = toDecimalFraction(quantity);
  const milli = (fraction.numerator * 1000n) / fraction.denominator;
  if ((fraction.numerator * 1000n) % fraction.denominator !== 0n) {
    throw new RangeError(`Quantity ${quantity} has more than ${QUANTITY_DECIMALS} decimals`);
  }
  const result = Number(milli);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Quantity ${quantity} is too large`);
  return result;
}

/** 2500 → 2.5. Dividing a whole number by 1000 is correctly rounded, so it prints as typed. */
export function milliToQuantity(milli: number): number {
  if (!Number.isSafeInteger(milli)) throw new RangeError(`Quantity thousandths must be whole, got ${milli}`);
  const quantity = milli / 1000;
  return quantity === 0 ? 0 : quantity;
}

/**
 * What is wrong with a line's quantity for its unit, or undefined: it must be more than 0, at most
 * MAX_QUANTITY, with up to three decimals, and whole for counted units ('PCS').
 */
export function quantityProblem(quantity: number, unit: string): string | undefined {
  if (!Number.isFinite(quantity) || quantity <= 0) return 'Quantity must be more than 0';
  if (quantity > MAX_QUANTITY) return `Quantity must be at most ${MAX_QUANTITY}`;
  if (quantityDecimals(quantity) > QUANTITY_DECIMALS) return 'Quantity can have at most 3 decimal places';
  if (!Number.isInteger(quantity) && !allowsFractions(unit)) {
    return `Quantity must be a whole number for unit ${unit.toUpperCase()}`;
  }
  return undefined;
}

/** A quantity as people read it: 2.5 → '2.5', 3 → '3', 1234.5 → '1,234.5' (Indian grouping). */
export function formatQuantity(quantity: number): string {
  const negative = quantity < 0;
  const [whole = '0', fraction] = Math.abs(quantity).toFixed(QUANTITY_DECIMALS).split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  const decimals = (fraction ?? '').replace(/0+$/, '');
  return `${negative ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}
