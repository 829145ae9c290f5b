import { type DownloadFormat, downloadReportTable } from './report-download';
import '../../components/report-print.css';
import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ReportPath, type ReportResponses, useReport } from '../../api/reports';
import { formatDate } from '../../lib/format';
import { ReportFilters } from './report-filters';
import { ReportFrame } from './report-frame';
import { csvFileName, rangeProblem } from './report-range';
import { type ReportColumn, ReportTable } from './report-table';
import { useReportRange } from './use-report-range';

type RowOf<P extends ReportPath> = ReportResponses[P]['data'][number];

export type ReportDefinition<P extends ReportPath> = {
  path: P;
  /** Names the table for screen readers and tests, e.g. 'HSN Summary'. */
  label: string;
  columns: readonly ReportColumn<RowOf<P>>[];
  rowKey: (row: RowOf<P>, index: number) => string;
  /** The totals row, one text per column. */
  totals: (report: ReportResponses[P]) => string[];
  /** Detail shown under a row (the stock report's batches); not part of the downloads. */
  subRow?: (row: RowOf<P>) => ReactNode;
};

/**
 * One report: the date range (the current month by default), the table with its totals row,
 * a CSV download of exactly the rows and columns shown, and a print button for a plain page.
 */
export function ReportScreen<P extends ReportPath>({ definition }: { definition: ReportDefinition<P> }) {
  const [range, setRange] = useReportRange();
  const problem = rangeProblem(range);
  const report = useReport(definition.path, problem ? null : range);
  const data = problem ? undefined : report.data;
  const rows: readonly RowOf<P>[] = data?.data ?? [];
  const totals = data ? definition.totals(data) : null;

  const download = (format: DownloadFormat) => {
    if (!data) return;
    const fileStem = csvFileName(definition.path, data).replace(/\.csv$/, '');
    downloadReportTable(format, { fileStem, sheetName: definition.label }, definition.columns, rows, totals);
  };

  return (
    <Stack gap="md">
      <ReportFilters
        range={range}
        onChange={setRange}
        actions={
          <>
            <Button
              variant="light"
              onClick={() => download('csv')}
              disabled={!data || report.isPlaceholderData}
            >
              Download CSV
            </Button>
            <Button
              variant="light"
              onClick={() => download('xlsx')}
              disabled={!data || report.isPlaceholderData}
            >
              Download Excel
            </Button>
            <Button variant="default" onClick={() => window.print()}>
              Print
            </Button>
          </>
        }
      />
      <ReportFrame
        report={report}
        heading={data ? `Period: ${formatDate(data.from)} to ${formatDate(data.to)}` : 'Period: —'}
        count={`${rows.length} rows`}
      >
        <ReportTable
          label={definition.label}
          columns={definition.columns}
          rows={rows}
          rowKey={definition.rowKey}
          totals={totals}
          subRow={definition.subRow}
          emptyText={report.isPending && !problem ? 'Loading...' : 'No data available.'}
        />
      </ReportFrame>
    </Stack>
  );
}
