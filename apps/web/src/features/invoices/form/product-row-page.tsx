import { todayIso } from '@bahi/domain';
import { Table, Text } from '@mantine/core';
import { useCallback, useMemo, useReducer } from 'react';
import { useProductLookup } from '../../../api/lookups';
import { initialFormState, invoiceFormReducer } from './invoice-form-reducer';
import { newInvoiceValues } from './invoice-form-values';
import { InvoiceItemRow } from './invoice-item-row';
import { InvoiceLinesHead, LINES_MIN_WIDTH } from './invoice-lines-head';
import { computeLiveTotals } from './live-totals';
import { buildProductOptions } from './product-options';
import { quantitiesByProduct, stockWarning } from './stock-warning';

const noop = () => undefined;

/** /productrow: one invoice line on its own, priced as an intra-state sale. */
export function ProductRowPage() {
  const products = useProductLookup();
  const [state, dispatch] = useReducer(invoiceFormReducer, undefined, () =>
    initialFormState(newInvoiceValues(todayIso())),
  );
  const options = useMemo(() => buildProductOptions(products.data ?? []), [products.data]);
  const removeRow = useCallback((index: number) => dispatch({ type: 'removeRow', index }), []);
  if (products.isError) return <Text c="red">Error: Failed to fetch products</Text>;
  if (!products.data) return <Text c="dimmed">Loading...</Text>;
  const row = state.values.rows[0];
  if (!row) return null;
  const live = computeLiveTotals([row], { supplyType: 'intra', roundOff: false });
  return (
    <Table.ScrollContainer minWidth={LINES_MIN_WIDTH} type="native">
      <Table verticalSpacing={6} horizontalSpacing="xs" aria-label="Invoice lines" withTableBorder>
        <InvoiceLinesHead />
        <Table.Tbody>
          <InvoiceItemRow
            index={0}
            row={row}
            line={live?.lines[0] ?? null}
            openPrice={row.basis === 'rate'}
            options={options}
            errors={state.errors}
            warning={stockWarning(row, quantitiesByProduct([row]))}
            dispatch={dispatch}
            customerId={null}
            date={state.values.date}
            editingId={null}
            onProductPicked={noop}
            onQuickAddProduct={noop}
            onRemove={removeRow}
          />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
