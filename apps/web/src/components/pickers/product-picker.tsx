import type { ProductLookup } from '@bahi/domain/schemas';
import { useProductLookup } from '../../api/lookups';
import { formatAmount, formatPercent } from '../../lib/format';
import { LookupPicker } from './lookup-picker';
import type { SearchPickerProps } from './search-picker';

export function describeProduct(product: ProductLookup): string {
  return [
    `MRP ${formatAmount(product.mrp)}`,
    `Rate ${formatAmount(product.rate)}`,
    `GST ${formatPercent(product.gst_rate)}`,
    `HSN ${product.hsn_code}`,
  ].join(' · ');
}

type ProductPickerProps = { label?: string; onSelect: (product: ProductLookup) => void } & Pick<
  SearchPickerProps<ProductLookup>,
  'fieldError' | 'selectedName' | 'quickAdd'
>;

/**
 * Product search for invoice and purchase lines, showing MRP, rate, GST rate and HSN code; a
 * purchase row adds its own message, its chosen product and '+ Add product'.
 */
export function ProductPicker({ label = 'Product', ...picker }: ProductPickerProps) {
  return (
    <LookupPicker
      lookup={useProductLookup()}
      noun="product"
      label={label}
      renderDetails={describeProduct}
      {...picker}
    />
  );
}
