import './invoice-phone.css';
import { Alert, Button, Group, Table } from '@mantine/core';
import { useCallback } from 'react';
import { QuickAddDrawer } from '../../../components/quick-add/quick-add';
import { InvoiceItemRow } from './invoice-item-row';
import { InvoiceLinesHead, LINES_MIN_WIDTH } from './invoice-lines-head';
import { quantitiesByProduct, stockWarning } from './stock-warning';
import type { InvoiceForm } from './use-invoice-form';
import { useQuickAddProduct } from './use-quick-add-product';

type InvoiceItemsTableProps = {
  form: InvoiceForm;
  onProductPicked: (index: number) => void;
  onAddRow: () => void;
  onRemoveRow: (index: number) => void;
};

/** The invoice lines, with each line's taxable amount and tax share as the server will store them. */
export function InvoiceItemsTable({ form, onProductPicked, onAddRow, onRemoveRow }: InvoiceItemsTableProps) {
  const { values, errors, live, dispatch } = form;
  const wanted = quantitiesByProduct(values.rows);
  const { quickAdd, openForLine } = useQuickAddProduct(values.rows, dispatch, onProductPicked);
  const onQuickAddProduct = useCallback(
    (index: number, typed: string) => openForLine(index, typed),
    [openForLine],
  );
  return (
    <div>
      {errors.items && (
        <Alert color="red" mb="xs" role="alert">
          {errors.items}
        </Alert>
      )}
      <Table.ScrollContainer className="invoice-lines" minWidth={LINES_MIN_WIDTH} type="native">
        <Table verticalSpacing={6} horizontalSpacing="xs" aria-label="Invoice lines" withTableBorder>
          <InvoiceLinesHead />
          <Table.Tbody>
            {values.rows.map((row, index) => (
              <InvoiceItemRow
                key={row.key}
                index={index}
                row={row}
                line={live?.lines[index] ?? null}
                openPrice={row.basis === 'rate'}
                options={form.productOptions}
                errors={errors}
                warning={stockWarning(row, wanted)}
                dispatch={dispatch}
                customerId={values.customerId}
                date={values.date}
                editingId={form.editing?.id ?? null}
                onProductPicked={onProductPicked}
                onQuickAddProduct={onQuickAddProduct}
                onRemove={onRemoveRow}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xs" mt="xs">
        <Button variant="light" size="xs" onClick={onAddRow}>
          + Add line (Alt+N)
        </Button>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => openForLine(null, '')}
          title="Alt+P in a line's product box"
        >
          + Add product
        </Button>
      </Group>
      <QuickAddDrawer quickAdd={quickAdd} />
    </div>
  );
}
