import { todayIso } from '@bahi/domain';
import { STATEMENT_ENTRY_LABELS } from '@bahi/domain/schemas';
import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { callApi } from '../../api/client';
import { type PartyKind, STATEMENT_ROUTES, useStatement } from '../../api/opening';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { ShareButton } from '../../components/share-button';
import { alignRight, HeadedTable } from '../../components/table/headed-table';
import { downloadBlob } from '../../lib/export/download-blob';
import { formatAmount, formatDate } from '../../lib/format';
import { statementFileName } from './statement-file-name';

// /customer/{id}/statement and /supplier/{id}/statement: the statement of account of a period on
// screen, as PDF and Excel, e-mailed and shared.

function StatementPage({ kind }: { kind: PartyKind }) {
  const { id: idParam = '' } = useParams();
  const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : 0;
  const today = todayIso();
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const [emailTo, setEmailTo] = useState('');
  const [sending, setSending] = useState(false);
  const statement = useStatement(kind, id, from, to);
  const routes = STATEMENT_ROUTES[kind];
  const data = statement.data;

  const download = async (format: 'pdf' | 'xlsx') => {
    try {
      const file = await callApi(routes[format], { params: { id }, query: { from, to } });
      downloadBlob(statementFileName(data?.party_name ?? '', from, to, format), file);
    } catch (error) {
      notifyFailure({ title: 'The statement could not be downloaded.', detail: describeFailure(error) });
    }
  };
  const email = async () => {
    setSending(true);
    try {
      await callApi(routes.email, { params: { id }, query: { from, to }, body: { to: emailTo.trim() } });
      notifySuccess(`Statement sent to ${emailTo.trim()}.`);
    } catch (error) {
      notifyFailure({ title: 'The statement was not sent.', detail: describeFailure(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md" maw={1100}>
      <Title order={2} size="h3">
        Statement of account{data ? `: ${data.party_name}` : ''}
      </Title>
      <Group align="flex-end" gap="xs">
        <TextInput label="From" w={140} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput label="To" w={140} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <Button variant="default" onClick={() => void download('pdf')}>
          Download PDF
        </Button>
        <Button variant="default" onClick={() => void download('xlsx')}>
          Download Excel
        </Button>
        {data && (
          <ShareButton
            load={async () => ({
              file: await callApi(routes.pdf, { params: { id }, query: { from, to } }),
              fileName: statementFileName(data.party_name, from, to, 'pdf'),
              title: `Statement of account: ${data.party_name}`,
              text: `Statement of account ${formatDate(data.from)} to ${formatDate(data.to)}: balance ${formatAmount(data.closing_balance)}.`,
              phone: data.party_phone,
            })}
          />
        )}
      </Group>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="E-mail to"
          w={280}
          value={emailTo || data?.party_email || ''}
          onChange={(e) => setEmailTo(e.currentTarget.value)}
        />
        <Button onClick={() => void email()} loading={sending} disabled={!(emailTo || data?.party_email)}>
          E-mail statement
        </Button>
      </Group>
      {statement.isError && <Alert color="red">{statement.error.message}</Alert>}
      {data && (
        <HeadedTable
          withTableBorder
          striped
          aria-label="Statement"
          headings={[
            'Date',
            'Particulars',
            'No',
            'Due',
            alignRight('Debit'),
            alignRight('Credit'),
            alignRight('Balance'),
          ]}
        >
          <Table.Tr>
            <Table.Td>{formatDate(data.from)}</Table.Td>
            <Table.Td colSpan={5}>Opening balance</Table.Td>
            <Table.Td ta="right" data-testid="statement-opening">
              {formatAmount(data.opening_balance)}
            </Table.Td>
          </Table.Tr>
          {data.entries.map((entry) => (
            <Table.Tr key={`${entry.kind}-${entry.number}-${entry.date}`}>
              <Table.Td>{formatDate(entry.date)}</Table.Td>
              <Table.Td>{STATEMENT_ENTRY_LABELS[entry.kind]}</Table.Td>
              <Table.Td>{entry.number}</Table.Td>
              <Table.Td>{entry.due_date ? formatDate(entry.due_date) : ''}</Table.Td>
              <Table.Td ta="right">{entry.debit ? formatAmount(entry.debit) : ''}</Table.Td>
              <Table.Td ta="right">{entry.credit ? formatAmount(entry.credit) : ''}</Table.Td>
              <Table.Td ta="right">{formatAmount(entry.balance)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>{formatDate(data.to)}</Table.Td>
            <Table.Td colSpan={3}>
              <Text fw={700}>Closing balance</Text>
            </Table.Td>
            <Table.Td ta="right">{formatAmount(data.total_debit)}</Table.Td>
            <Table.Td ta="right">{formatAmount(data.total_credit)}</Table.Td>
            <Table.Td ta="right" fw={700} data-testid="statement-closing">
              {formatAmount(data.closing_balance)}
            </Table.Td>
          </Table.Tr>
        </HeadedTable>
      )}
    </Stack>
  );
}

export function CustomerStatementPage() {
  return <StatementPage kind="customers" />;
}

export function SupplierStatementPage() {
  return <StatementPage kind="suppliers" />;
}
