import { authRoutes, ROLE_LABELS, type Role } from '@bahi/domain/contract';
import { changePasswordInputSchema } from '@bahi/domain/schemas';
import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { useMe } from '../../app/session/session';
import { serverErrorsToFormErrors } from '../../components/form/form-errors';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { usePasswordRepeat } from '../../components/form/use-password-repeat';
import { useZodForm } from '../../components/form/use-zod-form';

/** One's own account: who and which role, change password, sign out on every device. */
export function AccountPage() {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(changePasswordInputSchema, { current_password: '', new_password: '' });
  const repeat = usePasswordRepeat();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate();
    const repeated = repeat.matches(form.values.new_password);
    if (values === null || !repeated) return;
    try {
      await callApi(authRoutes.changePassword, { body: values });
      form.reset({ current_password: '', new_password: '' });
      repeat.clear();
      notifySuccess('Password changed; your other devices were signed out');
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(serverErrorsToFormErrors(error.fieldErrors));
      notifyFailure({ title: 'The password was not changed', detail: describeFailure(error) });
    }
  };

  const everywhere = async () => {
    await callApi(authRoutes.logoutEverywhere);
    queryClient.clear();
    await navigate('/login', { replace: true });
  };

  if (!me) return null;
  return (
    <Stack gap="lg" maw={480}>
      <div>
        <Text fw={600}>{me.name}</Text>
        <Text c="dimmed">
          {me.email} · {ROLE_LABELS[me.role as Role]}
        </Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Change password
          </Title>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.textProps('current_password')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            {...form.textProps('new_password')}
          />
          <PasswordInput label="Repeat new password" {...repeat.inputProps} />
          <Group>
            <Button type="submit">Change password</Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          Every device
        </Title>
        <Text size="sm" c="dimmed">
          Signs you out here and on every other computer or phone.
        </Text>
        <Button variant="light" color="red" onClick={() => void everywhere()}>
          Log out everywhere
        </Button>
      </Stack>
    </Stack>
  );
}
