import type { ProductLookup } from '@bahi/domain/schemas';
import { useProductLookup } from '../../api/lookups';
import { describeProduct } from '../../components/pickers/product-picker';
import { SearchPicker } from '../../components/pickers/search-picker';

type RowProductPickerProps = {
  label: string;
  /** 'This product is already added.' and the like, under the box. */
  error: string | undefined;
  /** The row's product (a restored draft, or one just added). */
  selected: ProductLookup | null;
  onSelect: (product: ProductLookup) => void;
  /** '+ Add product' (Alt+P): a new product named as typed, for this row. */
  onQuickAdd: (typed: string) => void;
};

/** The product search of one purchase row: the shared product search plus the row's message. */
export function RowProductPicker({ label, error, selected, onSelect, onQuickAdd }: RowProductPickerProps) {
  const products = useProductLookup();
  return (
    <SearchPicker
      label={label}
      placeholder="Type 3 letters of the product name"
      items={products.data}
      loading={products.isPending}
      error={products.isError ? 'Error: Failed to fetch products' : undefined}
      fieldError={error}
      renderDetails={describeProduct}
      onSelect={onSelect}
      selectedName={selected?.name ?? null}
      quickAdd={{ label: '+ Add product', letter: 'P', onOpen: onQuickAdd }}
    />
  );
}
