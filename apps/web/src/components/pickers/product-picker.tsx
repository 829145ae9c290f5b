import type { ProductLookup } from '@bahi/domain/schemas';
import { useProductLookup } from '../../api/lookups';
import { formatAmount, formatPercent } from '../../lib/format';
import { SearchPicker } from './search-picker';

export function describeProduct(product: ProductLookup): string {
  return [
    `MRP ${formatAmount(product.mrp)}`,
    `Rate ${formatAmount(product.rate)}`,
    `GST ${formatPercent(product.gst_rate)}`,
    `HSN ${product.hsn_code}`,
  ].join(' · ');
}

type ProductPickerProps = { label?: string; onSelect: (product: ProductLookup) => void };

/** Product search for invoice and purchase lines, showing MRP, rate, GST rate and HSN code. */
export function ProductPicker({ label = 'Product', onSelect }: ProductPickerProps) {
  const products = useProductLookup();
  return (
    <SearchPicker
      label={label}
      placeholder="Type 3 letters of the product name"
      items={products.data}
      loading={products.isPending}
      error={products.isError ? 'Error: Failed to fetch products' : undefined}
      renderDetails={describeProduct}
      onSelect={onSelect}
    />
  );
}
