// How the purchase row's number boxes read typing. Qty, Amount and Discount keep what was typed as
// text, so '12.' can grow into '12.50' (or 2.5 kg), and are read as decimals only for the totals
// and the payload.

/**
 * A decimal as it may be typed: digits and one point. Pasted '₹1,234.50' becomes '1234.50';
 * anything after a second point keeps its digits but loses the point.
 */
export function cleanDecimalText(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point === -1) return kept;
  return `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
}

/** The number in a decimal box, or null while it is empty (empty stays empty, never 0). */
export function parseDecimalText(text: string): number | null {
  const cleaned = cleanDecimalText(text);
  if (cleaned === '' || cleaned === '.') return null;
  return Number(cleaned);
}
