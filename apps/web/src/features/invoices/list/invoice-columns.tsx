import type { InvoiceListRow } from '@bahi/domain/schemas';
import { Anchor, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-list/list-table';
import { RowLinkButton } from '../../../components/data-list/row-link-button';
import {
  EDocumentBadges,
  EWAY_STATUS_LABELS,
  IRN_STATUS_LABELS,
} from '../../../components/e-documents/e-document-labels';
import { InvoiceStatusBadge } from '../../../components/invoice-status-badge';
import { dateCell, type ExportCell } from '../../../lib/export/export-cells';
import { displayName, formatAmount, formatDate, formatPercent } from '../../../lib/format';
import { formatMoney } from '../money';
import { gstRatesInRows, summaryAtRate } from './gst-rates-in-rows';

// Columns of the two invoice lists (all invoices, one customer's). Amounts are rupees from the
// server's stored figures; nothing is recomputed here.

type Row = InvoiceListRow;

/** Numbers, dates and invoice numbers keep to one line; the table scrolls sideways instead. */
const oneLine = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

// Payable carries the rupee sign; the columns that break it down are plain figures.
const payable: Column<Row> = {
  header: 'Payable',
  render: (row) => <strong>{oneLine(formatAmount(row.grand_total))}</strong>,
  align: 'right',
};

const money = (value: (row: Row) => number, header: string): Column<Row> => ({
  header,
  render: (row) => oneLine(formatMoney(value(row))),
  align: 'right',
});

// What receipts applied and what is left; a cancelled invoice owes nothing.
const received = money((row) => row.received, 'Received');

/**
 * A figure with a related one in small grey type under it. The list of all invoices pairs its
 * columns this way (name and GSTIN, date and day saved, payable and received, total and GST), so
 * that with the per-rate columns and the actions it fits a 1366 px screen beside the sidebar.
 */
const withBelow = (main: ReactNode, below: string) => (
  <>
    {main}
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {below}
    </Text>
  </>
);

/** An amount in a download: the plain rupees with paise. */
const figure = (rupees: number): ExportCell => ({ number: rupees.toFixed(2) });

const payableAndReceived: Column<Row> = {
  header: 'Payable / Received',
  render: (row) => withBelow(payable.render(row), formatMoney(row.received)),
  align: 'right',
  export: [
    { header: 'Payable', value: (row) => figure(row.grand_total) },
    { header: 'Received', value: (row) => figure(row.received) },
  ],
};
const balance: Column<Row> = {
  header: 'Balance',
  render: (row) => oneLine(row.status === 'Cancelled' ? '—' : formatAmount(row.balance)),
  align: 'right',
};

const totalAndGst: Column<Row> = {
  header: 'Total / GST Amount',
  render: (row) => withBelow(oneLine(formatMoney(row.total_amount)), formatMoney(row.gst_amount)),
  align: 'right',
  export: [
    { header: 'Total', value: (row) => figure(row.total_amount) },
    { header: 'GST Amount', value: (row) => figure(row.gst_amount) },
  ],
};

const status: Column<Row> = {
  header: 'Status',
  render: (row) => <InvoiceStatusBadge status={row.status} />,
  export: [{ header: 'Status', value: (row) => row.status }],
};

const eDocuments: Column<Row> = {
  header: 'E-way / IRN',
  render: (row) => <EDocumentBadges eway={row.eway_status} irn={row.irn_status} />,
  export: [
    { header: 'E-way bill', value: (row) => EWAY_STATUS_LABELS[row.eway_status] },
    { header: 'E-invoice', value: (row) => IRN_STATUS_LABELS[row.irn_status] },
  ],
};

const customerLink = (row: Row) => (
  <Anchor component={Link} to={`/invoices/customer/${row.customer_id}`}>
    {displayName(row.customer.name)}
  </Anchor>
);

const customerWithGstin = (row: Row) => withBelow(customerLink(row), row.customer.gstin ?? 'Unregistered');

const dateAndSaved = (row: Row) => withBelow(oneLine(formatDate(row.date)), formatDate(row.created_at));

/** 'Taxable @ 18%': the taxable value at that rate (0.00 when the invoice has none). */
function rateColumns(rows: readonly Row[]): Column<Row>[] {
  return gstRatesInRows(rows).map((rate) => ({
    header: `Taxable @ ${formatPercent(rate)}`,
    render: (row) => oneLine(formatMoney(summaryAtRate(row.gst_summary, rate)?.subtotal ?? 0)),
    align: 'right',
  }));
}

export function invoiceListColumns(rows: readonly Row[], edit: (row: Row) => void): Column<Row>[] {
  return [
    { header: 'Id', render: (row) => row.id },
    {
      header: 'Customer Name / GSTIN',
      render: customerWithGstin,
      export: [
        { header: 'Customer Name', value: (row) => displayName(row.customer.name) },
        { header: 'GSTIN', value: (row) => row.customer.gstin ?? 'Unregistered' },
      ],
    },
    { header: 'Inv No', render: (row) => oneLine(row.invoice_number) },
    {
      header: 'Date / Date Cr.',
      render: dateAndSaved,
      export: [
        { header: 'Date', value: (row) => ({ date: row.date }) },
        { header: 'Date Created', value: (row) => dateCell(formatDate(row.created_at)) },
      ],
    },
    payableAndReceived,
    ...rateColumns(rows),
    totalAndGst,
    balance,
    status,
    eDocuments,
    {
      header: 'Action',
      pinned: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <RowLinkButton to={`/invoice/${row.id}`} action="View" record={row.invoice_number} />
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => edit(row)}
            aria-label={`Edit ${row.invoice_number}`}
          >
            Edit
          </Button>
        </Group>
      ),
    },
  ];
}

export function customerInvoiceColumns(rows: readonly Row[]): Column<Row>[] {
  return [
    { header: 'Id', render: (row) => row.id, width: 60 },
    { header: 'Customer Name', render: customerLink, width: 200 },
    {
      header: 'Invoice No',
      render: (row) => (
        <Anchor component={Link} to={`/invoice/${row.id}`}>
          {oneLine(row.invoice_number)}
        </Anchor>
      ),
    },
    { header: 'Date', render: (row) => oneLine(formatDate(row.date)) },
    payable,
    ...rateColumns(rows),
    money((row) => row.total_amount, 'Total'),
    money((row) => row.gst_amount, 'GST Amount'),
    received,
    balance,
    status,
  ];
}
