import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export type Column<Row> = {
  header: string;
  render: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the right. */
  align?: 'left' | 'right';
  width?: number | string;
};

type ListTableProps<Row> = {
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Text for the body when there are no rows: 'Loading...' or 'No data available.' */
  emptyText: string;
  minWidth: number;
};

export function ListTable<Row>({ label, columns, rows, rowKey, emptyText, minWidth }: ListTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.align} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows && rows.length > 0 ? (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.header} ta={column.align}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          ) : (
            <Table.Tr>
              <Table.Td colSpan={columns.length} ta="center" c="dimmed" py="lg">
                {emptyText}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
