import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import type { NoteListRow } from '@bahi/domain/schemas';
import { Anchor, Badge, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { DataList } from '../../components/data-list/data-list';
import type { Column } from '../../components/data-list/list-table';
import { EDocumentFilters, useEDocumentFilters } from '../../components/e-documents/e-document-filters';
import { EDocumentBadges, IRN_STATUS_LABELS } from '../../components/e-documents/e-document-labels';
import { NOTE_LABEL, NOTE_PATH, type NoteType, ROUTES_OF } from './notes-api';

// /credit-notes and /debit-notes: the notes of a type, newest date first, in the shared list
// layout (dates, search by note number, invoice number or customer, pages), with each note's IRN
// status and the e-invoice filter the invoice list has. A note is issued from its invoice's screen.

function columns(type: NoteType): Column<NoteListRow>[] {
  return [
    {
      header: 'Note No',
      render: (row) => (
        <Anchor component={Link} to={`${NOTE_PATH[type]}/${row.id}`}>
          {row.note_number}
        </Anchor>
      ),
    },
    { header: 'Date', render: (row) => formatDateDmy(row.date) },
    {
      header: 'Invoice',
      render: (row) => (
        <Anchor component={Link} to={`/invoice/${row.invoice.id}`}>
          {row.invoice.invoice_number}
        </Anchor>
      ),
    },
    { header: 'Customer', render: (row) => row.customer.name },
    { header: 'For', render: (row) => (row.kind === 'return' ? 'Goods returned' : 'Value') },
    { header: 'Reason', render: (row) => row.reason },
    { header: 'Total', align: 'right', render: (row) => formatRupees(rupeesToPaise(row.grand_total)) },
    {
      header: 'Status',
      render: (row) => <Badge color={row.status === 'Cancelled' ? 'red' : 'gray'}>{row.status}</Badge>,
    },
    {
      header: 'IRN',
      render: (row) => <EDocumentBadges eway="not-needed" irn={row.irn_status} />,
      export: [{ header: 'E-invoice', value: (row) => IRN_STATUS_LABELS[row.irn_status] }],
    },
  ];
}

export function NoteListPage({ type }: { type: NoteType }) {
  const other: NoteType = type === 'credit' ? 'debit' : 'credit';
  const eDocuments = useEDocumentFilters(false);
  return (
    <Stack gap="md">
      <EDocumentFilters filters={eDocuments} />
      <DataList
        route={ROUTES_OF[type].list}
        label={`${NOTE_LABEL[type]}s`}
        columns={columns(type)}
        searchPlaceholder="Search by note no, invoice no or customer"
        minWidth={1060}
        params={eDocuments.query}
        actions={
          <Button variant="default" component={Link} to={NOTE_PATH[other]}>
            {NOTE_LABEL[other]}s
          </Button>
        }
      />
    </Stack>
  );
}
