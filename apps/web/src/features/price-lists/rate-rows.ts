// The rows of a rates table (a price level's, or a customer's own), as typed: the product and
// the rate text. Pure, so the screen's rules are tested without a browser.

export type RateRow = { product_id: number; rate: string };

type ProductName = { id: number; name: string };

/** Rows from the API's rates (rupees), in product name order. */
export function toRateRows(
  rates: readonly { product_id: number; rate: number }[],
  products: readonly ProductName[] | undefined,
): RateRow[] {
  const names = new Map((products ?? []).map((p) => [p.id, p.name]));
  return [...rates]
    .sort((a, b) => (names.get(a.product_id) ?? '').localeCompare(names.get(b.product_id) ?? ''))
    .map((entry) => ({ product_id: entry.product_id, rate: String(entry.rate) }));
}

/** Adds a product's row (at the product's own rate to start with), or leaves the rows when it is there. */
export function addRateRow(rows: readonly RateRow[], productId: number, startRate: number | null): RateRow[] {
  if (rows.some((row) => row.product_id === productId)) return [...rows];
  return [...rows, { product_id: productId, rate: startRate ? String(startRate) : '' }];
}

export function setRowRate(rows: readonly RateRow[], productId: number, rate: string): RateRow[] {
  return rows.map((row) => (row.product_id === productId ? { ...row, rate } : row));
}

export function removeRateRow(rows: readonly RateRow[], productId: number): RateRow[] {
  return rows.filter((row) => row.product_id !== productId);
}

/** The body's rates: the text as typed, which the shared schema reads and checks ('Rate must be more than 0'). */
export function toRatesBody(rows: readonly RateRow[]): { product_id: number; rate: string }[] {
  return rows.map((row) => ({ product_id: row.product_id, rate: row.rate.trim() }));
}

/** The price-level select's choices: one of its own first ("New level", "None"), then the levels. */
export function levelOptions(
  first: { value: string; label: string },
  levels: readonly { id: number; name: string }[] | undefined,
): { value: string; label: string }[] {
  return [first, ...(levels ?? []).map((level) => ({ value: String(level.id), label: level.name }))];
}
