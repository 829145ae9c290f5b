import { TextInput, type TextInputProps } from '@mantine/core';
import { cleanDecimalText } from './number-text';
import type { PurchaseRow, RowEdit, RowField } from './purchase-rows';
import { cleanQuantityText } from './row-price';
import type { PurchaseForm } from './use-purchase-form';

/** The figures typed on a purchase row: the field whose message shows under each, how it is kept. */
const FIGURES = {
  qty: { error: 'quantity', clean: cleanQuantityText },
  free: { error: 'free_quantity', clean: cleanQuantityText },
  rate: { error: 'rate', clean: cleanDecimalText },
  amount: { error: 'amount', clean: cleanDecimalText },
  discount: { error: 'discount', clean: cleanDecimalText },
} as const satisfies Record<string, { error: RowField; clean: (text: string) => string }>;

export type RowFigure = keyof typeof FIGURES;

type RowFigureInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  row: PurchaseRow;
  purchase: PurchaseForm;
  figure: RowFigure;
  /** Rupees: the ₹ sign before the figure and 0.00 while empty. */
  rupees?: boolean;
};

/**
 * A figure typed on a purchase row, kept as cleaned text, with its message. Typing over a figure
 * is the usual edit, so the box selects its text when the cursor arrives.
 */
export function RowFigureInput({ row, purchase, figure, rupees = false, ...props }: RowFigureInputProps) {
  const { error, clean } = FIGURES[figure];
  return (
    <TextInput
      leftSection={rupees ? '₹' : undefined}
      placeholder={rupees ? '0.00' : undefined}
      inputMode="decimal"
      autoComplete="off"
      value={row[figure] ?? ''}
      error={row.errors[error]}
      onFocus={(event) => event.currentTarget.select()}
      // One figure's edit: { rate: '12.50' } (purchase-rows.ts, editRow).
      onChange={(event) =>
        purchase.editRow(row.key, { [figure]: clean(event.currentTarget.value) } as RowEdit)
      }
      {...props}
    />
  );
}
