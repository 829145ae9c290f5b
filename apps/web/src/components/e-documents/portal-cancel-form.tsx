import { Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeFailure, notifyFailure, notifySuccess } from '../form/notify';

// A cancellation made on a portal (an e-way bill's, an IRN's), recorded in Bahi with the portal's
// reason code and a remark; the server refuses it once the portal's 24 hours are over.

type CancelBody = { reason_code: string; remark: string };

type Props = {
  /** 'e-way bill', 'IRN': names the form, its button and its messages. */
  what: string;
  /** The portal's reason codes, '1 Duplicate' and so on. */
  reasons: { value: string; label: string }[];
  defaultReason: string;
  /** The mutation that records it (useCancelEwayBill, useCancelIrn). */
  cancel: {
    mutate: (body: CancelBody, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
};

export function PortalCancelForm({ what, reasons, defaultReason, cancel }: Props) {
  const [reason, setReason] = useState<string | null>(defaultReason);
  const [remark, setRemark] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(
      { reason_code: reason ?? '', remark },
      {
        onSuccess: () => notifySuccess(`${what[0]?.toUpperCase()}${what.slice(1)} cancellation recorded.`),
        onError: (error) =>
          notifyFailure({ title: 'The cancellation was not recorded.', detail: describeFailure(error) }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Cancel ${what}`}>
      <Group align="flex-end">
        <Select
          label="Cancel reason"
          data={reasons}
          value={reason}
          onChange={setReason}
          allowDeselect={false}
        />
        <TextInput label="Remark" value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
        <Button type="submit" color="red" variant="light" loading={cancel.isPending}>
          Cancel {what}
        </Button>
      </Group>
    </form>
  );
}
