import { formatIndianNumber, rupeesToPaise } from '@bahi/domain';
import type { StockReportRow } from '@bahi/domain/schemas';
import { Table } from '@mantine/core';
import { formatDate } from '../../lib/format';

// The report's amount text (report-definitions.tsx, which imports this file).
const amountText = (rupees: number) => formatIndianNumber(rupeesToPaise(rupees));

// The stock report's sub-row of a product that tracks batches: its closing stock batch by batch,
// earliest expiry first (they add up to the row's Closing). Other products have none. The
// downloads keep one row per product.

export function stockBatches(row: StockReportRow) {
  // A batch empty at the end of the range (sold out, or bought after it) says nothing there.
  const batches = (row.batches ?? []).filter((batch) => batch.closing !== 0);
  if (batches.length === 0) return null;
  return (
    <Table
      withTableBorder
      fz="xs"
      verticalSpacing={2}
      aria-label={`Batches of ${row.product_name}`}
      style={{ width: 'auto' }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Batch No</Table.Th>
          <Table.Th>Expiry</Table.Th>
          <Table.Th ta="right">MRP (₹)</Table.Th>
          <Table.Th ta="right">Closing</Table.Th>
          <Table.Th ta="right">Closing Value (₹)</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {batches.map((batch) => (
          <Table.Tr key={batch.batch_id}>
            <Table.Td>{batch.batch_number}</Table.Td>
            <Table.Td>{formatDate(batch.expiry_date)}</Table.Td>
            <Table.Td ta="right">{amountText(batch.mrp)}</Table.Td>
            <Table.Td ta="right">{`${batch.closing} ${row.unit}`}</Table.Td>
            <Table.Td ta="right">{amountText(batch.closing_value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
