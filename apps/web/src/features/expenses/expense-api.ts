import type { Expense, ExpenseInput, ExpenseList } from '@bahi/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { defineResource } from '../../api/resource';
import type { ListQuery } from '../../components/data-list/list-state';

export const expensesResource = defineResource<Expense, ExpenseInput>('expenses');

/**
 * The totals the list answers beside its rows. The query key is the list's own, so the screen
 * reads the page DataList already fetched instead of asking again.
 */
export function useExpenseTotals(query: ListQuery | null) {
  return useQuery({
    queryKey: [expensesResource.path, 'list', query],
    queryFn: ({ signal }) => api.get<ExpenseList>(expensesResource.path, query ?? {}, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    select: (list) => list.totals,
  });
}
