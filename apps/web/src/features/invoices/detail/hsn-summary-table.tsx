import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Table } from '@mantine/core';
import { formatPercent } from '../../../lib/format';
import { formatMoney } from '../money';

/** Per HSN code and rate: quantity, taxable value, each tax head and the total value. */
export function HsnSummaryTable({ invoice }: { invoice: InvoiceDetail }) {
  const rows = Object.entries(invoice.hsn_summary).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table withTableBorder striped verticalSpacing={4} aria-label="HSN summary">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>HSN Code</Table.Th>
            <Table.Th ta="right">GST Rate</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Taxable Value</Table.Th>
            <Table.Th ta="right">CGST</Table.Th>
            <Table.Th ta="right">SGST</Table.Th>
            <Table.Th ta="right">IGST Amount</Table.Th>
            <Table.Th ta="right">Total Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([key, row]) => (
            <Table.Tr key={key}>
              <Table.Td>{row.hsn_code}</Table.Td>
              <Table.Td ta="right">{formatPercent(row.gst_rate)}</Table.Td>
              <Table.Td ta="right">{`${row.qty} ${row.unit}`}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.taxable_value)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.cgst_amt)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.sgst_amt)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.igst_amt)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.total_value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
