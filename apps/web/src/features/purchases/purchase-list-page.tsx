import { ACCESS, purchaseRoutes } from '@bahi/domain/contract';
import type { PurchaseListRow } from '@bahi/domain/schemas';
import { Anchor, Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../app/session/session';
import { DataList } from '../../components/data-list/data-list';
import type { Column } from '../../components/data-list/list-table';
import { RowLinkButton } from '../../components/data-list/row-link-button';
import { formatAmount, formatDate } from '../../lib/format';
import { editPurchasePath, purchasePath } from './purchase-api';

// The purchase list's columns. The purchase number opens the purchase, and so does 'View', for
// those who read a row from the left and those who look for an action at its end.
const columns: Column<PurchaseListRow>[] = [
  { header: 'ID', render: (row) => row.id, width: 70 },
  {
    header: 'Purchase No',
    render: (row) => (
      <Anchor component={Link} to={purchasePath(row.purchase_number)} style={{ whiteSpace: 'nowrap' }}>
        {row.purchase_number}
      </Anchor>
    ),
  },
  { header: 'Supplier Invoice No', render: (row) => row.invoice_number ?? '—' },
  { header: 'Supplier', render: (row) => row.supplier },
  { header: 'Date', render: (row) => formatDate(row.purchase_date) },
  { header: 'Total Amount', render: (row) => formatAmount(row.total_amount), align: 'right' },
  { header: 'GST Amount', render: (row) => formatAmount(row.gst_amount), align: 'right' },
  { header: 'Grand Total', render: (row) => formatAmount(row.grand_total), align: 'right' },
  {
    header: 'Status',
    render: (row) =>
      row.status === 'Cancelled' ? (
        <Badge color="red" variant="light">
          Cancelled
        </Badge>
      ) : (
        'Recorded'
      ),
  },
  { header: 'Action', width: 140, render: (row) => <RowActions row={row} /> },
];

/** View, and Edit for those who may correct purchases (not on a cancelled one). */
function RowActions({ row }: { row: PurchaseListRow }) {
  const canEdit = useCan(ACCESS.accounts) && row.status !== 'Cancelled';
  return (
    <Group gap={4} wrap="nowrap">
      <RowLinkButton to={purchasePath(row.purchase_number)} action="View" record={row.purchase_number} />
      {canEdit && (
        <RowLinkButton
          to={editPurchasePath(row.purchase_number)}
          action="Edit"
          record={row.purchase_number}
          variant="default"
        />
      )}
    </Group>
  );
}

/** The purchase list, titled 'Record Purchase'. */
export function PurchaseListPage() {
  return (
    <DataList
      route={purchaseRoutes.list}
      label="Purchases"
      columns={columns}
      searchPlaceholder="Search by purchase no, supplier invoice no or supplier"
      minWidth={1000}
      actions={
        <>
          <Button variant="default" component={Link} to="/purchase-returns">
            Purchase returns
          </Button>
          <Button component={Link} to="/create-purchase">
            New Purchase
          </Button>
        </>
      }
    />
  );
}
