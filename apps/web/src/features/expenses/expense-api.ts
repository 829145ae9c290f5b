import { expenseRoutes } from '@bahi/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { listKey } from '../../api/resource';
import type { ListQuery } from '../../components/data-list/list-state';

/**
 * The totals the list answers beside its rows. The query key is the list's own, so the screen
 * reads the page DataList already fetched instead of asking again.
 */
export function useExpenseTotals(query: ListQuery | null) {
  return useQuery({
    queryKey: listKey(expenseRoutes.list, query),
    queryFn: ({ signal }) => callApi(expenseRoutes.list, { query: query ?? {} }, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    select: (list) => list.totals,
  });
}
