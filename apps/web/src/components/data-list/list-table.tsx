import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { ExportCell } from '../../lib/export/export-cells';

/** A column of a downloaded list that the screen shows inside another (two figures in one cell). */
export type ExportColumn<Row> = { header: string; value: (row: Row) => ExportCell };

export type Column<Row> = {
  header: string;
  render: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the right. */
  align?: 'left' | 'right';
  width?: number | string;
  /** Stays in view at the right edge when the table is wider than the screen (row actions). */
  pinned?: boolean;
  /**
   * What the list's download holds for this column. Left out, the cell's text as shown (amounts
   * as plain numbers, days as dates); given, these columns instead; [] leaves it out (actions).
   */
  export?: ExportColumn<Row>[];
};

const PINNED: CSSProperties = {
  position: 'sticky',
  right: 0,
  backgroundColor: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--table-border-color)',
};

export type ListTableProps<Row> = {
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Text for the body when there are no rows: 'Loading...' or 'No data available.' */
  emptyText: string;
  minWidth: number;
  /** 6 px either side of a cell instead of 10, and 13 px text instead of 14. */
  dense?: boolean | undefined;
};

export function ListTable<Row>(props: ListTableProps<Row>) {
  const { label, columns, rows, rowKey, emptyText, minWidth, dense } = props;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="xs"
        horizontalSpacing={dense ? 6 : 'xs'}
        fz={dense ? 13 : 'sm'}
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.header}
                ta={column.align}
                w={column.width}
                style={column.pinned ? PINNED : undefined}
              >
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
                  <Table.Td key={column.header} ta={column.align} style={column.pinned ? PINNED : undefined}>
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

/** The empty body's words for a read: still loading, why it failed, or that there is nothing. */
export function emptyTextOf(read: { isPending: boolean; isError: boolean; error: Error | null }): string {
  if (read.isPending) return 'Loading...';
  if (read.isError) return read.error?.message ?? 'The list could not be loaded';
  return 'No data available.';
}
