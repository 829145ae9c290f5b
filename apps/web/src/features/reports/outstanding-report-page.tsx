import { type DownloadFormat, downloadReportTable } from './report-download';
import '../../components/report-print.css';
import { todayIso } from '@bahi/domain';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useOutstandingReport } from '../../api/outstanding-report';
import { DayInput } from '../../components/filters/day-input';
import { formatDate } from '../../lib/format';
import { type AgeBy, outstandingColumns, outstandingTotals, type Party } from './outstanding-columns';
import { OverdueBills } from './overdue-bills';
import { ReportFrame } from './report-frame';
import { ReportTable } from './report-table';

// The outstanding report: per customer (or supplier), what is left on invoices not cancelled (or
// purchases) by age from the document's date to the day chosen (India's today by default), or by
// days past the due date, money on account, and the balance the customer and supplier lists show;
// below it the bills past due. The same figures as the
// dashboard's pending invoices: one query on the server adds them all up.

const PARTY_OPTIONS = [
  { value: 'customers', label: 'Customers (receivable)' },
  { value: 'suppliers', label: 'Suppliers (payable)' },
];

const AGE_BY_OPTIONS = [
  { value: 'bill_date', label: 'By bill date' },
  { value: 'due_date', label: 'By due date' },
];

export function OutstandingReportPage() {
  const [party, setParty] = useState<Party>('customers');
  const [ageBy, setAgeBy] = useState<AgeBy>('bill_date');
  const [asOf, setAsOf] = useState(todayIso());
  const report = useOutstandingReport({ party, age_by: ageBy, ...(asOf ? { as_of: asOf } : {}) });
  const data = report.data;
  const columns = outstandingColumns(data?.party ?? party, data?.age_by ?? ageBy);
  const rows = data?.data ?? [];
  const totals = data ? outstandingTotals(data) : null;
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
          <SegmentedControl
            aria-label="Age"
            data={AGE_BY_OPTIONS}
            value={ageBy}
            onChange={(value) => setAgeBy(value === 'due_date' ? 'due_date' : 'bill_date')}
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
      <ReportFrame
        report={report}
        heading={
          data
            ? `As of ${formatDate(data.as_of)}, ${data.age_by === 'due_date' ? 'by days past the due date' : 'by age from the document date'}`
            : 'As of —'
        }
        count={`${rows.length} rows`}
      >
        <ReportTable
          label={label}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.party_id)}
          totals={totals}
          emptyText={report.isPending ? 'Loading...' : 'Nothing is outstanding.'}
        />
      </ReportFrame>
      <OverdueBills party={party} asOf={asOf} />
    </Stack>
  );
}
