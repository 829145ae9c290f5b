import { VOUCHER_MODE_LABELS, type VoucherListRow } from '@bahi/domain/schemas';
import { Anchor, Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../components/data-list/list-table';
import { RowLinkButton } from '../../components/data-list/row-link-button';
import { displayName, formatAmount, formatDate } from '../../lib/format';
import { voucherPath } from '../../lib/voucher-kinds';

// Columns of /payments: receipts from customers and payments to suppliers in one list.

const oneLine = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

function partyLink(row: VoucherListRow) {
  const name = displayName(row.party_name);
  // Customers have a page of their own; suppliers do not.
  if (row.kind !== 'receipt') return name;
  return (
    <Anchor component={Link} to={`/customer/${row.party_id}`}>
      {name}
    </Anchor>
  );
}

export function paymentColumns(remove: (row: VoucherListRow) => void): Column<VoucherListRow>[] {
  return [
    {
      header: 'Voucher No',
      render: (row) => (
        <Anchor component={Link} to={voucherPath(row.kind, row.id)}>
          {oneLine(row.voucher_number)}
        </Anchor>
      ),
    },
    {
      header: 'Kind',
      render: (row) => (
        <Badge variant="light" radius="sm" color={row.kind === 'receipt' ? 'green' : 'orange'}>
          {row.kind === 'receipt' ? 'Receipt' : 'Payment'}
        </Badge>
      ),
      width: 110,
    },
    { header: 'Date', render: (row) => oneLine(formatDate(row.date)) },
    { header: 'Party', render: partyLink },
    {
      header: 'Amount',
      render: (row) => <strong>{oneLine(formatAmount(row.amount))}</strong>,
      align: 'right',
    },
    {
      header: 'Mode',
      render: (row) =>
        row.cheque_number
          ? `${VOUCHER_MODE_LABELS[row.mode]} ${row.cheque_number}`
          : VOUCHER_MODE_LABELS[row.mode],
    },
    { header: 'Against', render: (row) => (row.settles.length > 0 ? row.settles.join(', ') : 'On account') },
    { header: 'Reference', render: (row) => row.reference ?? '—' },
    {
      header: 'Actions',
      width: 150,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <RowLinkButton to={voucherPath(row.kind, row.id)} action="View" record={row.voucher_number} />
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => remove(row)}
            aria-label={`Remove ${row.voucher_number}`}
          >
            Remove
          </Button>
        </Group>
      ),
    },
  ];
}
