import { useUrlState } from '../../components/data-list/use-url-state';
import { readStockState, type StockState, writeStockState } from './stock-url-state';

/** The stock screen's filters (as-of date, low stock only) and page, kept in the URL. */
export function useStockUrlState(): [StockState, (patch: Partial<StockState>) => void] {
  return useUrlState(readStockState, writeStockState);
}
