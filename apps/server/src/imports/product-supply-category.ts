import {
  defaultSupplyCategory,
  parseSupplyCategory,
  SUPPLY_CATEGORY_MESSAGE,
  type SupplyCategory,
  supplyCategoryProblem,
} from '@bahi/domain';

// An imported product's supply category (taxable, nil-rated, exempt, non-GST), as the product form
// takes it: typed as its name ('Nil-rated', 'exempt', 'NON_GST'), it must go with the row's GST
// rate; left empty (or the column left out), a product the row updates keeps its own category
// while that still goes with the rate, and any other takes the rate's default (nil-rated at 0%,
// taxable above).

export function rowSupplyCategory(
  text: string | undefined,
  rateBp: number,
  existing: { supply_category: SupplyCategory } | undefined,
): { category: SupplyCategory } | { message: string } {
  if (text?.trim()) {
    const category = parseSupplyCategory(text);
    if (category === null) return { message: SUPPLY_CATEGORY_MESSAGE };
    const problem = supplyCategoryProblem(category, rateBp);
    return problem ? { message: problem } : { category };
  }
  if (existing && supplyCategoryProblem(existing.supply_category, rateBp) === null) {
    return { category: existing.supply_category };
  }
  return { category: defaultSupplyCategory(rateBp) };
}
