import '../../components/report-print.css';
import { Button, Group, NumberInput, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNearExpiryReport } from '../../api/near-expiry-report';
import { formatDate } from '../../lib/format';
import { nearExpiryColumns, nearExpiryTotals } from './near-expiry-columns';
import { ReportFrame } from './report-frame';
import { ReportTable } from './report-table';

// The near-expiry report: batches in stock already expired, and those expiring within the days
// asked (90 by default) of India's today, each with quantity, value at the stock report's rate and
// days left, and the totals of each group.

const DEFAULT_DAYS = 90;

export function NearExpiryReportPage() {
  const [typedDays, setTypedDays] = useState<number | string>(DEFAULT_DAYS);
  // A box being typed in (blank, a fraction) keeps the last whole number asked for.
  const [days, setDays] = useState(DEFAULT_DAYS);
  const report = useNearExpiryReport({ days });
  const data = report.data;
  const rows = data?.data ?? [];
  const expired = rows.filter((row) => row.expired);
  const expiring = rows.filter((row) => !row.expired);
  const emptyText = (text: string) => (report.isPending ? 'Loading...' : text);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" className="bahi-print-hide">
        <NumberInput
          label="Expiring within (days)"
          w={200}
          min={0}
          max={3650}
          allowDecimal={false}
          allowNegative={false}
          value={typedDays}
          onChange={(value) => {
            setTypedDays(value);
            if (typeof value === 'number' && value >= 0 && value <= 3650) setDays(value);
          }}
        />
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <ReportFrame
        report={report}
        heading={data ? `As of ${formatDate(data.today)}` : 'As of —'}
        count={`${rows.length} batches`}
      >
        <Stack gap="md">
          <Title order={3} size="h4">
            Expired
          </Title>
          <ReportTable
            label="Expired batches"
            columns={nearExpiryColumns}
            rows={expired}
            rowKey={(row) => String(row.batch_id)}
            totals={data ? nearExpiryTotals(expired, data.expired) : null}
            emptyText={emptyText('No expired batch in stock.')}
          />
          <Title order={3} size="h4">
            {`Expiring within ${data?.days ?? days} days`}
          </Title>
          <ReportTable
            label="Expiring batches"
            columns={nearExpiryColumns}
            rows={expiring}
            rowKey={(row) => String(row.batch_id)}
            totals={data ? nearExpiryTotals(expiring, data.expiring) : null}
            emptyText={emptyText('No batch in stock expires within these days.')}
          />
        </Stack>
      </ReportFrame>
    </Stack>
  );
}
