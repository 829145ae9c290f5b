import { type BackupSchedule, backupScheduleInputSchema } from '@bahi/domain/schemas';
import { Button, Group, NumberInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useSaveBackupSchedule } from '../../api/backups';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';

type Errors = { daily_hour?: string; keep_days?: string };

function firstErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'daily_hour' || field === 'keep_days') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The hour (India time) of the daily backup and how many days backups are kept. */
export function BackupScheduleForm({ schedule }: { schedule: BackupSchedule }) {
  const save = useSaveBackupSchedule();
  const [hour, setHour] = useState<string | number>(schedule.daily_hour);
  const [days, setDays] = useState<string | number>(schedule.keep_days);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    setHour(schedule.daily_hour);
    setDays(schedule.keep_days);
  }, [schedule.daily_hour, schedule.keep_days]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = backupScheduleInputSchema.safeParse({
      daily_hour: hour === '' ? undefined : Number(hour),
      keep_days: days === '' ? undefined : Number(days),
    });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess('Backup schedule saved.'),
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors({
            daily_hour: error.fieldErrors.daily_hour?.[0],
            keep_days: error.fieldErrors.keep_days?.[0],
          });
        }
        notifyFailure({ title: 'Failed to save the backup schedule.', detail: describeFailure(error) });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start">
        <NumberInput
          label="Daily Backup Hour (India time, 0-23)"
          name="daily_hour"
          value={hour}
          onChange={setHour}
          allowDecimal={false}
          error={errors.daily_hour}
          w={240}
        />
        <NumberInput
          label="Keep Backups For (days)"
          name="keep_days"
          value={days}
          onChange={setDays}
          allowDecimal={false}
          error={errors.keep_days}
          w={200}
        />
        <Button type="submit" variant="default" mt={25} loading={save.isPending}>
          Save Schedule
        </Button>
      </Group>
    </form>
  );
}
