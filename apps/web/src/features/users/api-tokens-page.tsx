import { apiTokenRoutes, ROLE_LABELS } from '@bahi/domain/contract';
import { apiTokenInputSchema, type CreatedApiToken } from '@bahi/domain/schemas';
import { Alert, Button, Code, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { serverErrorsToFormErrors } from '../../components/form/form-errors';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { useZodForm } from '../../components/form/use-zod-form';
import { HeadedTable } from '../../components/table/headed-table';
import { formatDateTime } from '../../lib/format';
import { RoleSelect } from './role-select';

const TOKENS_KEY = ['api-tokens'];

/** Named tokens for scripts (Authorization: Bearer), each with a role; shown once, revocable. */
export function ApiTokensPage() {
  const queryClient = useQueryClient();
  const tokens = useQuery({
    queryKey: TOKENS_KEY,
    queryFn: ({ signal }) => callApi(apiTokenRoutes.list, undefined, signal),
  });
  const form = useZodForm(apiTokenInputSchema, { name: '', role: 'viewer' });
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY });

  const create = useMutation({
    mutationFn: (body: { name: string; role: CreatedApiToken['role'] }) =>
      callApi(apiTokenRoutes.create, { body }),
    onSuccess: (token) => {
      setCreated(token);
      form.reset({ name: '', role: 'viewer' });
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(serverErrorsToFormErrors(error.fieldErrors));
      notifyFailure({ title: 'The token was not created', detail: describeFailure(error) });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => callApi(apiTokenRoutes.revoke, { params: { id } }),
    onSuccess: () => {
      notifySuccess('Token revoked');
      void refresh();
    },
    onError: (error) => notifyFailure({ title: 'The token was not revoked', detail: describeFailure(error) }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate();
    if (values) create.mutate(values);
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">Scripts send a token as “Authorization: Bearer …” and act with its role.</Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start">
          <TextInput label="Token name" placeholder="Nightly export" {...form.textProps('name')} />
          <RoleSelect {...form.selectProps('role')} />
          <Button type="submit" mt={25} loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </form>
      {created && (
        <Alert
          color="green"
          title={`Token “${created.name}” created`}
          withCloseButton
          onClose={() => setCreated(null)}
        >
          <Text size="sm">Copy it now: it is not shown again.</Text>
          <Code block aria-label="New API token">
            {created.token}
          </Code>
        </Alert>
      )}
      <HeadedTable
        striped
        withTableBorder
        aria-label="API tokens"
        headings={['Name', 'Role', 'Created by', 'Created', 'Last used', 'Status']}
      >
        {(tokens.data?.data ?? []).map((token) => (
          <Table.Tr key={token.id}>
            <Table.Td>{token.name}</Table.Td>
            <Table.Td>{ROLE_LABELS[token.role]}</Table.Td>
            <Table.Td>{token.created_by}</Table.Td>
            <Table.Td>{formatDateTime(token.created_at)}</Table.Td>
            <Table.Td>{token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'}</Table.Td>
            <Table.Td>
              {token.revoked_at ? (
                `Revoked ${formatDateTime(token.revoked_at)}`
              ) : (
                <Button
                  size="compact-sm"
                  color="red"
                  variant="light"
                  aria-label={`Revoke ${token.name}`}
                  onClick={() => revoke.mutate(token.id)}
                >
                  Revoke
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
    </Stack>
  );
}
