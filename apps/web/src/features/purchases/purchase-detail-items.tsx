import { divideByQuantity, paiseToRupees, rupeesToPaise } from '@bahi/domain';
import type { PurchaseDetail } from '@bahi/domain/schemas';
import { Table } from '@mantine/core';
import { LineProductCells, quantityWithFree } from '../../components/line-batch';
import { formatAmount, formatPercent } from '../../lib/format';

const HEADERS = [
  '#',
  'Product',
  'HSN',
  'Qty',
  'Rate',
  'Amount',
  'Disc %',
  'Taxable',
  'GST %',
  'GST',
  'Total',
];
const FIRST_FIGURE = 3;

/** The bill's rate per unit: Amount / Qty, so Rate x Qty reads as the Amount, as on the form. */
function billRate(item: PurchaseDetail['items'][number]): number {
  return paiseToRupees(divideByQuantity(rupeesToPaise(item.amount), item.quantity));
}

/**
 * The purchase's items: Rate per unit and Amount (rate x qty) as on the supplier's bill, then the
 * discount, taxable value and GST.
 */
export function PurchaseDetailItems({ items }: { items: PurchaseDetail['items'] }) {
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table striped withTableBorder verticalSpacing="xs" aria-label="Items">
        <Table.Thead>
          <Table.Tr>
            {HEADERS.map((header, index) => (
              <Table.Th key={header} ta={index >= FIRST_FIGURE ? 'right' : undefined}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={HEADERS.length} ta="center" c="dimmed">
                No items found
              </Table.Td>
            </Table.Tr>
          ) : (
            items.map((item) => (
              <Table.Tr key={item.id}>
                <LineProductCells item={item} />
                <Figure>{quantityWithFree(item)}</Figure>
                <Figure>{formatAmount(billRate(item))}</Figure>
                <Figure>{formatAmount(item.amount)}</Figure>
                <Figure>{formatPercent(item.discount)}</Figure>
                <Figure>{formatAmount(item.subtotal)}</Figure>
                <Figure>{formatPercent(item.gst_rate)}</Figure>
                <Figure>{formatAmount(item.tax_amount)}</Figure>
                <Figure>{formatAmount(item.total)}</Figure>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Figure({ children }: { children: string }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {children}
    </Table.Td>
  );
}
