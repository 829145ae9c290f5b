import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * A screen's filters and page, read from and written to the URL by the screen's own read and
 * write functions. Changes replace the history entry instead of adding one, so the Back button
 * leaves the screen rather than stepping through every keystroke and page turn. read and write
 * must be module-level functions (stable across renders).
 */
export function useUrlState<S>(
  read: (params: URLSearchParams) => S,
  write: (params: URLSearchParams, patch: Partial<S>) => URLSearchParams,
): [S, (patch: Partial<S>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => read(searchParams), [read, searchParams]);

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
  // the navigation under way and keep the user on the screen, so writes stop once they leave.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== pathname;

  const update = useCallback(
    (patch: Partial<S>) => {
      if (leaving.current) return;
      latest.current = write(latest.current, patch);
      setSearchParams(latest.current, { replace: true });
    },
    [write, setSearchParams],
  );
  return [state, update];
}
