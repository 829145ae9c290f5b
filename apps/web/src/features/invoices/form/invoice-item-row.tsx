import {
  formatIndianNumber,
  formatRupees,
  type InvoiceLineResult,
  type PriceBasis,
  printedRate,
} from '@bahi/domain';
import { ActionIcon, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { formatPercent } from '../../../lib/format';
import { LastBilledRate } from './customer-rates';
import { FLOW } from './field-flow';
import type { RowField } from './invoice-form-reducer';
import type { ItemRow } from './invoice-form-values';
import { LINE_INPUT_STYLES } from './invoice-lines-head';
import { LineProductCell, type LineProductCellProps } from './line-product-cell';

/** The row hands most of its props on to its product cell, which takes them as they are. */
export type InvoiceItemRowProps = Omit<LineProductCellProps, 'error'> & {
  line: InvoiceLineResult | null;
  openPrice: boolean;
  errors: Record<string, string>;
  /** 'Only 6 NOS in stock': the product's lines on this invoice ask for more than is on hand. */
  warning: string | null;
  onRemove: (index: number) => void;
};

const NUMBER_INPUT = {
  size: 'sm',
  autoComplete: 'off',
  inputMode: 'decimal',
  styles: LINE_INPUT_STYLES,
} as const;

// In words: the column is wide enough for them, and 'Rate' / 'MRP' alone were cut to 'Rat' / 'MR'.
const BASIS_OPTIONS = [
  { value: 'rate', label: 'Trade rate' },
  { value: 'mrp', label: 'MRP incl. GST' },
];

/**
 * An MRP line's rate with the decimals that multiply out to its amount, as the PDF prints it
 * (12 at MRP 100 with 18% GST: ₹84.745, amount ₹1,016.94).
 */
function mrpLineRate(line: InvoiceLineResult, row: ItemRow): string {
  const quantity = Number(row.quantity);
  const discount = row.discount.trim() === '' ? 0 : Number(row.discount);
  if (!Number.isFinite(quantity) || !Number.isFinite(discount)) return formatRupees(line.rate);
  return `₹${printedRate(line.subtotal, quantity, discount)}`;
}

/** The unit inside the quantity box, so '2.5' reads as 2.5 KGS. */
function UnitTag({ unit }: { unit: string }) {
  return (
    <Text size="xs" c="dimmed" aria-hidden>
      {unit}
    </Text>
  );
}

const selectAll = (event: { currentTarget: HTMLInputElement }) => event.currentTarget.select();

function InvoiceItemRowView(props: InvoiceItemRowProps) {
  const {
    index,
    row,
    line,
    openPrice,
    options,
    errors,
    warning,
    dispatch,
    customerId,
    date,
    editingId,
    onProductPicked,
    onQuickAddProduct,
    onRemove,
  } = props;
  const number = index + 1;
  const error = (field: string) => errors[`items.${index}.${field}`];
  const fieldProps = (field: RowField) => ({
    ...NUMBER_INPUT,
    value: row[field] ?? '',
    error: error(field),
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      dispatch({ type: 'setRowField', index, field, value: event.currentTarget.value }),
    onFocus: selectAll,
    'data-flow': FLOW[field](index),
  });
  const product = row.product;
  return (
    <Table.Tr>
      <Table.Td c="dimmed">{number}</Table.Td>
      <LineProductCell
        index={index}
        row={row}
        options={options}
        error={error}
        dispatch={dispatch}
        customerId={customerId}
        date={date}
        editingId={editingId}
        onProductPicked={onProductPicked}
        onQuickAddProduct={onQuickAddProduct}
      />
      <Table.Td>
        <TextInput
          {...fieldProps('quantity')}
          aria-label={`Line ${number} quantity`}
          rightSection={product ? <UnitTag unit={product.unit} /> : null}
          rightSectionWidth={product ? 44 : undefined}
          rightSectionPointerEvents="none"
        />
        <TextInput
          {...NUMBER_INPUT}
          size="xs"
          mt={4}
          placeholder="+ Free"
          title="Units given free: they leave stock, only Qty is charged"
          aria-label={`Line ${number} free`}
          value={row.free_quantity ?? ''}
          error={error('free_quantity')}
          onFocus={selectAll}
          onChange={(event) =>
            dispatch({ type: 'setRowField', index, field: 'free_quantity', value: event.currentTarget.value })
          }
        />
        {warning && (
          <Text size="xs" c="orange.8" role="status" aria-label={`Line ${number} stock warning`}>
            {warning}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <TextInput {...fieldProps('discount')} aria-label={`Line ${number} discount %`} />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          size="sm"
          aria-label={`Line ${number} price basis`}
          title="Price at a trade rate before GST, or at the MRP (GST included, never exceeded)"
          value={row.basis}
          data={BASIS_OPTIONS}
          styles={LINE_INPUT_STYLES}
          onChange={(event) =>
            dispatch({ type: 'setBasis', index, basis: event.currentTarget.value as PriceBasis })
          }
        />
      </Table.Td>
      <Table.Td ta="right">
        {openPrice ? (
          <TextInput
            {...fieldProps('rate')}
            aria-label={`Line ${number} rate`}
            placeholder={line && row.rate.trim() === '' ? formatIndianNumber(line.rate) : 'Rate'}
          />
        ) : (
          <Text size="sm">{line ? mrpLineRate(line, row) : ''}</Text>
        )}
        <LastBilledRate customerId={customerId} productId={product?.id ?? null} />
      </Table.Td>
      <Table.Td ta="right" aria-label={`Line ${number} amount`}>
        {line ? formatRupees(line.subtotal) : '—'}
      </Table.Td>
      <Table.Td ta="right">
        {line ? formatRupees(line.taxAmount) : '—'}
        {product && (
          <Text size="xs" c="dimmed">
            GST {formatPercent(product.gst_rate)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {/* Out of the Tab order: Enter moves through the line, and must never land on delete. */}
        <ActionIcon
          variant="subtle"
          color="red"
          tabIndex={-1}
          onClick={() => onRemove(index)}
          aria-label={`Remove line ${number}`}
          title="Remove line (Alt+Backspace)"
        >
          ×
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

/** The figures a line shows; the live totals build new objects on every keystroke. */
function sameLine(a: InvoiceLineResult | null, b: InvoiceLineResult | null): boolean {
  if (a === null || b === null) return a === b;
  return a.rate === b.rate && a.subtotal === b.subtotal && a.taxAmount === b.taxAmount;
}

function sameProps(before: InvoiceItemRowProps, after: InvoiceItemRowProps): boolean {
  return (
    before.index === after.index &&
    before.row === after.row &&
    sameLine(before.line, after.line) &&
    before.openPrice === after.openPrice &&
    before.options === after.options &&
    before.errors === after.errors &&
    before.warning === after.warning &&
    before.dispatch === after.dispatch &&
    before.customerId === after.customerId &&
    before.date === after.date &&
    before.editingId === after.editingId &&
    before.onProductPicked === after.onProductPicked &&
    before.onQuickAddProduct === after.onQuickAddProduct &&
    before.onRemove === after.onRemove
  );
}

/**
 * One invoice line: product, quantity, discount, rate (open price only) and its live amounts.
 * A keystroke re-renders only the lines whose figures change: each line holds a product box over
 * the whole catalogue, and re-rendering sixty of them per keystroke makes typing lag.
 */
export const InvoiceItemRow = memo(InvoiceItemRowView, sameProps);
