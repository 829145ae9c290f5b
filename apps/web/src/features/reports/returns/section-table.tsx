import { Button, Group, Stack, Title } from '@mantine/core';
import { type DownloadFormat, downloadReportTable } from '../report-download';
import { ReportTable } from '../report-table';
import type { SectionTable } from './gstr1-sections';

/** One section of a return: its table and its CSV / Excel downloads (numbers plain). */
export function SectionBlock({ section, fileStem }: { section: SectionTable; fileStem: string }) {
  const download = (format: DownloadFormat) =>
    downloadReportTable(
      format,
      { fileStem: `${fileStem}-${section.key}`, sheetName: section.key },
      section.columns,
      section.rows,
      section.totals,
    );
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4">
          {section.title}
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => download('csv')}
            aria-label={`${section.title}: download CSV`}
          >
            CSV
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => download('xlsx')}
            aria-label={`${section.title}: download Excel`}
          >
            Excel
          </Button>
        </Group>
      </Group>
      <ReportTable
        label={section.title}
        columns={section.columns}
        rows={section.rows}
        rowKey={(_, index) => String(index)}
        totals={section.totals}
        emptyText="Nothing in this section for the period."
      />
    </Stack>
  );
}
