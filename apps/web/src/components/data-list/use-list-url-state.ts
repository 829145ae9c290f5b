import { type ListState, readListState, writeListState } from './list-state';
import { useUrlState } from './use-url-state';

/** The shared list's filters and page, kept in the URL (see useUrlState). */
export function useListUrlState(): [ListState, (patch: Partial<ListState>) => void] {
  return useUrlState(readListState, writeListState);
}
