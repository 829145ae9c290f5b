import type { StockRow } from '@bahi/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { ListResult } from '../../api/resource';
import type { StockQuery } from './stock-url-state';

/**
 * A page of GET /api/stock. Invoices and purchases saved on other screens move stock, so every
 * visit asks again (staleTime 0) while the rows already known stay on screen.
 */
export function useStockList(query: StockQuery) {
  return useQuery({
    queryKey: ['stock', 'list', query],
    queryFn: ({ signal }) => api.get<ListResult<StockRow>>('stock', query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
