import { formatLineRate } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Table } from '@mantine/core';
import { LineProductCells, quantityWithFree } from '../../../components/line-batch';
import { formatPercent } from '../../../lib/format';
import { formatMoney } from '../money';

/** The items: SGST % and CGST % are half the line's rate each; IGST % the full rate when inter-state. */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceDetail }) {
  const inter = invoice.supply_type === 'inter';
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table striped withTableBorder verticalSpacing={6} aria-label="Invoice items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>HSN</Table.Th>
            <Table.Th ta="right">MRP</Table.Th>
            <Table.Th ta="right">Rate</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Disc. %</Table.Th>
            {inter ? (
              <Table.Th ta="right">IGST %</Table.Th>
            ) : (
              <>
                <Table.Th ta="right">SGST %</Table.Th>
                <Table.Th ta="right">CGST %</Table.Th>
              </>
            )}
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={inter ? 9 : 10} ta="center" c="dimmed" py="lg">
                No items found
              </Table.Td>
            </Table.Tr>
          ) : (
            invoice.items.map((item) => (
              <Table.Tr key={item.id}>
                <LineProductCells item={item} />
                <Table.Td ta="right">{formatMoney(item.mrp)}</Table.Td>
                <Table.Td ta="right">{formatLineRate(item)}</Table.Td>
                <Table.Td ta="right">{quantityWithFree(item)}</Table.Td>
                <Table.Td ta="right">{formatPercent(item.discount)}</Table.Td>
                {inter ? (
                  <Table.Td ta="right">{formatPercent(item.gst_rate)}</Table.Td>
                ) : (
                  <>
                    <Table.Td ta="right">{formatPercent(item.gst_rate / 2)}</Table.Td>
                    <Table.Td ta="right">{formatPercent(item.gst_rate / 2)}</Table.Td>
                  </>
                )}
                <Table.Td ta="right">{formatMoney(item.subtotal)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
