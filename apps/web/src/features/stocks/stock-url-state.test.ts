import { describe, expect, it } from 'vitest';
import { readStockState, toStockQuery, writeStockState } from './stock-url-state';

describe('stock screen URL state', () => {
  it('reads the filters and the page, ignoring values that mean nothing', () => {
    expect(readStockState(new URLSearchParams('search=rice&as_of=2025-05-09&low=1&page=3'))).toEqual({
      search: 'rice',
      asOf: '2025-05-09',
      lowOnly: true,
      page: 3,
    });
    expect(readStockState(new URLSearchParams('as_of=2025-02-30&low=yes&page=-2'))).toEqual({
      search: '',
      asOf: '',
      lowOnly: false,
      page: 1,
    });
  });

  it('goes back to page 1 when a filter changes, and keeps other parameters', () => {
    const start = new URLSearchParams('search=rice&page=4&other=x');
    expect(writeStockState(start, { lowOnly: true }).toString()).toBe('search=rice&other=x&low=1');
    expect(writeStockState(start, { page: 5 }).toString()).toBe('search=rice&page=5&other=x');
    expect(writeStockState(start, { search: 'rice' }).toString()).toBe('search=rice&page=4&other=x');
    expect(writeStockState(start, { search: '', asOf: '2025-05-09' }).toString()).toBe(
      'other=x&as_of=2025-05-09',
    );
  });

  it('asks the API for the page, the day and the switch', () => {
    expect(toStockQuery({ search: '  dal ', asOf: '2025-05-09', lowOnly: true, page: 2 })).toEqual({
      offset: 50,
      limit: 50,
      search: 'dal',
      as_of: '2025-05-09',
      low_only: 1,
    });
    expect(toStockQuery({ search: '', asOf: '', lowOnly: false, page: 1 })).toEqual({ offset: 0, limit: 50 });
  });
});
