import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, readListState, writeListState } from './list-state';

/**
 * The list's filters and page, read from and written to the URL. Changes replace the history
 * entry instead of adding one, so the Back button leaves the list rather than stepping through
 * every keystroke and page turn.
 */
export function useListUrlState(): [ListState, (patch: Partial<ListState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<ListState>) => {
      setSearchParams((current) => writeListState(current, patch), { replace: true });
    },
    [setSearchParams],
  );
  return [state, update];
}
