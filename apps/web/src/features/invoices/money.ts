import { formatIndianNumber, rupeesToPaise } from '@bahi/domain';

/** Rupees from the API in Indian grouping without the sign, for table cells: 1234567.8 → '12,34,567.80'. */
export function formatMoney(rupees: number): string {
  return formatIndianNumber(rupeesToPaise(rupees));
}
