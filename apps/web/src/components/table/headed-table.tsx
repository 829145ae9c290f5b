import { Table, type TableProps, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';

// A table with one row of column headings over its rows: the shape of every small table on the
// screens (history, users, statement, summaries), written once.

/** A column heading; figures' columns are aligned right. */
export type Heading = string | { label: string; align: 'right' };

/** A heading over a column of figures. */
export const alignRight = (label: string): Heading => ({ label, align: 'right' });

type Props = Omit<TableProps, 'children'> & {
  headings: readonly Heading[];
  /** Shown across the whole table in place of the rows (e.g. 'No changes recorded.'); omit when there are rows. */
  empty?: ReactNode;
  emptyProps?: TableTdProps;
  /** The rows (Table.Tr). */
  children?: ReactNode;
};

export function HeadedTable({ headings, empty, emptyProps, children, ...table }: Props) {
  return (
    <Table {...table}>
      <Table.Thead>
        <Table.Tr>
          {headings.map((heading, index) =>
            typeof heading === 'string' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: headings are fixed per table, and may be blank
              <Table.Th key={index}>{heading || undefined}</Table.Th>
            ) : (
              <Table.Th key={heading.label} ta={heading.align}>
                {heading.label}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {empty ? (
          <Table.Tr>
            <Table.Td colSpan={headings.length} {...emptyProps}>
              {empty}
            </Table.Td>
          </Table.Tr>
        ) : (
          children
        )}
      </Table.Tbody>
    </Table>
  );
}
