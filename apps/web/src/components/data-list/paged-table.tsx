import { useEffect } from 'react';
import { ListPagination } from './list-pagination';
import { countPages } from './list-state';
import { ListTable, type ListTableProps } from './list-table';

/** One page of a paged list as fetched: whether it is the last page's rows kept while the next loads. */
type PageRead = { data: { total: number } | undefined; isPlaceholderData: boolean };

/**
 * The pages of a list: their count, and after deletes, a stock change or a stale bookmark, the
 * last page shown when the page asked for is gone.
 */
export function usePages(read: PageRead, page: number, goTo: (patch: { page: number }) => void) {
  const total = read.data?.total ?? 0;
  const pageCount = countPages(total);
  useEffect(() => {
    if (read.data && !read.isPlaceholderData && page > pageCount) goTo({ page: pageCount });
  }, [read.data, read.isPlaceholderData, page, pageCount, goTo]);
  return { total, pageCount, page: Math.min(page, pageCount), stale: read.isPlaceholderData, goTo };
}

export type Pages = ReturnType<typeof usePages>;

type PagedTableProps<Row> = ListTableProps<Row> & { pages: Pages };

/**
 * A list's table, dimmed while it shows the previous page's rows as the next one loads, and
 * Previous / Next under it.
 */
export function PagedTable<Row>({ pages, ...table }: PagedTableProps<Row>) {
  return (
    <>
      <div style={{ opacity: pages.stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <ListTable {...table} />
      </div>
      <ListPagination
        page={pages.page}
        pageCount={pages.pageCount}
        onPageChange={(next) => pages.goTo({ page: next })}
      />
    </>
  );
}
