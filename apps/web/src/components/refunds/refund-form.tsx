import { todayIso } from '@bahi/domain';
import { VOUCHER_MODE_LABELS, VOUCHER_MODES, type VoucherMode } from '@bahi/domain/schemas';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useIdempotencyKey } from '../../api/idempotency-key';
import { type RefundedDocument, useSaveRefund } from '../../api/refunds';
import { DayInput } from '../filters/day-input';
import { describeFailure, notifyFailure, notifySuccess } from '../form/notify';

// The refund's own small form, in a dialog: date, amount (what is overpaid, to start with), how
// the money moved, and a reference.

const MODE_OPTIONS = VOUCHER_MODES.map((mode) => ({ value: mode, label: VOUCHER_MODE_LABELS[mode] }));
const isMode = (value: string | null): value is VoucherMode => VOUCHER_MODES.some((mode) => mode === value);

export function RefundForm({
  document,
  id,
  refundable,
  onDone,
}: {
  document: RefundedDocument;
  id: number;
  refundable: number;
  onDone: () => void;
}) {
  const save = useSaveRefund(document, id);
  const key = useIdempotencyKey();
  const [date, setDate] = useState(todayIso());
  const [amount, setAmount] = useState(refundable.toFixed(2));
  const [mode, setMode] = useState<VoucherMode>('cash');
  const [chequeNumber, setChequeNumber] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { date, amount, mode, cheque_number: chequeNumber, reference };
    save.mutate(
      { body, idempotencyKey: key.current() },
      {
        onSuccess: (refund) => {
          key.renew();
          notifySuccess(`Refund ${refund.refund_number} recorded`);
          onDone();
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fieldErrors : {});
          notifyFailure({ title: 'The refund was not recorded.', detail: describeFailure(error) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Refund">
      <Stack gap="sm">
        <DayInput label="Date" value={date} onChange={setDate} />
        {errors.date?.[0] && (
          <Text c="red" size="sm">
            {errors.date[0]}
          </Text>
        )}
        <TextInput
          label="Amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={errors.amount?.[0]}
          data-autofocus
        />
        <Select
          label="Mode"
          data={MODE_OPTIONS}
          value={mode}
          onChange={(value) => isMode(value) && setMode(value)}
          allowDeselect={false}
        />
        {mode === 'cheque' && (
          <TextInput
            label="Cheque No"
            maxLength={30}
            value={chequeNumber}
            onChange={(event) => setChequeNumber(event.currentTarget.value)}
            error={errors.cheque_number?.[0]}
          />
        )}
        <TextInput
          label="Reference"
          maxLength={100}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          error={errors.reference?.[0]}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} title="Ctrl+Enter">
            Record refund
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
