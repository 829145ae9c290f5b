import { formatDateDmy } from '@bahi/domain';
import type { NoteableInvoice } from '@bahi/domain/schemas';
import { Alert, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CorrectingForm, type CorrectingValues } from '../../components/correcting-document/correcting-form';
import type { CorrectingKind } from '../../components/correcting-document/correcting-lines';
import {
  NOTE_LABEL,
  NOTE_PATH,
  type NoteToSave,
  type NoteType,
  originalInvoice,
  useNoteLines,
  useSaveNote,
} from './notes-api';

// A credit or debit note against one invoice (/invoice/{id}/credit-note, /invoice/{id}/debit-note),
// in the correcting-document form. A credit note returns goods (units per line; they come back
// into stock) or credits value (a taxable value per line); a debit note adds taxable value.

type Line = NoteableInvoice['lines'][number];

export function NoteFormPage({ type }: { type: NoteType }) {
  const { id = '' } = useParams();
  const invoiceId = Number(id);
  const lines = useNoteLines(invoiceId);
  if (lines.isError) return <Alert color="red">{lines.error.message}</Alert>;
  if (!lines.data) return <Text role="status">Loading...</Text>;
  return <NoteForm type={type} invoice={lines.data} />;
}

function NoteForm({ type, invoice }: { type: NoteType; invoice: NoteableInvoice }) {
  const save = useSaveNote();
  const [kind, setKind] = useState<CorrectingKind>(type === 'credit' ? 'return' : 'value');
  const label = NOTE_LABEL[type];

  const issue = async ({ date, reason, chosen }: CorrectingValues<Line>, idempotencyKey: string) => {
    const body = {
      invoice_id: invoice.invoice.id,
      note_date: date,
      reason,
      lines: chosen.map(({ line, entry }) =>
        kind === 'return'
          ? { invoice_item_id: line.invoice_item_id, quantity: entry.trim() }
          : { invoice_item_id: line.invoice_item_id, taxable_value: entry.trim() },
      ),
    };
    const note: NoteToSave =
      type === 'credit'
        ? { type: 'credit', body: { ...body, kind }, idempotencyKey }
        : { type: 'debit', body, idempotencyKey };
    const saved = await save.mutateAsync(note);
    return { number: saved.note_number, path: `${NOTE_PATH[type]}/${saved.id}` };
  };

  return (
    <CorrectingForm
      label={label}
      original={originalInvoice(invoice.invoice, invoice.customer)}
      note={
        type === 'credit'
          ? ` · a credit note may be dated up to ${formatDateDmy(invoice.credit_note_deadline)}`
          : undefined
      }
      options={
        type === 'credit' && (
          <div>
            <Text size="sm" fw={500} id="note-kind">
              Credit for
            </Text>
            <SegmentedControl
              aria-labelledby="note-kind"
              value={kind}
              onChange={(value) => setKind(value === 'value' ? 'value' : 'return')}
              data={[
                { value: 'return', label: 'Goods returned' },
                { value: 'value', label: 'Value (discount, rate)' },
              ]}
            />
          </div>
        )
      }
      dateLabel="Note date"
      errorFields={{ date: 'note_date', original: 'invoice_id' }}
      kind={kind}
      lines={invoice.lines}
      itemId={(line) => line.invoice_item_id}
      supplyType={invoice.supply_type}
      words={{
        original: 'Invoiced',
        open: 'Still open',
        entry:
          kind === 'return'
            ? 'Units returned'
            : type === 'credit'
              ? 'Taxable value credited'
              : 'Taxable value added',
        entryLabel: (line) =>
          `${kind === 'return' ? 'Units returned' : 'Taxable value'} of line ${line.line_no}`,
      }}
      totalsLabel="Note totals"
      issue={issue}
    />
  );
}
