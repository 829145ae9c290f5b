import { formatDate } from '../../lib/format';
import type { Column } from './list-table';

/**
 * When the record was added, as dd/mm/yyyy: the date the Start Date / End Date filters of a
 * catalogue list compare against, so the filter's effect can be seen.
 */
export function addedOnColumn<Row extends { created_at: string }>(): Column<Row> {
  return { header: 'Added On', render: (row) => formatDate(row.created_at), width: 120 };
}
