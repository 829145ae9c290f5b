import { toDecimalFraction } from './exact';
import { type Paise, rupeesToPaise } from './money';

// The rate a document prints for a line, so that rate × quantity less the discount comes to the
// taxable value printed beside it, to the paisa (docs/gst-rules.md, "Printed rates multiply out").
// A trade-rate line's rate is what was typed, with two decimals, and its taxable value was computed
// from it. An MRP line's taxable value comes from the MRP instead, and its rate to two decimals
// often does not multiply back (12 × 84.75 = 1,017.00 against a taxable value of 1,016.94): such a
// rate is printed with the fewest decimals that do (84.745).

/** Rupees with at least two decimals and Indian grouping, from an integer count of 10^-places rupees. */
function formatScaled(scaled: bigint, places: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const rupees = digits.slice(0, -places);
  const fraction = digits.slice(-places).replace(/0+$/, '').padEnd(2, '0');
  const lastThree = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

/** numerator / denominator to the nearest integer, half away from zero (denominator > 0). */
function roundDivide(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const quotient = (2n * n + denominator) / (2n * denominator);
  return negative ? -quotient : quotient;
}

/** More places than any quantity the schema accepts needs (2 + the digits of the quantity). */
const MOST_PLACES = 20;

/**
 * The unit rate before discount, as printed: the line's own rate (a trade rate as typed) when it
 * multiplies out, else the shortest decimal (two places at least) whose rate × quantity ×
 * (100 − discount)/100, rounded to the paisa, is the taxable value. With no quantity or a full
 * discount any rate fits; the taxable value is then printed as it is.
 */
export function printedRate(
  taxable: Paise,
  quantity: number,
  discountPercent: number,
  ownRate?: Paise,
): string {
  const q = toDecimalFraction(quantity);
  const d = toDecimalFraction(discountPercent);
  // The multiplier of the rate: quantity × (100 − discount)/100, as factorN / factorD.
  const factorN = q.numerator * (100n * d.denominator - d.numerator);
  const factorD = q.denominator * 100n * d.denominator;
  if (factorN <= 0n) return formatScaled(BigInt(taxable), 2);
  const target = BigInt(taxable);
  // Two decimals of rupees are paise: the own rate in 10^-2 rupees is its paise.
  if (ownRate !== undefined && roundDivide(BigInt(ownRate) * 100n * factorN, 100n * factorD) === target) {
    return formatScaled(BigInt(ownRate), 2);
  }
  for (let places = 2; places <= MOST_PLACES; places += 1) {
    const scale = 10n ** BigInt(places);
    // rate = R / scale rupees; its taxable value in paise is R × 100 × factorN / (scale × factorD).
    const candidate = roundDivide(target * scale * factorD, 100n * factorN);
    if (roundDivide(candidate * 100n * factorN, scale * factorD) === target) {
      return formatScaled(candidate, places);
    }
  }
  throw new RangeError(`No printable rate gives ${taxable} paise for quantity ${quantity}`);
}

/**
 * printedRate for a line as the API carries it (rupees as JSON numbers), for the PDF, the thermal
 * slip and the screen alike: 12 at MRP 100 prints 84.745.
 */
export function formatLineRate(item: {
  rate: number;
  quantity: number;
  discount: number;
  subtotal: number;
}): string {
  return printedRate(rupeesToPaise(item.subtotal), item.quantity, item.discount, rupeesToPaise(item.rate));
}
