import { Alert, Button, Table } from '@mantine/core';
import { InvoiceItemRow } from './invoice-item-row';
import { InvoiceLinesHead, LINES_MIN_WIDTH } from './invoice-lines-head';
import { quantitiesByProduct, stockWarning } from './stock-warning';
import type { InvoiceForm } from './use-invoice-form';

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
  return (
    <div>
      {errors.items && (
        <Alert color="red" mb="xs" role="alert">
          {errors.items}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={LINES_MIN_WIDTH} type="native">
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
                onProductPicked={onProductPicked}
                onRemove={onRemoveRow}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button variant="light" size="xs" mt="xs" onClick={onAddRow}>
        + Add line (Alt+N)
      </Button>
    </div>
  );
}
