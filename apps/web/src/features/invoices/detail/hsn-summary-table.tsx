import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Table } from '@mantine/core';
import { alignRight, HeadedTable } from '../../../components/table/headed-table';
import { formatPercent } from '../../../lib/format';
import { formatMoney } from '../money';

/** Per HSN code and rate: quantity, taxable value, each tax head and the total value. */
export function HsnSummaryTable({ invoice }: { invoice: InvoiceDetail }) {
  const rows = Object.entries(invoice.hsn_summary).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <HeadedTable
        withTableBorder
        striped
        verticalSpacing={4}
        aria-label="HSN summary"
        headings={[
          'HSN Code',
          alignRight('GST Rate'),
          alignRight('Quantity'),
          alignRight('Taxable Value'),
          alignRight('CGST'),
          alignRight('SGST'),
          alignRight('IGST Amount'),
          alignRight('Total Value'),
        ]}
      >
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
      </HeadedTable>
    </Table.ScrollContainer>
  );
}
