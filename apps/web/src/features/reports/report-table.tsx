import { Table } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { type ExportCell, numericCell } from '../../lib/export/export-cells';

// The table of a report: every cell is plain text, the very text the downloads write (numeric
// columns as plain numbers), so the file always says what the screen says. The totals row closes
// the table.

export type ReportColumn<Row> = {
  header: string;
  text: (row: Row) => string;
  /** Markup for the cell whose visible text must be exactly text(row); plain text otherwise. */
  render?: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Long lists (invoice numbers): a column at least this wide whose text wraps between entries. */
  minWidth?: number;
};

type ReportTableProps<Row> = {
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** One text per column, shown as the last row; empty strings leave a cell blank. */
  totals: readonly string[] | null;
  emptyText: string;
  /** Detail under a row across the whole width (a product's batches), or null for none. */
  subRow?: ((row: Row) => ReactNode) | undefined;
};

const cellStyle = (column: { minWidth?: number | undefined }) => ({
  verticalAlign: 'top' as const,
  ...(column.minWidth ? { minWidth: column.minWidth } : {}),
});

export function ReportTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  totals,
  emptyText,
  subRow,
}: ReportTableProps<Row>) {
  const tableWidth = 900 + columns.reduce((width, column) => width + (column.minWidth ?? 0), 0);
  return (
    <Table.ScrollContainer minWidth={tableWidth} type="native">
      <Table striped withTableBorder withColumnBorders verticalSpacing={6} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : 'left'} style={cellStyle(column)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length} ta="center" c="dimmed" py="lg">
                {emptyText}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, index) => {
              const detail = subRow?.(row) ?? null;
              return (
                <Fragment key={rowKey(row, index)}>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Td
                        key={column.header}
                        ta={column.numeric ? 'right' : 'left'}
                        style={cellStyle(column)}
                      >
                        {column.render ? column.render(row) : column.text(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  {detail !== null && (
                    <Table.Tr data-sub-row>
                      <Table.Td colSpan={columns.length} pl="xl">
                        {detail}
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })
          )}
        </Table.Tbody>
        {totals && rows.length > 0 && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              {columns.map((column, index) => (
                <Table.Td key={column.header} ta={column.numeric ? 'right' : 'left'}>
                  {totals[index] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

/** The header, rows and totals of a report as text: what the table shows and the CSV holds. */
export function reportCells<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  totals: readonly string[] | null,
): { header: string[]; body: string[][] } {
  const body = rows.map((row) => columns.map((column) => column.text(row)));
  if (totals && rows.length > 0) body.push(columns.map((_, index) => totals[index] ?? ''));
  return { header: columns.map((column) => column.header), body };
}

/**
 * The export of a report: the screen's cells, with numeric columns as plain numbers
 * ("104004.68", not "1,04,004.68") for the CSV and .xlsx downloads.
 */
export function reportExportCells<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  totals: readonly string[] | null,
): { header: string[]; body: ExportCell[][] } {
  const { header, body } = reportCells(columns, rows, totals);
  return {
    header,
    body: body.map((cells) =>
      cells.map((text, index) => (columns[index]?.numeric ? numericCell(text) : text)),
    ),
  };
}
