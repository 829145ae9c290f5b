import { authRoutes } from '@bahi/domain/contract';
import { setupInputSchema } from '@bahi/domain/schemas';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { startSession } from '../../app/session/session';
import { usePageTitle } from '../../app/shell/use-page-title';
import { serverErrorsToFormErrors } from '../../components/form/form-errors';
import { usePasswordRepeat } from '../../components/form/use-password-repeat';
import { useZodForm } from '../../components/form/use-zod-form';
import { AuthCard } from './auth-card';

/**
 * The first owner, through the one-time link the server prints on its first start
 * (/setup?token=...). Without the token, or once an owner exists, it says so.
 */
export function SetupPage() {
  usePageTitle();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: ['setup-status'],
    queryFn: ({ signal }) => callApi(authRoutes.setupStatus, undefined, signal),
  });
  const form = useZodForm(setupInputSchema, { token, name: '', email: '', password: '' });
  const repeat = usePasswordRepeat();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate();
    const repeated = repeat.matches(form.values.password);
    if (values === null || !repeated) return;
    setPending(true);
    setFailure(null);
    try {
      const me = await callApi(authRoutes.setup, { body: values });
      startSession(queryClient, me);
      await navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(serverErrorsToFormErrors(error.fieldErrors));
      setFailure(error instanceof Error ? error.message : 'Setup failed');
    } finally {
      setPending(false);
    }
  };

  if (status.data && !status.data.needs_setup) {
    return (
      <AuthCard title="Bahi is set up">
        <Text>An owner already exists. Sign in with your account.</Text>
        <Button component={Link} to="/login">
          Go to sign in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Create the owner">
      <Text size="sm" c="dimmed">
        The owner manages users, settings and backups. Use the link the server printed when it started.
      </Text>
      {!token && (
        <Alert color="orange" title="The setup link is incomplete">
          Open the link exactly as the server printed it in its console.
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert" title="The owner was not created">
              {failure}
            </Alert>
          )}
          <TextInput label="Name" autoComplete="name" {...form.textProps('name')} />
          <TextInput label="Email" type="email" autoComplete="username" {...form.textProps('email')} />
          <PasswordInput label="Password" autoComplete="new-password" {...form.textProps('password')} />
          <PasswordInput label="Repeat password" {...repeat.inputProps} />
          <Button type="submit" loading={pending} disabled={!token}>
            Create owner and sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
