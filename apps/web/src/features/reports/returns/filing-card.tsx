import { formatDateDmy, todayIso } from '@bahi/domain';
import { returnRoutes } from '@bahi/domain/contract';
import type { Filing } from '@bahi/domain/schemas';
import { Badge, Button, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { useCan } from '../../../app/session/session';
import { DocumentDateInput } from '../../../components/form/document-date-input';
import { notifyFailure, notifySuccess } from '../../../components/form/notify';
import { useFilings, useMarkFiled, useUnlockFiling } from './returns-api';

// Filing status of the period shown: each return marked filed (date, ARN) locks the period's
// documents; Owner and Accountant mark a return filed, only the owner unlocks, with a reason.

const NAMES = { GSTR1: 'GSTR-1', GSTR3B: 'GSTR-3B' } as const;

function FiledLine({ filing }: { filing: Filing }) {
  const mayUnlock = useCan(returnRoutes.unlock.roles);
  const unlock = useUnlockFiling();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const locked = filing.status === 'filed';
  const submit = () =>
    unlock.mutate(
      { id: filing.id, reason },
      {
        onSuccess: () => notifySuccess(`${NAMES[filing.return_type]} for ${filing.period} unlocked`),
        onError: (failure) => {
          if (failure instanceof ApiError) setError(failure.fieldErrors.reason?.[0]);
          notifyFailure({ title: 'The period was not unlocked.', detail: failure.message });
        },
      },
    );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Badge color={locked ? 'green' : 'yellow'}>{locked ? 'Filed, locked' : 'Unlocked'}</Badge>
      <Text size="sm">
        {NAMES[filing.return_type]} filed on {formatDateDmy(filing.filed_on)}, ARN {filing.arn}
        {filing.unlock_reason ? ` (unlocked: ${filing.unlock_reason})` : ''}
      </Text>
      {locked && mayUnlock && (
        <>
          <TextInput
            label="Reason to unlock"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error}
            w={260}
          />
          <Button variant="default" onClick={submit} loading={unlock.isPending}>
            Unlock {NAMES[filing.return_type]}
          </Button>
        </>
      )}
    </Group>
  );
}

export function FilingCard({ period, periodTo }: { period: string; periodTo: string }) {
  const filings = useFilings();
  const mayFile = useCan(returnRoutes.markFiled.roles);
  const mark = useMarkFiled();
  const [returnType, setReturnType] = useState<'GSTR1' | 'GSTR3B'>('GSTR1');
  const [filedOn, setFiledOn] = useState(todayIso());
  const [arn, setArn] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const ofPeriod = (filings.data ?? []).filter((filing) => filing.period === period);
  const open = (['GSTR1', 'GSTR3B'] as const).filter(
    (type) => !ofPeriod.some((filing) => filing.return_type === type && filing.status === 'filed'),
  );
  const submit = () =>
    mark.mutate(
      {
        return_type: open.includes(returnType) ? returnType : (open[0] ?? 'GSTR1'),
        period,
        filed_on: filedOn,
        arn,
      },
      {
        onSuccess: () => {
          setErrors({});
          setArn('');
          notifySuccess('Marked as filed: the period is locked');
        },
        onError: (failure) => {
          if (failure instanceof ApiError) setErrors(failure.fieldErrors);
          notifyFailure({ title: 'The return was not marked filed.', detail: failure.message });
        },
      },
    );
  return (
    <Paper withBorder p="sm" aria-label="Filing status">
      <Text fw={500} size="sm" mb="xs">
        Filing status
      </Text>
      {ofPeriod.map((filing) => (
        <FiledLine key={filing.id} filing={filing} />
      ))}
      {ofPeriod.length === 0 && (
        <Text size="sm" c="dimmed">
          No return of this period is marked filed.
        </Text>
      )}
      {mayFile && open.length > 0 && periodTo < todayIso() && (
        <Group gap="sm" align="flex-end" wrap="wrap" mt="xs">
          <Select
            label="Return"
            data={open.map((type) => ({ value: type, label: NAMES[type] }))}
            value={open.includes(returnType) ? returnType : open[0]}
            onChange={(value) => setReturnType(value === 'GSTR3B' ? 'GSTR3B' : 'GSTR1')}
            allowDeselect={false}
            w={130}
          />
          <DocumentDateInput
            label="Filing date"
            value={filedOn}
            onChange={setFiledOn}
            error={errors.filed_on?.[0]}
            w={170}
          />
          <TextInput
            label="ARN"
            value={arn}
            onChange={(event) => setArn(event.currentTarget.value)}
            error={errors.arn?.[0] ?? errors.period?.[0]}
            w={220}
          />
          <Button onClick={submit} loading={mark.isPending}>
            Mark as filed
          </Button>
        </Group>
      )}
    </Paper>
  );
}
