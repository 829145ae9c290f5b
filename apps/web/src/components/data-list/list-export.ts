import { isValidElement, type ReactNode } from 'react';
import { dateCell, type ExportCell, numericCell } from '../../lib/export/export-cells';
import type { Column, ExportColumn } from './list-table';

// A list's download holds every row the filters match (not only the page on screen), with the
// screen's columns: the text a cell shows, amounts as plain numbers and days as real dates. A
// column whose cell shows two figures says which columns it becomes (Column.export); the
// actions column is left out.

/** The text a rendered cell shows: strings and numbers, through elements' children. */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).filter(Boolean).join(' ');
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children);
  return '';
}

const ACTIONS = /^actions?$/i;

/** The plain cell of a column's text: '₹1,04,004.68' → 104004.68 on the right, '05/06/2025' → a day. */
function shownCell(text: string, alignedRight: boolean): ExportCell {
  const trimmed = text.trim();
  if (alignedRight) {
    const figure = numericCell(trimmed.replace(/^(-?)\s*₹\s*/, '$1'));
    if (typeof figure !== 'string') return figure;
  }
  return dateCell(trimmed);
}

/** The download's columns: each screen column as shown, or the columns it says it becomes. */
export function exportColumns<Row>(columns: readonly Column<Row>[]): ExportColumn<Row>[] {
  return columns.flatMap((column) => {
    if (column.export) return column.export;
    if (column.pinned || ACTIONS.test(column.header)) return [];
    const alignedRight = column.align === 'right';
    return [
      { header: column.header, value: (row: Row) => shownCell(nodeText(column.render(row)), alignedRight) },
    ];
  });
}

/** The header and body of a download. */
export function listExportCells<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): { header: string[]; body: ExportCell[][] } {
  const chosen = exportColumns(columns);
  return {
    header: chosen.map((column) => column.header),
    body: rows.map((row) => chosen.map((column) => column.value(row))),
  };
}
