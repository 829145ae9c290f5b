import { stockRoutes } from '@bahi/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import type { StockQuery } from './stock-url-state';

/**
 * A page of GET /api/stock. Invoices and purchases saved on other screens move stock, so every
 * visit asks again (staleTime 0) while the rows already known stay on screen.
 */
export function useStockList(query: StockQuery) {
  return useQuery({
    queryKey: ['stock', 'list', query],
    // The contract lists low_only as required (the server reads a missing one as 0); undefined
    // stays out of the URL, as before.
    queryFn: ({ signal }) => callApi(stockRoutes.list, { query: { low_only: undefined, ...query } }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
