import { MAX_PAGE_SIZE } from '@bahi/domain/schemas';
import { callRoute } from '../../api/client';
import type { ListPage, ListRoute } from '../../api/resource';
import { downloadCsv, toCsv } from '../../lib/export/csv';
import { exportCellText } from '../../lib/export/export-cells';
import { downloadXlsx } from '../../lib/export/xlsx';
import { listExportCells } from './list-export';
import type { Column } from './list-table';

export type ListDownloadFormat = 'csv' | 'xlsx';

/** Every row the list's filters match, fetched a full page (500) at a time. */
export async function fetchAllRows<Row, Query>(route: ListRoute<Row, Query>, query: Query): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = (await callRoute(route, {
      query: { ...query, offset, limit: MAX_PAGE_SIZE },
    })) as ListPage<Row>;
    rows.push(...page.data);
    if (page.data.length < MAX_PAGE_SIZE || rows.length >= page.total) return rows;
  }
}

/**
 * A spreadsheet program runs a CSV cell starting with = + - @ as a formula: such text gets a
 * leading apostrophe, which Excel shows as text. Numbers are not text and keep their sign.
 */
export function formulaSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** 'Purchase returns' → 'purchase-returns'. */
export function fileStemOf(label: string, day: string): string {
  const stem = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${stem || 'list'}_${day}`;
}

/** Builds the file of the rows and starts its download. */
export async function downloadList<Row>(
  format: ListDownloadFormat,
  file: { stem: string; sheetName: string },
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): Promise<void> {
  const { header, body } = listExportCells(columns, rows);
  if (format === 'csv') {
    const text = body.map((cells) =>
      cells.map((cell) => (typeof cell === 'string' ? formulaSafe(cell) : exportCellText(cell))),
    );
    downloadCsv(`${file.stem}.csv`, toCsv(header, text));
    return;
  }
  await downloadXlsx(`${file.stem}.xlsx`, file.sheetName, header, body);
}
