import { Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { formatAmount } from '../../../lib/format';
import { customerStartingRate } from './customer-rates';
import { FLOW } from './field-flow';
import type { InvoiceFormAction } from './invoice-form-reducer';
import { type ItemRow, type LineProduct, toLineProduct } from './invoice-form-values';
import { LineBatchPicker } from './line-batch-picker';
import type { ProductOptions } from './product-options';
import { ProductSelect } from './product-select';

// An invoice line's product cell: the product box, its HSN code and MRP, and for a product that
// tracks batches the batch it sells from.

export type LineProductCellProps = {
  index: number;
  row: ItemRow;
  options: ProductOptions;
  /** A line's message by field ('product_id'). */
  error: (field: string) => string | undefined;
  dispatch: Dispatch<InvoiceFormAction>;
  /** The chosen customer: a picked product starts at their price-list rate. */
  customerId: number | null;
  /** The invoice's date and, when editing, its id: the batches are listed as of that day. */
  date: string;
  editingId: number | null;
  onProductPicked: (index: number) => void;
  /** Opens quick add for this line's product, started with the typed name. */
  onQuickAddProduct: (index: number, typed: string) => void;
};

/** What the line's product box cannot show beside the name: its HSN code and MRP. */
function lineProductDetails(product: LineProduct): string {
  return `HSN ${product.hsn_code} · MRP ${formatAmount(product.mrp)}`;
}

export function LineProductCell(props: LineProductCellProps) {
  const { index, row, options, error, dispatch, customerId, date, editingId } = props;
  const queryClient = useQueryClient();
  // The customer's own or price-level rate, when they have one, replaces the product's rate.
  const startAtCustomerRate = (productId: number) => {
    if (customerId === null) return;
    void customerStartingRate(queryClient, customerId, productId)
      .then((rate) => {
        if (rate !== null) dispatch({ type: 'setRowField', index, field: 'rate', value: String(rate) });
      })
      .catch(() => undefined);
  };
  const number = index + 1;
  const product = row.product;
  return (
    <Table.Td>
      <ProductSelect
        options={options}
        productId={product?.id ?? null}
        label={`Line ${number} product`}
        error={error('product_id') ?? error('mrp') ?? error('gst_rate')}
        flow={FLOW.product(index)}
        onPick={(picked) => {
          dispatch({ type: 'setProduct', index, product: toLineProduct(picked) });
          startAtCustomerRate(picked.id);
        }}
        onPicked={() => props.onProductPicked(index)}
        onQuickAdd={(typed) => props.onQuickAddProduct(index, typed)}
      />
      {product && (
        <Text size="xs" c="dimmed" aria-label={`Details of line ${number}`}>
          {lineProductDetails(product)}
        </Text>
      )}
      {product?.tracks_batches && (
        <LineBatchPicker
          number={number}
          product={product}
          batch={row.batch ?? null}
          date={date}
          exceptInvoiceId={editingId}
          error={error('batch_id')}
          onChange={(batch) => dispatch({ type: 'setBatch', index, batch })}
        />
      )}
    </Table.Td>
  );
}
