import { authRoutes } from '@bahi/domain/contract';
import { loginInputSchema } from '@bahi/domain/schemas';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../api/client';
import { safeNext, startSession } from '../../app/session/session';
import { usePageTitle } from '../../app/shell/use-page-title';
import { useZodForm } from '../../components/form/use-zod-form';
import { AuthCard } from './auth-card';

/** Sign in, then back to the page that was asked for (docs/product.md, "Signing in"). */
export function LoginPage() {
  usePageTitle();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(loginInputSchema, { email: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate();
    if (values === null) return;
    setPending(true);
    setFailure(null);
    try {
      const me = await callApi(authRoutes.login, { body: values });
      startSession(queryClient, me);
      // Swagger UI is the server's page, not one of the app's screens.
      if (next.startsWith('/api/')) window.location.assign(next);
      else await navigate(next, { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Sign-in failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title="Sign in">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert" title="Not signed in">
              {failure}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            {...form.textProps('email')}
          />
          <PasswordInput label="Password" autoComplete="current-password" {...form.textProps('password')} />
          <Button type="submit" loading={pending}>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
