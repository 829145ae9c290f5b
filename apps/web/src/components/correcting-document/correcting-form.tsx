import { formatDateDmy, roundedPayable, todayIso } from '@bahi/domain';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useIdempotencyKey } from '../../api/idempotency-key';
import { DayInput } from '../filters/day-input';
import { focusQuietly } from '../form/focus-invalid';
import { describeFailure, notifyFailure, notifySuccess } from '../form/notify';
import {
  type ChosenLine,
  type CorrectableLine,
  type CorrectingKind,
  correctingTotals,
} from './correcting-lines';
import { CorrectingLinesTable, type LinesTableWords } from './correcting-lines-table';
import { CorrectingTotals } from './correcting-totals';
import type { OriginalDocument } from './original-document';

// The form of a correcting document (credit note, debit note, purchase return, value note) against
// one original, started from the original's lines with what each still has after earlier ones. The
// user types units (goods back) or a taxable value per line; the totals are worked out as the
// server will. Each kind says its words, its extra fields and how it is saved.

export type CorrectingValues<L> = { date: string; reason: string; chosen: ChosenLine<L>[] };

/** What saving answered: the number the document got and where its screen is. */
export type Issued = { number: string; path: string };

type Props<L extends CorrectableLine> = {
  /** 'Credit note', 'Purchase return': names the form, its button and its messages. */
  label: string;
  original: OriginalDocument;
  /** Said after the original, such as the last day the document may be dated. */
  note?: string;
  /** Fields before the date, such as what a credit note is for. */
  options?: ReactNode;
  dateLabel: string;
  /** The date the form starts at (India's today when not given), such as a supplier note's date. */
  initialDate?: string;
  /** The body's fields for the date and the original, whose errors show above the lines. */
  errorFields: { date: string; original: string };
  kind: CorrectingKind;
  lines: L[];
  itemId: (line: L) => number;
  supplyType: 'intra' | 'inter';
  words: LinesTableWords<L>;
  totalsLabel: string;
  /** The total rounded to the rupee (a purchase return, when asked), as the server will. */
  roundOff?: boolean;
  issue: (values: CorrectingValues<L>, idempotencyKey: string) => Promise<Issued>;
};

export function CorrectingForm<L extends CorrectableLine>(props: Props<L>) {
  const { label, original, kind, lines, itemId } = props;
  const navigate = useNavigate();
  const key = useIdempotencyKey();
  const [pending, setPending] = useState(false);
  const [date, setDate] = useState(props.initialDate ?? todayIso());
  const [reason, setReason] = useState('');
  const [entries, setEntries] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const formElement = useRef<HTMLFormElement>(null);
  // The form starts in the first line's box: what the document is about.
  useEffect(() => {
    const first = formElement.current?.querySelector<HTMLInputElement>('table input');
    if (first) focusQuietly(first);
  }, []);

  const chosen = lines
    .map((line) => ({ line, entry: entries[itemId(line)] ?? '' }))
    .filter(({ entry }) => entry.trim() !== '');
  const totals = correctingTotals(chosen, kind, props.supplyType);
  const { payable, roundOff } = roundedPayable(totals.grandTotal, props.roundOff ?? false);
  const rounded = { roundOff, total: payable };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    props
      .issue({ date, reason, chosen }, key.current())
      .then((issued) => {
        key.renew();
        notifySuccess(`${label} ${issued.number} issued`);
        navigate(issued.path);
      })
      .catch((error: unknown) => {
        setErrors(error instanceof ApiError ? error.fieldErrors : {});
        notifyFailure({
          title: `The ${label.toLowerCase()} was not issued.`,
          detail: describeFailure(error),
        });
      })
      .finally(() => setPending(false));
  };

  const dateError = errors[props.errorFields.date]?.[0];
  const originalError = errors[props.errorFields.original]?.[0];
  return (
    <form ref={formElement} onSubmit={submit} aria-label={label}>
      <Stack gap="md">
        <Text>
          Against {original.word} <strong>{original.number}</strong>
          {original.suffix} of {formatDateDmy(original.date)}, {original.party}
          {props.note}
        </Text>
        <Group align="flex-end" gap="md" wrap="wrap">
          {props.options}
          <DayInput label={props.dateLabel} value={date} onChange={setDate} />
          <TextInput
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason?.[0]}
            w={320}
          />
        </Group>
        {dateError && <Alert color="red">{dateError}</Alert>}
        {originalError && <Alert color="red">{originalError}</Alert>}
        <CorrectingLinesTable
          lines={lines}
          itemId={itemId}
          words={props.words}
          entries={entries}
          onEntry={(id, value) => setEntries((current) => ({ ...current, [id]: value }))}
          lineError={(line) => {
            const index = chosen.findIndex((each) => itemId(each.line) === itemId(line));
            if (index < 0) return undefined;
            return errors[`lines.${index}.quantity`]?.[0] ?? errors[`lines.${index}.taxable_value`]?.[0];
          }}
        />
        {errors.lines?.[0] && <Alert color="red">{errors.lines[0]}</Alert>}
        <CorrectingTotals
          label={props.totalsLabel}
          totals={{ taxable: totals.totalAmount, gst: totals.gstAmount, ...rounded }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} title="Ctrl+Enter">
            Issue {label.toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
