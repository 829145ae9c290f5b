import { describe, expect, it } from 'vitest';
import { countPages, readListState, toListQuery, writeListState } from './list-state';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('readListState', () => {
  it('reads filters and page from the URL', () => {
    expect(read('from=2025-04-01&to=2025-04-30&search=soap&page=3')).toEqual({
      from: '2025-04-01',
      to: '2025-04-30',
      search: 'soap',
      page: 3,
    });
  });
  it('ignores a hand-edited page or date that makes no sense', () => {
    expect(read('page=-2&from=2025-02-30&to=yesterday')).toEqual({ from: '', to: '', search: '', page: 1 });
    expect(read('page=1.5').page).toBe(1);
  });
});

describe('writeListState', () => {
  it('goes back to page 1 when a filter changes', () => {
    const params = writeListState(new URLSearchParams('page=4&search=oil'), { search: 'ghee' });
    expect(params.toString()).toBe('search=ghee');
  });
  it('keeps the filters when only the page changes', () => {
    const params = writeListState(new URLSearchParams('search=oil'), { page: 2 });
    expect(params.toString()).toBe('search=oil&page=2');
  });
  it('keeps the page when a filter is set to the value it already has', () => {
    expect(writeListState(new URLSearchParams('search=oil&page=2'), { search: 'oil' }).get('page')).toBe('2');
  });
  it('drops empty filters and leaves other parameters alone', () => {
    const params = writeListState(new URLSearchParams('tab=x&search=oil&from=2025-04-01'), {
      search: '',
      from: '',
    });
    expect(params.toString()).toBe('tab=x');
  });
});

describe('toListQuery', () => {
  it('turns page 3 into offset 100 with 50 rows a page', () => {
    expect(toListQuery(read('page=3'))).toEqual({ offset: 100, limit: 50 });
  });
  it('sends the date range only when both dates are set', () => {
    expect(toListQuery(read('from=2025-04-01&to=2025-04-30&search= tea '))).toEqual({
      offset: 0,
      limit: 50,
      search: 'tea',
      from: '2025-04-01',
      to: '2025-04-30',
    });
  });
  it('does not fetch while only one date is set', () => {
    expect(toListQuery(read('from=2025-04-01'))).toBeNull();
    expect(toListQuery(read('to=2025-04-01'))).toBeNull();
  });
  it('does not fetch when the start date is after the end date', () => {
    expect(toListQuery(read('from=2025-04-02&to=2025-04-01'))).toBeNull();
    expect(toListQuery(read('from=2025-04-01&to=2025-04-01'))).not.toBeNull();
  });
});

describe('countPages', () => {
  it('rounds up and never says zero pages', () => {
    expect(countPages(0)).toBe(1);
    expect(countPages(50)).toBe(1);
    expect(countPages(51)).toBe(2);
  });
});
