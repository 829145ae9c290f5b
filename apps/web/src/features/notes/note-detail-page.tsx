import type { NoteDetail } from '@bahi/domain/schemas';
import { Alert, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { callApi } from '../../api/client';
import { useTitleFromRecord } from '../../app/shell/record-title';
import { CorrectingDocumentView } from '../../components/correcting-document/correcting-document-view';
import { EInvoicePanel } from '../../components/e-documents/e-invoice-panel';
import { RefundsPanel } from '../../components/refunds/refunds-panel';
import { ShareButton } from '../../components/share-button';
import { formatAmount, formatDate } from '../../lib/format';
import {
  downloadNotePdf,
  NOTE_LABEL,
  type NoteType,
  notePdfFileName,
  originalInvoice,
  ROUTES_OF,
  useCancelNote,
  useNoteDetail,
} from './notes-api';

// One credit or debit note (/credit-notes/{id}, /debit-notes/{id}) against its invoice, with the
// invoice's refunds under a credit note.

export function NoteDetailPage({ type }: { type: NoteType }) {
  const { id = '' } = useParams();
  const detail = useNoteDetail(type, Number(id));
  useTitleFromRecord(detail.data ? `${NOTE_LABEL[type]} ${detail.data.note_number}` : undefined);
  if (detail.isError) return <Alert color="red">{detail.error.message}</Alert>;
  if (!detail.data) return <Text role="status">Loading...</Text>;
  return <NoteDocument type={type} note={detail.data} />;
}

function NoteDocument({ type, note }: { type: NoteType; note: NoteDetail }) {
  const cancel = useCancelNote(type);
  return (
    <CorrectingDocumentView
      label={NOTE_LABEL[type]}
      number={note.note_number}
      document={note}
      original={originalInvoice(note.invoice, note.customer)}
      about={`${note.kind === 'return' ? 'Goods returned' : 'Value'} · ${note.reason}`}
      cancelEffect="It keeps its number and is marked Cancelled; what it changed on the invoice, in stock and in the reports is undone."
      cancel={{ run: cancel.mutateAsync, pending: cancel.isPending }}
      download={() => downloadNotePdf(type, note.id, note.note_number)}
      actions={<ShareNoteButton type={type} note={note} />}
      totalsLabel="Note totals"
    >
      <EInvoicePanel kind={`${type}-note`} documentId={note.id} documentNumber={note.note_number} />
      {note.note_type === 'credit' && <RefundsPanel document="invoice" id={note.invoice.id} />}
    </CorrectingDocumentView>
  );
}

/** Shares the note's PDF with its number, the invoice it corrects and its amount. */
function ShareNoteButton({ type, note }: { type: NoteType; note: NoteDetail }) {
  return (
    <ShareButton
      load={async () => ({
        file: await callApi(ROUTES_OF[type].pdf, { params: { id: note.id } }),
        fileName: notePdfFileName(type, note.note_number),
        title: `${NOTE_LABEL[type]} ${note.note_number}`,
        text: `${NOTE_LABEL[type]} ${note.note_number} of ${formatDate(note.date)} against invoice ${note.invoice.invoice_number} for ${formatAmount(note.grand_total)}.`,
        phone: note.customer.phone,
      })}
    />
  );
}
