import { todayIso } from '@bahi/domain';
import type { TallySummary } from '@bahi/domain/schemas';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DayInput } from '../../components/filters/day-input';
import { describeFailure, notifyFailure } from '../../components/form/notify';
import { alignRight, HeadedTable } from '../../components/table/headed-table';
import { formatAmount } from '../../lib/format';
import {
  downloadTallyMasters,
  downloadTallyVouchers,
  useTallySettings,
  useTallySummary,
} from './tally-export-api';
import { previousMonthRange } from './tally-range';
import { TallySettingsCard } from './tally-settings-card';

// Export to Tally: the masters file (parties, stock items, the mapped ledgers) and the vouchers of a
// period, with what they hold per kind and per ledger to tick off in Tally after the import.

const KIND_LABELS: Record<TallySummary['vouchers'][number]['kind'], string> = {
  sales: 'Sales invoices',
  credit_notes: 'Credit notes',
  debit_notes: 'Debit notes',
  purchases: 'Purchases',
  purchase_returns: 'Purchase returns (Debit Note)',
  receipts: 'Receipts',
  payments: 'Payments',
  expenses: 'Expenses (Payment)',
};

function SummaryTables({ summary }: { summary: TallySummary }) {
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <HeadedTable
        withTableBorder
        w={420}
        aria-label="Vouchers in the export"
        headings={['Vouchers', alignRight('Count'), alignRight('Value')]}
      >
        {summary.vouchers.map((row) => (
          <Table.Tr key={row.kind}>
            <Table.Td>{KIND_LABELS[row.kind]}</Table.Td>
            <Table.Td ta="right">{row.count}</Table.Td>
            <Table.Td ta="right">{formatAmount(row.value)}</Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
      <HeadedTable
        withTableBorder
        w={460}
        aria-label="Ledger totals"
        headings={['Ledger', alignRight('Debit'), alignRight('Credit')]}
      >
        {summary.ledgers.map((row) => (
          <Table.Tr key={row.ledger}>
            <Table.Td>{row.ledger}</Table.Td>
            <Table.Td ta="right">{formatAmount(row.debit)}</Table.Td>
            <Table.Td ta="right">{formatAmount(row.credit)}</Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
    </Group>
  );
}

export function TallyExportPage() {
  const [range, setRange] = useState(() => previousMonthRange(todayIso()));
  const settings = useTallySettings();
  const summary = useTallySummary(range.from, range.to);
  const [busy, setBusy] = useState<'masters' | 'vouchers' | null>(null);
  const download = (which: 'masters' | 'vouchers') => {
    setBusy(which);
    (which === 'masters' ? downloadTallyMasters() : downloadTallyVouchers(range.from, range.to))
      .catch((error: unknown) =>
        notifyFailure({ title: 'The Tally file was not downloaded.', detail: describeFailure(error) }),
      )
      .finally(() => setBusy(null));
  };
  const ready = Boolean(range.from && range.to);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DayInput label="From" value={range.from} onChange={(from) => setRange((r) => ({ ...r, from }))} />
        <DayInput label="To" value={range.to} onChange={(to) => setRange((r) => ({ ...r, to }))} />
        <Button onClick={() => download('vouchers')} loading={busy === 'vouchers'} disabled={!ready}>
          Download vouchers (XML)
        </Button>
        <Button variant="default" onClick={() => download('masters')} loading={busy === 'masters'}>
          Download masters (XML)
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        In Tally: Import → Masters with the masters file first (new parties and products), then Import →
        Transactions with the vouchers file.
      </Text>
      {summary.isError && (
        <Alert color="red" title="The export could not be prepared">
          {summary.error.message}
        </Alert>
      )}
      {summary.data && (
        <Paper withBorder p="sm" style={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }}>
          <Title order={3} size="h5" mb="xs">
            What the export holds
          </Title>
          <Text size="sm" mb="xs">
            Masters: {summary.data.masters.customers} customers, {summary.data.masters.suppliers} suppliers,{' '}
            {summary.data.masters.stock_items} stock items.
          </Text>
          <SummaryTables summary={summary.data} />
        </Paper>
      )}
      {settings.data && <TallySettingsCard key={settings.data.version} settings={settings.data} />}
    </Stack>
  );
}
