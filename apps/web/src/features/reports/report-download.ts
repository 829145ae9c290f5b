import { notifyFailure } from '../../components/form/notify';
import { downloadCsv, toCsv } from '../../lib/export/csv';
import { exportCellText } from '../../lib/export/export-cells';
import { downloadXlsx } from '../../lib/export/xlsx';
import { type ReportColumn, reportExportCells } from './report-table';

export type DownloadFormat = 'csv' | 'xlsx';

/**
 * A report table as `{fileStem}.csv` or `{fileStem}.xlsx` (sheet `sheetName`): the screen's rows
 * and totals, numbers plain. A failure to build the workbook is a toast, not a broken page.
 */
export function downloadReportTable<Row>(
  format: DownloadFormat,
  file: { fileStem: string; sheetName: string },
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  totals: readonly string[] | null,
): void {
  const { header, body } = reportExportCells(columns, rows, totals);
  if (format === 'csv') {
    downloadCsv(
      `${file.fileStem}.csv`,
      toCsv(
        header,
        body.map((cells) => cells.map(exportCellText)),
      ),
    );
    return;
  }
  downloadXlsx(`${file.fileStem}.xlsx`, file.sheetName, header, body).catch((error: unknown) =>
    notifyFailure({ title: 'The Excel file could not be made.', detail: String(error) }),
  );
}
