import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import { ACCESS } from '@bahi/domain/contract';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Anchor, Badge, Button, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../../app/session/session';
import { alignRight, HeadedTable } from '../../../components/table/headed-table';

// The invoice's credit and debit notes, and the buttons that issue one (accountant and owner).

const PATH = { credit: '/credit-notes', debit: '/debit-notes' } as const;

export function NoteActions({ invoice }: { invoice: InvoiceDetail }) {
  const canIssue = useCan(ACCESS.accounts);
  if (!canIssue || invoice.status === 'Cancelled') return null;
  return (
    <>
      <Button variant="light" component={Link} to={`/invoice/${invoice.id}/credit-note`}>
        Credit note
      </Button>
      <Button variant="light" component={Link} to={`/invoice/${invoice.id}/debit-note`}>
        Debit note
      </Button>
    </>
  );
}

export function InvoiceNotes({ invoice }: { invoice: InvoiceDetail }) {
  if (invoice.notes.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Credit and debit notes
      </Title>
      <HeadedTable
        withTableBorder
        fz="sm"
        aria-label="Credit and debit notes"
        headings={['Note No', 'Date', 'Note', alignRight('Total'), 'Status']}
      >
        {invoice.notes.map((note) => (
          <Table.Tr key={note.id}>
            <Table.Td>
              <Anchor component={Link} to={`${PATH[note.note_type]}/${note.id}`}>
                {note.note_number}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatDateDmy(note.date)}</Table.Td>
            <Table.Td>
              {note.note_type === 'credit' ? 'Credit' : 'Debit'}
              {note.kind === 'return' ? ' (goods returned)' : ''}
            </Table.Td>
            <Table.Td ta="right">{formatRupees(rupeesToPaise(note.grand_total))}</Table.Td>
            <Table.Td>
              <Badge color={note.status === 'Cancelled' ? 'red' : 'gray'}>{note.status}</Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
    </Stack>
  );
}
