import { isValidIsoDate } from '@bahi/domain';

// A list's filters and page live in the URL (?from=&to=&search=&page=) so a reload, a shared link
// or the browser's Back button brings the same rows back.

export const PAGE_SIZE = 50;

export type ListState = { from: string; to: string; search: string; page: number };

export type ListQuery = { offset: number; limit: number; search?: string; from?: string; to?: string };

export function readListState(params: URLSearchParams): ListState {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    from: isValidIsoDate(from) ? from : '',
    to: isValidIsoDate(to) ? to : '',
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The URL after changing some filters. Any filter change goes back to page 1, since the old page
 * number means nothing for a different result set. Empty values and page 1 are left out.
 */
export function writeListState(params: URLSearchParams, patch: Partial<ListState>): URLSearchParams {
  const current = readListState(params);
  const filterChanged = (['from', 'to', 'search'] as const).some(
    (key) => patch[key] !== undefined && patch[key] !== current[key],
  );
  const next = { ...current, ...patch, page: patch.page ?? (filterChanged ? 1 : current.page) };
  const result = new URLSearchParams(params);
  for (const key of ['from', 'to', 'search'] as const) {
    if (next[key]) result.set(key, next[key]);
    else result.delete(key);
  }
  if (next.page > 1) result.set('page', String(next.page));
  else result.delete('page');
  return result;
}

/** True when exactly one of the two dates is set: the list waits for the other one. */
export function isDateRangeIncomplete(state: ListState): boolean {
  return Boolean(state.from) !== Boolean(state.to);
}

/** The API query for a list state, or null while the date range is half filled in or reversed. */
export function toListQuery(state: ListState, pageSize = PAGE_SIZE): ListQuery | null {
  if (isDateRangeIncomplete(state) || isDateRangeReversed(state)) return null;
  const query: ListQuery = { offset: (state.page - 1) * pageSize, limit: pageSize };
  const search = state.search.trim();
  if (search) query.search = search;
  if (state.from && state.to) {
    query.from = state.from;
    query.to = state.to;
  }
  return query;
}

/** Number of pages for a total; an empty list still has one (empty) page. */
export function countPages(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function hasFilters(state: ListState): boolean {
  return Boolean(state.from || state.to || state.search);
}

/** A start date after the end date: nothing can match, so the list says so instead of asking. */
export function isDateRangeReversed(state: ListState): boolean {
  return Boolean(state.from && state.to && state.from > state.to);
}
