import type { OverdueBill } from '@bahi/domain/schemas';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useOverdueReport } from '../../api/outstanding-report';
import { formatDate } from '../../lib/format';
import { type Party, partyPage } from './outstanding-columns';
import { amountText } from './report-definitions';
import { type ReportColumn, ReportTable } from './report-table';

// Below the outstanding report: every bill past its due date on the day chosen (opening bills
// from the old books included), the longest overdue first, so the clerk knows whom to call.

function billPage(party: Party, bill: OverdueBill): string | null {
  if (bill.kind === 'opening_bill') return null;
  return party === 'customers' ? `/invoice/${bill.id}` : `/purchase/${bill.id}`;
}

/** The overdue table's columns; an opening bill has no page of its own, so its number is plain text. */
export function overdueColumns(party: Party): ReportColumn<OverdueBill>[] {
  return [
    {
      header: party === 'customers' ? 'Customer' : 'Supplier',
      text: (bill) => bill.party_name,
      render: (bill) => (
        <Anchor component={Link} to={partyPage(party, bill.party_id)} size="sm">
          {bill.party_name}
        </Anchor>
      ),
    },
    { header: 'Phone', text: (bill) => bill.party_phone ?? '' },
    {
      header: 'Bill No',
      text: (bill) => (bill.kind === 'opening_bill' ? `${bill.number} (opening)` : bill.number),
      render: (bill) => {
        const to = billPage(party, bill);
        const text = bill.kind === 'opening_bill' ? `${bill.number} (opening)` : bill.number;
        return to ? (
          <Anchor component={Link} to={to} size="sm">
            {text}
          </Anchor>
        ) : (
          text
        );
      },
    },
    { header: 'Bill Date', text: (bill) => formatDate(bill.date) },
    { header: 'Due Date', text: (bill) => formatDate(bill.due_date) },
    { header: 'Days Overdue', text: (bill) => String(bill.days_overdue), numeric: true },
    { header: 'Outstanding (₹)', text: (bill) => amountText(bill.outstanding), numeric: true },
  ];
}

export function OverdueBills({ party, asOf }: { party: Party; asOf: string }) {
  const report = useOverdueReport({ party, ...(asOf ? { as_of: asOf } : {}) });
  const data = report.data;
  const totals = data
    ? ['Total', '', `${data.totals.bills} bills`, '', '', '', amountText(data.totals.outstanding)]
    : null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Overdue Bills
      </Title>
      {report.isError && <Text c="red">{report.error.message}</Text>}
      <ReportTable
        label="Overdue Bills"
        columns={overdueColumns(data?.party ?? party)}
        rows={data?.data ?? []}
        rowKey={(bill) => `${bill.kind}-${bill.id}`}
        totals={totals}
        emptyText={report.isPending ? 'Loading...' : 'Nothing is overdue.'}
      />
    </Stack>
  );
}
