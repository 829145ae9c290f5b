import { type DownloadFormat, downloadReportTable } from './report-download';
import '../../components/report-print.css';
import { todayIso } from '@bahi/domain';
import type { OutstandingReport, OutstandingRow } from '@bahi/domain/schemas';
import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOutstandingReport } from '../../api/outstanding-report';
import { DayInput } from '../../components/filters/day-input';
import { formatDate } from '../../lib/format';
import { amountText } from './report-definitions';
import { type ReportColumn, ReportTable } from './report-table';

// The outstanding report: per customer (or supplier), what is left on invoices not cancelled (or
// purchases) by age from the document's date to the day chosen (India's today by default), money
// on account, and the balance the customer and supplier lists show. The same figures as the
// dashboard's pending invoices: one query on the server adds them all up.

type Party = OutstandingReport['party'];

const PARTY_OPTIONS = [
  { value: 'customers', label: 'Customers (receivable)' },
  { value: 'suppliers', label: 'Suppliers (payable)' },
];

function columnsOf(party: Party): ReportColumn<OutstandingRow>[] {
  const amount = (header: string, value: (row: OutstandingRow) => number): ReportColumn<OutstandingRow> => ({
    header,
    text: (row) => amountText(value(row)),
    numeric: true,
  });
  return [
    {
      header: party === 'customers' ? 'Customer' : 'Supplier',
      text: (row) => row.party_name,
      render: (row) => (
        <Anchor component={Link} to={partyAddress(party, row)} size="sm">
          {row.party_name}
        </Anchor>
      ),
    },
    { header: 'Phone', text: (row) => row.party_phone ?? '' },
    {
      header: party === 'customers' ? 'Open Invoices' : 'Open Purchases',
      text: (row) => String(row.documents),
      numeric: true,
    },
    amount('0-30 Days (₹)', (row) => row.days_0_30),
    amount('31-60 Days (₹)', (row) => row.days_31_60),
    amount('61-90 Days (₹)', (row) => row.days_61_90),
    amount('Over 90 Days (₹)', (row) => row.days_over_90),
    amount('Outstanding (₹)', (row) => row.outstanding),
    amount('On Account (₹)', (row) => row.on_account),
    amount('Balance (₹)', (row) => row.balance),
  ];
}

/** A customer's own page; a supplier (who has no page of its own) found in the suppliers list. */
function partyAddress(party: Party, row: OutstandingRow): string {
  return party === 'customers'
    ? `/customer/${row.party_id}`
    : `/suppliers?${new URLSearchParams({ search: row.party_name })}`;
}

function totalsOf(report: OutstandingReport): string[] {
  const { totals } = report;
  return [
    'Total',
    '',
    String(totals.documents),
    ...[
      totals.days_0_30,
      totals.days_31_60,
      totals.days_61_90,
      totals.days_over_90,
      totals.outstanding,
      totals.on_account,
      totals.balance,
    ].map(amountText),
  ];
}

export function OutstandingReportPage() {
  const [party, setParty] = useState<Party>('customers');
  const [asOf, setAsOf] = useState(todayIso());
  const report = useOutstandingReport({ party, ...(asOf ? { as_of: asOf } : {}) });
  const data = report.data;
  const columns = columnsOf(data?.party ?? party);
  const rows = data?.data ?? [];
  const totals = data ? totalsOf(data) : null;
  const label = party === 'customers' ? 'Outstanding (Customers)' : 'Outstanding (Suppliers)';

  const download = (format: DownloadFormat) => {
    if (!data) return;
    const fileStem = `outstanding-${data.party}-${data.as_of}`;
    downloadReportTable(format, { fileStem, sheetName: label }, columns, rows, totals);
  };
  const waiting = !data || report.isPlaceholderData;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" className="bahi-print-hide">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label="Whose balances"
            data={PARTY_OPTIONS}
            value={party}
            onChange={(value) => setParty(value === 'suppliers' ? 'suppliers' : 'customers')}
          />
          <DayInput label="As of" value={asOf} onChange={setAsOf} />
        </Group>
        <Group gap="sm">
          <Button variant="light" onClick={() => download('csv')} disabled={waiting}>
            Download CSV
          </Button>
          <Button variant="light" onClick={() => download('xlsx')} disabled={waiting}>
            Download Excel
          </Button>
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      </Group>
      {report.isError && (
        <Alert color="red" title="The report could not be loaded" className="bahi-print-hide">
          {report.error.message}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Text fw={500}>
          {data ? `As of ${formatDate(data.as_of)}, by age from the document date` : 'As of —'}
        </Text>
        <Text size="sm" c="dimmed" role="status">
          {report.isFetching ? 'Loading...' : `${rows.length} rows`}
        </Text>
      </Group>
      <div style={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <ReportTable
          label={label}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.party_id)}
          totals={totals}
          emptyText={report.isPending ? 'Loading...' : 'Nothing is outstanding.'}
        />
      </div>
    </Stack>
  );
}
