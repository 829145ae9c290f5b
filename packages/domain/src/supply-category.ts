// What kind of supply a product is, for the returns' columns. The law tells apart:
// - taxable: GST at a rate above 0%;
// - nil-rated: taxable, but at a rate of 0% in the rate schedule (fresh vegetables, salt);
// - exempt: no tax because a notification exempts it (unbranded cereals, books);
// - non-GST: outside GST altogether (petrol, diesel, alcohol for drinking).
// The last three carry no tax, but GSTR-1's nil table, GSTR-3B 3.1(c)/(e) and Table 5 report them in
// different columns.

export const SUPPLY_CATEGORIES = ['taxable', 'nil_rated', 'exempt', 'non_gst'] as const;

export type SupplyCategory = (typeof SUPPLY_CATEGORIES)[number];

export const SUPPLY_CATEGORY_LABELS: Record<SupplyCategory, string> = {
  taxable: 'Taxable',
  nil_rated: 'Nil-rated',
  exempt: 'Exempt',
  non_gst: 'Non-GST',
};

/** A product's category when none was chosen: nil-rated at 0%, taxable above. */
export function defaultSupplyCategory(rateBp: number): SupplyCategory {
  return rateBp === 0 ? 'nil_rated' : 'taxable';
}

/** Why this category cannot go with this GST rate, or null when it can. */
export function supplyCategoryProblem(category: SupplyCategory, rateBp: number): string | null {
  if (category === 'taxable' && rateBp === 0) {
    return 'A product at GST Rate 0% is Nil-rated, Exempt or Non-GST: choose its Supply Category';
  }
  if (category !== 'taxable' && rateBp !== 0) {
    return `Supply Category ${SUPPLY_CATEGORY_LABELS[category]} needs GST Rate 0%`;
  }
  return null;
}

/**
 * The category a document line keeps: a line taxed above 0% is taxable whatever the product says
 * (its rate was typed on the line); a 0% line takes the product's category, nil-rated when the
 * product is taxable. Kept on the line, so a later edit of the product never changes a filed return.
 */
export function lineSupplyCategory(product: SupplyCategory, lineRateBp: number): SupplyCategory {
  if (lineRateBp !== 0) return 'taxable';
  return product === 'taxable' ? 'nil_rated' : product;
}

/** What a file's Supply Category cell may say, letters only, lower case: the key or the label. */
const CATEGORY_BY_TEXT = new Map<string, SupplyCategory>(
  SUPPLY_CATEGORIES.flatMap((category) => [
    [category.replace(/[^a-z]/g, ''), category],
    [SUPPLY_CATEGORY_LABELS[category].toLowerCase().replace(/[^a-z]/g, ''), category],
  ]),
);

export const SUPPLY_CATEGORY_MESSAGE = 'Supply Category must be Taxable, Nil-rated, Exempt or Non-GST';

/**
 * A category as typed in an imported file or exported list: 'Nil-rated', 'nil rated', 'NIL_RATED'
 * and 'nilrated' are all nil-rated (case, spaces, hyphens and underscores do not matter). null when
 * the text names no category.
 */
export function parseSupplyCategory(text: string): SupplyCategory | null {
  return CATEGORY_BY_TEXT.get(text.toLowerCase().replace(/[^a-z]/g, '')) ?? null;
}
