import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { readStockState, type StockState, writeStockState } from './stock-url-state';

/**
 * The stock screen's filters and page, read from and written to the URL the way the shared
 * list's are (components/data-list/use-list-url-state.ts): history entries are replaced, quick
 * successive writes build on each other, and a late search write never pulls the user back.
 */
export function useStockUrlState(): [StockState, (patch: Partial<StockState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readStockState(searchParams), [searchParams]);

  const latest = useRef(searchParams);
  const committed = useRef(searchParams);
  if (committed.current !== searchParams) {
    committed.current = searchParams;
    latest.current = searchParams;
  }

  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== pathname;

  const update = useCallback(
    (patch: Partial<StockState>) => {
      if (leaving.current) return;
      latest.current = writeStockState(latest.current, patch);
      setSearchParams(latest.current, { replace: true });
    },
    [setSearchParams],
  );
  return [state, update];
}
