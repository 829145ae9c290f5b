import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import { purchaseReturnRoutes } from '@bahi/domain/contract';
import type { PurchaseReturnListRow } from '@bahi/domain/schemas';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { DataList } from '../../components/data-list/data-list';
import type { Column } from '../../components/data-list/list-table';
import { PURCHASE_RETURNS_PATH } from './purchase-returns-api';

// /purchase-returns: goods sent back to suppliers and their value notes (credit notes without
// goods), newest date first, in the shared list layout
// (dates, search by return number, purchase or supplier bill number, or supplier, pages). A return
// is made from its purchase's screen.

const COLUMNS: Column<PurchaseReturnListRow>[] = [
  {
    header: 'Number',
    render: (row) => (
      <Anchor component={Link} to={`${PURCHASE_RETURNS_PATH}/${row.id}`}>
        {row.return_number}
      </Anchor>
    ),
  },
  { header: 'Kind', render: (row) => (row.kind === 'value' ? 'Value note' : 'Return') },
  { header: 'Date', render: (row) => formatDateDmy(row.date) },
  {
    header: 'Purchase',
    render: (row) => (
      <Anchor component={Link} to={`/purchase/${row.purchase.id}`}>
        {row.purchase.purchase_number}
      </Anchor>
    ),
  },
  { header: 'Supplier Invoice No', render: (row) => row.purchase.invoice_number ?? '—' },
  { header: 'Supplier', render: (row) => row.supplier.name },
  { header: 'Reason', render: (row) => row.reason },
  { header: 'Total', align: 'right', render: (row) => formatRupees(rupeesToPaise(row.grand_total)) },
  {
    header: 'Status',
    render: (row) => <Badge color={row.status === 'Cancelled' ? 'red' : 'gray'}>{row.status}</Badge>,
  },
];

export function PurchaseReturnListPage() {
  return (
    <DataList
      route={purchaseReturnRoutes.list}
      label="Purchase returns"
      columns={COLUMNS}
      searchPlaceholder="Search by return no, purchase no or supplier"
      minWidth={960}
    />
  );
}
