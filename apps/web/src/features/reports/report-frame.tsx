import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from '../../components/load-failed-alert';

/** What a report screen needs to know of its read (a TanStack Query result has all of it). */
export type ReportRead = {
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
};

type ReportFrameProps = {
  report: ReportRead;
  /** What the figures cover: 'Period: 01-10-2026 to 31-10-2026', 'As of 26-11-2026'. */
  heading: string;
  /** How many rows, as the status line says it when loaded: '12 rows', '3 batches'. */
  count: string;
  children: ReactNode;
};

/**
 * Below a report's toolbar: why it could not be loaded (with a way to ask again), what it covers
 * and how many rows it has, then its tables, dimmed while the answer to new filters is on its way.
 */
export function ReportFrame({ report, heading, count, children }: ReportFrameProps) {
  return (
    <>
      {report.isError && report.error && (
        <LoadFailedAlert
          title="The report could not be loaded"
          error={report.error}
          onRetry={report.refetch}
          className="bahi-print-hide"
        />
      )}
      <Group justify="space-between" gap="sm">
        <Text fw={500}>{heading}</Text>
        <Text size="sm" c="dimmed" role="status">
          {report.isFetching ? 'Loading...' : count}
        </Text>
      </Group>
      <div style={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {children}
      </div>
    </>
  );
}
