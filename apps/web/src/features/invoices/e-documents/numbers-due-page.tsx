import type { NumberDue } from '@bahi/domain/schemas';
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EDocumentBadges } from '../../../components/e-documents/e-document-labels';
import { EwayAnswerImport } from '../../../components/e-documents/eway-answer-import';
import { IrpAnswerImport } from '../../../components/e-documents/irp-answer-import';
import { DayInput } from '../../../components/filters/day-input';
import { describeFailure, notifyFailure } from '../../../components/form/notify';
import { alignRight, HeadedTable } from '../../../components/table/headed-table';
import { formatAmount, formatDate } from '../../../lib/format';
import { downloadDayEway, downloadDayInv01, useNumbersDue } from './e-document-api';

// /invoices/numbers-due: the invoices, notes and purchase returns of India's today, and the open
// ones of the last 30 days, that still need an e-way bill or an IRN; a day's upload files for both portals (the e-way bill
// file with the day's purchase returns); both portals' answers read back for many documents at once.

export function NumbersDuePage() {
  const due = useNumbersDue();
  return (
    <Stack gap="md" maw={1100}>
      {due.data && <DayFiles today={due.data.today} />}
      {due.isError && (
        <Alert color="red" title="The report could not be loaded">
          {due.error.message}
        </Alert>
      )}
      {due.data && <DueTable report={due.data} />}
      <Card withBorder>
        <Title order={3} size="h4" mb="xs">
          The IRP's answer
        </Title>
        <IrpAnswerImport />
      </Card>
      <Card withBorder>
        <EwayAnswerImport />
      </Card>
    </Stack>
  );
}

function DayFiles({ today }: { today: string }) {
  const [day, setDay] = useState(today);
  const download = (make: (date: string) => Promise<void>, what: string) =>
    make(day).catch((error: unknown) =>
      notifyFailure({ title: `The ${what} file was not made.`, detail: describeFailure(error) }),
    );
  return (
    <Card withBorder>
      <Group align="flex-end">
        <DayInput label="Day's files for" value={day} onChange={setDay} />
        <Button
          variant="default"
          disabled={!day}
          onClick={() => void download(downloadDayEway, 'e-way bill')}
        >
          E-way bills JSON
        </Button>
        <Button
          variant="default"
          disabled={!day}
          onClick={() => void download(downloadDayInv01, 'e-invoice')}
        >
          E-invoices JSON
        </Button>
      </Group>
    </Card>
  );
}

/** Where each kind of document opens. */
const DOCUMENT_PATH = {
  invoice: '/invoice',
  credit_note: '/credit-notes',
  debit_note: '/debit-notes',
  purchase_return: '/purchase-returns',
} as const;
const DOCUMENT_LABEL = {
  invoice: '',
  credit_note: 'Credit note ',
  debit_note: 'Debit note ',
  purchase_return: 'Purchase return ',
} as const;

function DueTable({ report }: { report: NumberDue }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Invoices, credit notes, debit notes and purchase returns from {formatDate(report.from)} to{' '}
        {formatDate(report.today)} that need an e-way bill or an IRN and have none recorded, oldest first.
      </Text>
      <HeadedTable
        aria-label="Numbers to get"
        striped
        headings={['Date', 'Document No', 'Party', 'GSTIN', alignRight('Payable'), 'Needs']}
        empty={report.data.length === 0 ? 'Every document has the numbers it needs.' : undefined}
      >
        {report.data.map((row) => (
          <Table.Tr key={`${row.document_type}-${row.id}`} fw={row.date === report.today ? 600 : undefined}>
            <Table.Td>{formatDate(row.date)}</Table.Td>
            <Table.Td>
              {DOCUMENT_LABEL[row.document_type]}
              <Anchor component={Link} to={`${DOCUMENT_PATH[row.document_type]}/${row.id}`}>
                {row.document_number}
              </Anchor>
            </Table.Td>
            <Table.Td>{row.party_name}</Table.Td>
            <Table.Td>{row.party_gstin ?? 'Unregistered'}</Table.Td>
            <Table.Td ta="right">{formatAmount(row.grand_total)}</Table.Td>
            <Table.Td>
              <EDocumentBadges eway={row.eway_status} irn={row.irn_status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
    </Stack>
  );
}
