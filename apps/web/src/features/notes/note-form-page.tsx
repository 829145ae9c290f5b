import {
  computeNote,
  formatDateDmy,
  formatRupees,
  quantityToMilli,
  returnCredit,
  rupeesToPaise,
  todayIso,
} from '@bahi/domain';
import type { NoteableInvoice } from '@bahi/domain/schemas';
import { Alert, Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useIdempotencyKey } from '../../api/idempotency-key';
import { DayInput } from '../../components/filters/day-input';
import { focusQuietly } from '../../components/form/focus-invalid';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import {
  NOTE_LABEL,
  NOTE_PATH,
  type NoteToSave,
  type NoteType,
  useNoteLines,
  useSaveNote,
} from './notes-api';

// A credit or debit note against one invoice (/invoice/{id}/credit-note, /invoice/{id}/debit-note),
// started from the invoice's lines with what each still has after earlier notes. A credit note
// returns goods (units per line; they come back into stock) or credits value (a taxable value per
// line); a debit note adds taxable value. The totals are worked out as the server will: at each
// line's own GST rate, per rate group.

type Kind = 'return' | 'value';
type Line = NoteableInvoice['lines'][number];

/** The taxable value a line's entry means, in paise, or null when the entry is empty or not a number. */
function lineTaxable(line: Line, kind: Kind, entry: string): number | null {
  const text = entry.trim();
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) return null;
  if (kind === 'value') return rupeesToPaise(value);
  const milli = quantityToMilli(value);
  const remainingQuantityMilli = quantityToMilli(line.remaining_quantity);
  if (milli > remainingQuantityMilli) return null;
  return returnCredit(
    { remainingQuantityMilli, remainingValue: rupeesToPaise(line.remaining_taxable_value) },
    milli,
  );
}

export function NoteFormPage({ type }: { type: NoteType }) {
  const { id = '' } = useParams();
  const invoiceId = Number(id);
  const lines = useNoteLines(invoiceId);
  if (lines.isError) return <Alert color="red">{lines.error.message}</Alert>;
  if (!lines.data) return <Text role="status">Loading...</Text>;
  return <NoteForm type={type} invoice={lines.data} />;
}

function NoteForm({ type, invoice }: { type: NoteType; invoice: NoteableInvoice }) {
  const navigate = useNavigate();
  const save = useSaveNote();
  const key = useIdempotencyKey();
  const [kind, setKind] = useState<Kind>(type === 'credit' ? 'return' : 'value');
  const [date, setDate] = useState(todayIso());
  const [reason, setReason] = useState('');
  const [entries, setEntries] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const label = NOTE_LABEL[type];
  const formElement = useRef<HTMLFormElement>(null);
  // The form starts in the first line's box: what the note is about.
  useEffect(() => {
    const first = formElement.current?.querySelector<HTMLInputElement>('table input');
    if (first) focusQuietly(first);
  }, []);

  const chosen = invoice.lines
    .map((line) => ({ line, entry: entries[line.invoice_item_id] ?? '' }))
    .filter(({ entry }) => entry.trim() !== '');
  const figures = chosen
    .map(({ line, entry }) => ({ line, taxable: lineTaxable(line, kind, entry) }))
    .filter((each): each is { line: Line; taxable: number } => each.taxable !== null);
  const totals = computeNote(
    figures.map(({ line, taxable }) => ({ gstRate: line.gst_rate, taxableValue: taxable })),
    invoice.supply_type,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    const idempotencyKey = key.current();
    const note: NoteToSave =
      type === 'credit'
        ? { type: 'credit', body: { ...body, kind }, idempotencyKey }
        : { type: 'debit', body, idempotencyKey };
    save.mutate(note, {
      onSuccess: (saved) => {
        key.renew();
        notifySuccess(`${label} ${saved.note_number} issued`);
        navigate(`${NOTE_PATH[type]}/${saved.id}`);
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.fieldErrors : {});
        notifyFailure({
          title: `The ${label.toLowerCase()} was not issued.`,
          detail: describeFailure(error),
        });
      },
    });
  };

  const lineError = (index: number) =>
    errors[`lines.${index}.quantity`]?.[0] ?? errors[`lines.${index}.taxable_value`]?.[0];
  const chosenIndex = (itemId: number) => chosen.findIndex(({ line }) => line.invoice_item_id === itemId);

  return (
    <form ref={formElement} onSubmit={submit} aria-label={label}>
      <Stack gap="md">
        <Text>
          Against invoice <strong>{invoice.invoice.invoice_number}</strong> of{' '}
          {formatDateDmy(invoice.invoice.date)}, {invoice.customer.name}
          {type === 'credit' &&
            ` · a credit note may be dated up to ${formatDateDmy(invoice.credit_note_deadline)}`}
        </Text>
        <Group align="flex-end" gap="md" wrap="wrap">
          {type === 'credit' && (
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
          )}
          <DayInput label="Note date" value={date} onChange={setDate} />
          <TextInput
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason?.[0]}
            w={320}
          />
        </Group>
        {errors.note_date?.[0] && <Alert color="red">{errors.note_date[0]}</Alert>}
        {errors.invoice_id?.[0] && <Alert color="red">{errors.invoice_id[0]}</Alert>}
        <Table withTableBorder fz="sm" aria-label="Lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">GST %</Table.Th>
              <Table.Th ta="right">Invoiced</Table.Th>
              <Table.Th ta="right">Still open</Table.Th>
              <Table.Th>
                {kind === 'return'
                  ? 'Units returned'
                  : type === 'credit'
                    ? 'Taxable value credited'
                    : 'Taxable value added'}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => {
              const index = chosenIndex(line.invoice_item_id);
              return (
                <Table.Tr key={line.invoice_item_id}>
                  <Table.Td>{line.product.name}</Table.Td>
                  <Table.Td ta="right">{line.gst_rate}</Table.Td>
                  <Table.Td ta="right">
                    {line.quantity} {line.unit} · {formatRupees(rupeesToPaise(line.taxable_value))}
                  </Table.Td>
                  <Table.Td ta="right">
                    {line.remaining_quantity} {line.unit} ·{' '}
                    {formatRupees(rupeesToPaise(line.remaining_taxable_value))}
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${kind === 'return' ? 'Units returned' : 'Taxable value'} of line ${line.line_no}`}
                      value={entries[line.invoice_item_id] ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setEntries((current) => ({ ...current, [line.invoice_item_id]: value }));
                      }}
                      error={index >= 0 ? lineError(index) : undefined}
                      inputMode="decimal"
                      w={160}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {errors.lines?.[0] && <Alert color="red">{errors.lines[0]}</Alert>}
        <Group justify="flex-end" gap="xl" role="region" aria-label="Note totals">
          <Text>Taxable value {formatRupees(totals.totalAmount)}</Text>
          <Text>GST {formatRupees(totals.gstAmount)}</Text>
          <Text fw={700}>Total {formatRupees(totals.grandTotal)}</Text>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} title="Ctrl+Enter">
            Issue {label.toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
