import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Table } from '@mantine/core';
import { formatPercent } from '../../../lib/format';
import { formatMoney } from '../money';

/** Per GST rate: items, taxable value and the tax heads the place of supply brings. */
export function GstSummaryTable({ invoice }: { invoice: InvoiceDetail }) {
  const inter = invoice.supply_type === 'inter';
  const entries = Object.values(invoice.gst_summary).sort((a, b) => a.gst_rate - b.gst_rate);
  return (
    <Table.ScrollContainer minWidth={440} type="native">
      <Table withTableBorder verticalSpacing={4} aria-label="GST summary">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>GST Rate</Table.Th>
            <Table.Th ta="right">Items</Table.Th>
            <Table.Th ta="right">Taxable</Table.Th>
            {inter ? (
              <Table.Th ta="right">IGST</Table.Th>
            ) : (
              <>
                <Table.Th ta="right">CGST</Table.Th>
                <Table.Th ta="right">SGST</Table.Th>
              </>
            )}
            <Table.Th ta="right">GST Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.gst_rate}>
              <Table.Td>{formatPercent(entry.gst_rate)}</Table.Td>
              <Table.Td ta="right">{entry.total_items}</Table.Td>
              <Table.Td ta="right">{formatMoney(entry.subtotal)}</Table.Td>
              {inter ? (
                <Table.Td ta="right">{formatMoney(entry.igst)}</Table.Td>
              ) : (
                <>
                  <Table.Td ta="right">{formatMoney(entry.cgst)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(entry.sgst)}</Table.Td>
                </>
              )}
              <Table.Td ta="right">{formatMoney(entry.tax)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
