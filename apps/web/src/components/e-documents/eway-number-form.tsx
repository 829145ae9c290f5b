import type { EwayBill } from '@bahi/domain/schemas';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { describeFailure, notifyFailure, notifySuccess } from '../form/notify';
import { useCancelEwayBill, useRecordEwayNumber } from './eway-bill-api';
import { PortalCancelForm } from './portal-cancel-form';

// The number the portal gave, typed as it shows it; and the cancellation made on the portal.

export function EwayNumberForm({ bill }: { bill: EwayBill }) {
  const record = useRecordEwayNumber(bill);
  const [number, setNumber] = useState('');
  const [date, setDate] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { ewb_number: number, ewb_date: date, valid_until: validUntil || null },
      {
        onSuccess: () => notifySuccess('E-way bill number recorded.'),
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fieldErrors : {});
          notifyFailure({ title: 'The number was not recorded.', detail: describeFailure(error) });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Record e-way bill number">
      <Group align="flex-end" grow>
        <TextInput
          label="E-way bill number"
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          error={errors.ewb_number?.[0]}
        />
        <TextInput
          label="Generated on"
          placeholder="26/11/2026 10:15:00 AM"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.ewb_date?.[0]}
        />
        <TextInput
          label="Valid until"
          description="Blank: worked out from the distance"
          value={validUntil}
          onChange={(e) => setValidUntil(e.currentTarget.value)}
          error={errors.valid_until?.[0]}
        />
        <Button type="submit" variant="default" loading={record.isPending}>
          Record number
        </Button>
      </Group>
    </form>
  );
}

const REASONS = [
  { value: '1', label: '1 Duplicate' },
  { value: '2', label: '2 Order cancelled' },
  { value: '3', label: '3 Data entry mistake' },
  { value: '4', label: '4 Others' },
];

export function EwayCancelForm({ bill }: { bill: EwayBill }) {
  const cancel = useCancelEwayBill(bill);
  return <PortalCancelForm what="e-way bill" reasons={REASONS} defaultReason="3" cancel={cancel} />;
}
