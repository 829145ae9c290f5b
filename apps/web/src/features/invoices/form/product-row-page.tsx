import { Table, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useProductLookup } from '../../../api/lookups';
import { emptyRow, type ItemRow } from './invoice-form-values';
import { InvoiceItemRow } from './invoice-item-row';
import { InvoiceLinesHead, LINES_MIN_WIDTH } from './invoice-lines-head';
import { computeLiveTotals } from './live-totals';
import { buildProductOptions } from './product-options';

/** /productrow: one invoice line on its own, priced as an intra-state sale. */
export function ProductRowPage() {
  const products = useProductLookup();
  const [row, setRow] = useState<ItemRow>(() => emptyRow(0));
  const options = useMemo(() => buildProductOptions(products.data ?? []), [products.data]);
  const isOpenPrice = useCallback(
    (productId: number) => options.byId.get(String(productId))?.price_editable ?? false,
    [options],
  );
  if (products.isError) return <Text c="red">Error: Failed to fetch products</Text>;
  if (!products.data) return <Text c="dimmed">Loading...</Text>;
  const live = computeLiveTotals([row], isOpenPrice, { supplyType: 'intra', roundOff: false });
  return (
    <Table.ScrollContainer minWidth={LINES_MIN_WIDTH} type="native">
      <Table verticalSpacing={6} horizontalSpacing="xs" aria-label="Invoice lines" withTableBorder>
        <InvoiceLinesHead />
        <Table.Tbody>
          <InvoiceItemRow
            index={0}
            row={row}
            line={live?.lines[0] ?? null}
            openPrice={row.product !== null && isOpenPrice(row.product.id)}
            options={options}
            errors={{}}
            onProduct={(product) => setRow((current) => ({ ...current, product, rate: '' }))}
            onField={(field, value) => setRow((current) => ({ ...current, [field]: value }))}
            onProductPicked={() => undefined}
            onRemove={() => setRow(emptyRow(0))}
          />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
