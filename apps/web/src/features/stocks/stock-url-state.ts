import { isValidIsoDate } from '@bahi/domain';
import { PAGE_SIZE } from '../../components/data-list/list-state';

// The stock screen's filters and page live in the URL (?search=&as_of=&low=1&page=), as every
// list's do, so a reload or a shared link shows the same rows.

export type StockState = { search: string; asOf: string; lowOnly: boolean; page: number };

export type StockQuery = {
  offset: number;
  limit: number;
  search?: string;
  as_of?: string;
  low_only?: 1;
};

export function readStockState(params: URLSearchParams): StockState {
  const asOf = params.get('as_of') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    search: params.get('search') ?? '',
    asOf: isValidIsoDate(asOf) ? asOf : '',
    lowOnly: params.get('low') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL after a change; a filter change goes back to page 1. Empty values and page 1 are left out. */
export function writeStockState(params: URLSearchParams, patch: Partial<StockState>): URLSearchParams {
  const current = readStockState(params);
  const filterChanged = (['search', 'asOf', 'lowOnly'] as const).some(
    (key) => patch[key] !== undefined && patch[key] !== current[key],
  );
  const next = { ...current, ...patch, page: patch.page ?? (filterChanged ? 1 : current.page) };
  const result = new URLSearchParams(params);
  setOrDelete(result, 'search', next.search);
  setOrDelete(result, 'as_of', next.asOf);
  setOrDelete(result, 'low', next.lowOnly ? '1' : '');
  setOrDelete(result, 'page', next.page > 1 ? String(next.page) : '');
  return result;
}

function setOrDelete(params: URLSearchParams, key: string, value: string): void {
  if (value) params.set(key, value);
  else params.delete(key);
}

export function toStockQuery(state: StockState): StockQuery {
  const query: StockQuery = { offset: (state.page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  const search = state.search.trim();
  if (search) query.search = search;
  if (state.asOf) query.as_of = state.asOf;
  if (state.lowOnly) query.low_only = 1;
  return query;
}

export function hasStockFilters(state: StockState): boolean {
  return Boolean(state.search || state.asOf || state.lowOnly);
}
