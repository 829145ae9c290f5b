import type { ProductLookup } from '@bahi/domain/schemas';
import { Select } from '@mantine/core';
import { TwoLineOption } from '../../../components/pickers/two-line-option';
import { LINE_INPUT_STYLES } from './invoice-lines-head';
import { typeAheadProps } from './option-filter';
import { describeProductOption, type ProductOptions } from './product-options';

type ProductSelectProps = {
  options: ProductOptions;
  productId: number | null;
  label: string;
  error: string | undefined;
  flow: string;
  onPick: (product: ProductLookup) => void;
  /** After a choice made with Enter or a click: the clerk goes on to the quantity. */
  onPicked: () => void;
  /** Alt+P: add a new product named as typed, for this line. */
  onQuickAdd: (typed: string) => void;
};

/** One line's searchable product box; picking fills the line's MRP, GST rate and HSN code. */
export function ProductSelect({
  options,
  productId,
  label,
  error,
  flow,
  onPick,
  onPicked,
  onQuickAdd,
}: ProductSelectProps) {
  const chosen = productId === null ? undefined : options.byId.get(String(productId));
  return (
    <Select
      aria-label={label}
      // A name longer than the box is cut; pointing at it shows it whole.
      title={chosen?.name}
      placeholder="Product name or HSN"
      {...typeAheadProps(options)}
      value={productId === null ? null : String(productId)}
      nothingFoundMessage="No such product: Alt+P adds one"
      comboboxProps={{ width: 420, position: 'bottom-start' }}
      error={error}
      onChange={(value) => {
        const product = value ? options.byId.get(value) : undefined;
        if (product) onPick(product);
      }}
      onOptionSubmit={onPicked}
      onKeyDown={(event) => {
        if (event.altKey && event.code === 'KeyP') {
          event.preventDefault();
          const typed = event.currentTarget.value;
          onQuickAdd(chosen && typed.trim() === chosen.name ? '' : typed);
        }
      }}
      onFocus={(event) => event.currentTarget.select()}
      styles={LINE_INPUT_STYLES}
      renderOption={({ option }) => {
        const product = options.byId.get(option.value);
        return (
          <div>
            <TwoLineOption name={option.label} details={product && describeProductOption(product)} />
          </div>
        );
      }}
      data-flow={flow}
      data-flow-select
    />
  );
}
