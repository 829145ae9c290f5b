import { formatIndianNumber, formatRupees, type InvoiceLineResult } from '@bahi/domain';
import { ActionIcon, Table, Text, TextInput } from '@mantine/core';
import { formatAmount, formatPercent } from '../../../lib/format';
import { FLOW } from './field-flow';
import type { RowField } from './invoice-form-reducer';
import type { ItemRow, LineProduct } from './invoice-form-values';
import { toLineProduct } from './invoice-form-values';
import type { ProductOptions } from './product-options';
import { ProductSelect } from './product-select';

type InvoiceItemRowProps = {
  index: number;
  row: ItemRow;
  line: InvoiceLineResult | null;
  openPrice: boolean;
  options: ProductOptions;
  errors: Record<string, string>;
  onProduct: (product: LineProduct) => void;
  onField: (field: RowField, value: string) => void;
  onProductPicked: () => void;
  onRemove: () => void;
};

const NUMBER_INPUT = { size: 'sm', autoComplete: 'off', inputMode: 'decimal' } as const;

const selectAll = (event: { currentTarget: HTMLInputElement }) => event.currentTarget.select();

/** One invoice line: product, quantity, discount, rate (open price only) and its live amounts. */
export function InvoiceItemRow(props: InvoiceItemRowProps) {
  const { index, row, line, openPrice, options, errors, onProduct, onField, onProductPicked, onRemove } =
    props;
  const number = index + 1;
  const error = (field: string) => errors[`items.${index}.${field}`];
  const fieldProps = (field: RowField) => ({
    ...NUMBER_INPUT,
    value: row[field],
    error: error(field),
    onChange: (event: { currentTarget: HTMLInputElement }) => onField(field, event.currentTarget.value),
    onFocus: selectAll,
    'data-flow': FLOW[field](index),
  });
  const product = row.product;
  return (
    <Table.Tr>
      <Table.Td c="dimmed">{number}</Table.Td>
      <Table.Td>
        <ProductSelect
          options={options}
          productId={product?.id ?? null}
          label={`Line ${number} product`}
          error={error('product_id') ?? error('mrp') ?? error('gst_rate')}
          flow={FLOW.product(index)}
          onPick={(picked) => onProduct(toLineProduct(picked))}
          onPicked={onProductPicked}
        />
      </Table.Td>
      <Table.Td>{product?.hsn_code ?? ''}</Table.Td>
      <Table.Td ta="right">{product ? formatAmount(product.mrp) : ''}</Table.Td>
      <Table.Td>
        <TextInput {...fieldProps('quantity')} inputMode="numeric" aria-label={`Line ${number} quantity`} />
      </Table.Td>
      <Table.Td>
        <TextInput {...fieldProps('discount')} aria-label={`Line ${number} discount %`} />
      </Table.Td>
      <Table.Td ta="right">
        {openPrice ? (
          <TextInput
            {...fieldProps('rate')}
            aria-label={`Line ${number} rate`}
            placeholder={line && row.rate.trim() === '' ? formatIndianNumber(line.rate) : 'Rate'}
          />
        ) : (
          <Text size="sm">{line ? formatRupees(line.rate) : ''}</Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{product ? formatPercent(product.gst_rate) : ''}</Table.Td>
      <Table.Td ta="right" aria-label={`Line ${number} amount`}>
        {line ? formatRupees(line.subtotal) : '—'}
      </Table.Td>
      <Table.Td ta="right">{line ? formatRupees(line.taxAmount) : '—'}</Table.Td>
      <Table.Td>
        {/* Out of the Tab order: Enter moves through the line, and must never land on delete. */}
        <ActionIcon
          variant="subtle"
          color="red"
          tabIndex={-1}
          onClick={onRemove}
          aria-label={`Remove line ${number}`}
          title="Remove line (Alt+Backspace)"
        >
          ×
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
