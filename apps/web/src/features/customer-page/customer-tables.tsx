import { type InvoiceListRow, VOUCHER_MODE_LABELS, type VoucherListRow } from '@bahi/domain/schemas';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ListTable } from '../../components/data-list/list-table';
import { InvoiceStatusBadge } from '../../components/invoice-status-badge';
import { formatAmount, formatDate } from '../../lib/format';
import { voucherPath } from '../../lib/voucher-kinds';

const oneLine = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/** A document's number as a link with its date under it: the tables stay narrow enough for a phone. */
function NumberAndDate({ to, number, date }: { to: string; number: string; date: string }) {
  return (
    <>
      <Anchor component={Link} to={to} size="sm">
        {oneLine(number)}
      </Anchor>
      <Text size="xs" c="dimmed">
        {formatDate(date)}
      </Text>
    </>
  );
}

type InvoicesProps = {
  rows: InvoiceListRow[] | undefined;
  emptyText: string;
};

/** The customer's newest invoices, each with what is still to receive on it. */
export function CustomerInvoicesTable({ rows, emptyText }: InvoicesProps) {
  // The list row carries the invoice's balance (cancelled ones owe nothing).
  const balanceOf = (row: InvoiceListRow) => (row.status === 'Cancelled' ? '—' : formatAmount(row.balance));
  return (
    <ListTable
      label="Customer invoices"
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={emptyText}
      minWidth={360}
      columns={[
        {
          header: 'Inv No',
          render: (row) => (
            <NumberAndDate to={`/invoice/${row.id}`} number={row.invoice_number} date={row.date} />
          ),
        },
        { header: 'Payable', render: (row) => oneLine(formatAmount(row.grand_total)), align: 'right' },
        { header: 'Balance', render: (row) => oneLine(balanceOf(row)), align: 'right' },
        { header: 'Status', render: (row) => <InvoiceStatusBadge status={row.status} />, width: 110 },
      ]}
    />
  );
}

/** The customer's newest receipts. */
export function CustomerReceiptsTable({
  rows,
  emptyText,
}: {
  rows: VoucherListRow[] | undefined;
  emptyText: string;
}) {
  return (
    <ListTable
      label="Customer receipts"
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={emptyText}
      minWidth={360}
      columns={[
        {
          header: 'Voucher No',
          render: (row) => (
            <NumberAndDate to={voucherPath(row.kind, row.id)} number={row.voucher_number} date={row.date} />
          ),
        },
        { header: 'Amount', render: (row) => oneLine(formatAmount(row.amount)), align: 'right' },
        { header: 'Mode', render: (row) => VOUCHER_MODE_LABELS[row.mode] },
        {
          header: 'Against',
          render: (row) => (row.settles.length > 0 ? row.settles.join(', ') : 'On account'),
        },
      ]}
    />
  );
}
