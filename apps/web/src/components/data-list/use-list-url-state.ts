import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { type ListState, readListState, writeListState } from './list-state';

/**
 * The list's filters and page, read from and written to the URL. Changes replace the history
 * entry instead of adding one, so the Back button leaves the list rather than stepping through
 * every keystroke and page turn.
 */
export function useListUrlState(): [ListState, (patch: Partial<ListState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams), [searchParams]);

  // The router applies a URL change a moment later, so two quick changes (Start Date, then End
  // Date right after) would each start from the old URL and the second would undo the first.
  // Each write starts from the last one instead; a committed URL replaces it.
  const latest = useRef(searchParams);
  const committed = useRef(searchParams);
  if (committed.current !== searchParams) {
    committed.current = searchParams;
    latest.current = searchParams;
  }

  // A late write (the search box's debounce firing just after a click on a link) would replace
  // the navigation under way and keep the user on the list, so writes stop once they leave.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== pathname;

  const update = useCallback(
    (patch: Partial<ListState>) => {
      if (leaving.current) return;
      latest.current = writeListState(latest.current, patch);
      setSearchParams(latest.current, { replace: true });
    },
    [setSearchParams],
  );
  return [state, update];
}
