import { authRoutes as routes } from '@bahi/domain/contract';
import { authSettingsInputSchema } from '@bahi/domain/schemas';
import { Button, Group, NumberInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';

/** Hours without use after which a session ends (default 12). */
export function SignInSettings() {
  const settings = useQuery({
    queryKey: ['auth-settings'],
    queryFn: ({ signal }) => callApi(routes.settings, undefined, signal),
  });
  const [hours, setHours] = useState<string | number>('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (settings.data) setHours(settings.data.session_idle_hours);
  }, [settings.data]);
  const save = useMutation({
    mutationFn: (value: number) => callApi(routes.changeSettings, { body: { session_idle_hours: value } }),
    onSuccess: () => notifySuccess('Sign-in settings saved'),
    onError: (failure) => {
      if (failure instanceof ApiError) setError(failure.fieldErrors.session_idle_hours?.[0]);
      notifyFailure({ title: 'Sign-in settings not saved', detail: describeFailure(failure) });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = authSettingsInputSchema.safeParse({ session_idle_hours: hours });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.session_idle_hours);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end">
        <NumberInput
          label="Sign out after (hours without use)"
          value={hours}
          onChange={setHours}
          error={error}
          min={1}
          max={720}
          allowDecimal={false}
          w={280}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}
