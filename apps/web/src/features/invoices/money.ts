import { formatIndianNumber, printedRate, rupeesToPaise } from '@bahi/domain';

/** Rupees from the API in Indian grouping without the sign, for table cells: 1234567.8 → '12,34,567.80'. */
export function formatMoney(rupees: number): string {
  return formatIndianNumber(rupeesToPaise(rupees));
}

/**
 * A line's rate with the decimals that make rate × quantity less discount come to its taxable
 * value, as the PDF prints it (docs/gst-rules.md, "Printed rates multiply out").
 */
export function formatLineRate(item: {
  rate: number;
  quantity: number;
  discount: number;
  subtotal: number;
}): string {
  return printedRate(rupeesToPaise(item.subtotal), item.quantity, item.discount, rupeesToPaise(item.rate));
}
