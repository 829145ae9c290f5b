import type { ProductLookup } from '@bahi/domain/schemas';
import { formatAmount, formatPercent } from '../../../lib/format';
import { type SearchableOptions, wordsFilter } from './option-filter';

// The product box's options, built once for all the lines of the form.

export type ProductOptions = SearchableOptions & { byId: Map<string, ProductLookup> };

export function buildProductOptions(products: readonly ProductLookup[]): ProductOptions {
  const byId = new Map(products.map((product) => [String(product.id), product]));
  return {
    data: products.map((product) => ({ value: String(product.id), label: product.name })),
    byId,
    // HSN codes are searchable too: a clerk often knows the code of a goods class by heart.
    filter: wordsFilter((value) => byId.get(value)?.hsn_code ?? ''),
  };
}

/** The second line of a product option: MRP, GST rate, HSN code, and open price when it is. */
export function describeProductOption(product: ProductLookup): string {
  return [
    `MRP ${formatAmount(product.mrp)}`,
    `GST ${formatPercent(product.gst_rate)}`,
    `HSN ${product.hsn_code}`,
    product.price_editable ? 'Open price' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
