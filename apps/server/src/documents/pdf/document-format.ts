import { formatIndianNumber, formatRupees, rupeesToPaise, stateName } from '@bahi/domain';

// The invoice detail carries rupees as JSON numbers; the domain formatters take paise, so every
// amount goes through rupeesToPaise, which reads the decimal exactly (0.1 + 0.2 never shows).

/** 1234567.8 → '12,34,567.80'. */
export function formatAmount(rupees: number): string {
  return formatIndianNumber(rupeesToPaise(rupees));
}

/** 1234567.8 → '₹12,34,567.80'. */
export function formatRupeeAmount(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}

/** Adds rupee amounts in paise so the sum is exact, answering rupees. */
export function addRupees(...amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + rupeesToPaise(amount), 0) / 100;
}

/** Indian grouping with the decimals the quantity has, up to three: 1,00,000 and 2.5 and 0.125. */
export { formatQuantity } from '@bahi/domain';

/** 18 → '18%', 2.5 → '2.5%'. */
export function formatPercent(rate: number): string {
  return `${Number(rate.toFixed(3))}%`;
}

/** 'Chhattisgarh (22)', or the bare code if the state table does not know it. */
export function formatState(code: string, name?: string): string {
  const label = name ?? stateName(code);
  return label ? `${label} (${code})` : code;
}
