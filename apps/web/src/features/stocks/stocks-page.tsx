import { Group, Stack, Text } from '@mantine/core';
import { PagedTable, usePages } from '../../components/data-list/paged-table';
import { LoadFailedAlert } from '../../components/load-failed-alert';
import { formatDate } from '../../lib/format';
import { useStockList } from './stock-api';
import { stockColumns } from './stock-columns';
import { StockFilters } from './stock-filters';
import { toStockQuery } from './stock-url-state';
import { useStockUrlState } from './use-stock-url-state';

/**
 * /backoffice/stocks: quantity on hand per product, now or at the end of a chosen day, in the
 * shared list layout (count, striped table, Previous / Next) with filters of its own.
 */
export function StocksPage() {
  const [state, update] = useStockUrlState();
  const list = useStockList(toStockQuery(state));
  const pages = usePages(list, state.page, update);

  return (
    <Stack gap="md">
      <StockFilters state={state} onChange={update} />
      {list.isError && (
        <LoadFailedAlert title="The stock could not be loaded" error={list.error} onRetry={list.refetch} />
      )}
      <Group justify="space-between" gap="sm">
        <Text fw={500}>Total Results: {pages.total}</Text>
        <Text size="sm" c="dimmed" role="status">
          {list.isFetching && list.data ? 'Loading...' : stockMoment(state.asOf)}
        </Text>
      </Group>
      <PagedTable
        label="Stock"
        columns={stockColumns}
        rows={list.data?.data}
        rowKey={(row) => row.product_id}
        emptyText={list.isPending ? 'Loading...' : 'No data available.'}
        minWidth={660}
        pages={pages}
      />
    </Stack>
  );
}

function stockMoment(asOf: string): string {
  return asOf ? `Stock at the end of ${formatDate(asOf)}` : 'Stock now, after every invoice and purchase';
}
