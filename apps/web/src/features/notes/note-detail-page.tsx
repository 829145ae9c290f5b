import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import { ACCESS } from '@bahi/domain/contract';
import type { NoteDetail } from '@bahi/domain/schemas';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link, useParams } from 'react-router';
import { useCan } from '../../app/session/session';
import { useTitleFromRecord } from '../../app/shell/record-title';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { RefundsPanel } from '../../components/refunds/refunds-panel';
import { downloadNotePdf, NOTE_LABEL, type NoteType, useCancelNote, useNoteDetail } from './notes-api';

// One credit or debit note (/credit-notes/{id}, /debit-notes/{id}): the invoice it corrects, its
// lines at the invoice's rates, its totals, the PDF and, for the accountant, Cancel.

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

export function NoteDetailPage({ type }: { type: NoteType }) {
  const { id = '' } = useParams();
  const detail = useNoteDetail(type, Number(id));
  useTitleFromRecord(detail.data ? `${NOTE_LABEL[type]} ${detail.data.note_number}` : undefined);
  if (detail.isError) return <Alert color="red">{detail.error.message}</Alert>;
  if (!detail.data) return <Text role="status">Loading...</Text>;
  return <NoteDocument type={type} note={detail.data} />;
}

function NoteDocument({ type, note }: { type: NoteType; note: NoteDetail }) {
  const canCancel = useCan(ACCESS.accounts);
  const cancel = useCancelNote(type);
  const label = NOTE_LABEL[type];
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: `Cancel ${label.toLowerCase()} ${note.note_number}?`,
      children: (
        <Text size="sm">
          It keeps its number and is marked Cancelled; what it changed on the invoice, in stock and in the
          reports is undone.
        </Text>
      ),
      labels: { confirm: `Cancel ${label.toLowerCase()}`, cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(note.id, {
          onSuccess: () => notifySuccess(`${label} ${note.note_number} cancelled`),
          onError: (error) =>
            notifyFailure({
              title: `${label} ${note.note_number} was not cancelled.`,
              detail: describeFailure(error),
            }),
        }),
    });
  const download = () =>
    downloadNotePdf(type, note.id, note.note_number).catch((error: unknown) =>
      notifyFailure({ title: 'The PDF could not be downloaded.', detail: describeFailure(error) }),
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Group gap="sm">
            <Text fw={700} size="lg">
              {label} {note.note_number}
            </Text>
            {note.status === 'Cancelled' && <Badge color="red">Cancelled</Badge>}
          </Group>
          <Text>
            Dated {formatDateDmy(note.date)} · against invoice{' '}
            <Anchor component={Link} to={`/invoice/${note.invoice.id}`}>
              {note.invoice.invoice_number}
            </Anchor>{' '}
            of {formatDateDmy(note.invoice.date)} · {note.customer.name}
          </Text>
          <Text size="sm" c="dimmed">
            {note.kind === 'return' ? 'Goods returned' : 'Value'} · {note.reason}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="default" onClick={download}>
            Download PDF
          </Button>
          {canCancel && note.status !== 'Cancelled' && (
            <Button variant="light" color="red" onClick={confirmCancel} loading={cancel.isPending}>
              Cancel {label.toLowerCase()}
            </Button>
          )}
        </Group>
      </Group>
      <Table withTableBorder fz="sm" aria-label="Items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>HSN</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">GST %</Table.Th>
            <Table.Th ta="right">Taxable Value</Table.Th>
            <Table.Th ta="right">GST</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {note.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.product.name}</Table.Td>
              <Table.Td>{item.product.hsn_code}</Table.Td>
              <Table.Td ta="right">{item.quantity > 0 ? `${item.quantity} ${item.unit}` : '—'}</Table.Td>
              <Table.Td ta="right">{item.gst_rate}</Table.Td>
              <Table.Td ta="right">{money(item.subtotal)}</Table.Td>
              <Table.Td ta="right">{money(item.tax_amount)}</Table.Td>
              <Table.Td ta="right">{money(item.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" gap="xl" role="region" aria-label="Note totals">
        <Text>Taxable value {money(note.total_amount)}</Text>
        <Text>GST {money(note.gst_amount)}</Text>
        <Text fw={700}>Total {money(note.grand_total)}</Text>
      </Group>
      <Text size="sm">{note.amount_in_words}</Text>
      {note.note_type === 'credit' && <RefundsPanel document="invoice" id={note.invoice.id} />}
    </Stack>
  );
}
