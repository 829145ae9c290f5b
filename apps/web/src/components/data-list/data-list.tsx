import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ListRoute, useResourceList } from '../../api/resource';
import { LoadFailedAlert } from '../load-failed-alert';
import { ListDownloadMenu } from './list-download-menu';
import { ListFilters } from './list-filters';
import { toListQuery } from './list-state';
import type { Column } from './list-table';
import { PagedTable, usePages } from './paged-table';
import { useListUrlState } from './use-list-url-state';

type DataListProps<Row extends { id: number }, Query> = {
  /** The contract's list route, e.g. productRoutes.list. */
  route: ListRoute<Row, Query>;
  /** Names the table for screen readers and tests, e.g. 'Products'. */
  label: string;
  /** The table's columns, or a function of the rows shown when columns depend on the data. */
  columns: Column<Row>[] | ((rows: readonly Row[]) => Column<Row>[]);
  /** Says what the search box matches, e.g. 'Search by name, phone or GSTIN'. */
  searchPlaceholder: string;
  /** Buttons shown at the right of the filter row, such as 'Add Product'. */
  actions?: ReactNode;
  /** The table scrolls sideways below this width instead of squashing its columns. */
  minWidth?: number;
  /** Fixed query parameters sent with every page, e.g. { customer_id: 7 } for one customer's rows. */
  params?: Partial<Query>;
  /** Narrower cell padding, for a list of many columns that must still fit a laptop's screen. */
  dense?: boolean;
};

/**
 * The one list layout every list screen uses: date and text filters, the result count, a
 * striped table and Previous / Next paging, all driven by the URL; Download gives every row the
 * filters match as CSV or Excel.
 */
export function DataList<Row extends { id: number }, Query>(props: DataListProps<Row, Query>) {
  const { route, label, columns, searchPlaceholder, actions, minWidth = 720, params, dense } = props;
  const [state, update] = useListUrlState();
  const listQuery = toListQuery(state);
  // The list's own filters are the query every list route takes (listQuerySchema and its
  // extensions), so they are a Query of any of them.
  const query = (listQuery && params ? { ...params, ...listQuery } : listQuery) as Query | null;
  const list = useResourceList(route, query);
  const rows = query === null ? [] : list.data?.data;
  const pages = usePages(list, state.page, update);

  // The body says 'Loading...' on the first fetch; later fetches keep the old rows and say it here.
  const refreshing = query !== null && list.isFetching && list.data !== undefined;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <ListFilters state={state} onChange={update} searchPlaceholder={searchPlaceholder} />
        <Group gap="sm">
          <ListDownloadMenu route={route} query={query} label={label} columns={columns} />
          {actions}
        </Group>
      </Group>
      {list.isError && (
        <LoadFailedAlert title="The list could not be loaded" error={list.error} onRetry={list.refetch} />
      )}
      <Group justify="space-between" gap="sm">
        <Text fw={500}>Total Results: {query === null ? '—' : pages.total}</Text>
        {refreshing && (
          <Text size="sm" c="dimmed" role="status">
            Loading...
          </Text>
        )}
      </Group>
      <PagedTable
        label={label}
        columns={typeof columns === 'function' ? columns(rows ?? []) : columns}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={list.isPending && query !== null ? 'Loading...' : 'No data available.'}
        minWidth={minWidth}
        dense={dense}
        pages={pages}
      />
    </Stack>
  );
}
