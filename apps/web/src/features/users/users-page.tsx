import { ROLE_LABELS, userRoutes } from '@bahi/domain/contract';
import type { User } from '@bahi/domain/schemas';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api/client';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { isStaleVersion, offerReload } from '../../components/form/save-conflicts';
import { HeadedTable } from '../../components/table/headed-table';
import { PasswordModal } from './password-modal';
import { ROLE_DESCRIPTIONS } from './role-options';
import { SignInSettings } from './sign-in-settings';
import { UserFormModal } from './user-form-modal';

const USERS_KEY = ['users'];

function statusOf(user: User): { label: string; color: string } {
  if (!user.active) return { label: 'Inactive', color: 'gray' };
  if (user.locked_until) return { label: 'Locked', color: 'orange' };
  return { label: 'Active', color: 'green' };
}

/** The owner's Users screen: add users, change roles, reset passwords, deactivate (docs/product.md). */
export function UsersPage() {
  const queryClient = useQueryClient();
  const users = useQuery({
    queryKey: USERS_KEY,
    queryFn: ({ signal }) => callApi(userRoutes.list, undefined, signal),
  });
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [resetting, setResetting] = useState<User | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: USERS_KEY });
  const failed = (title: string) => (error: Error) =>
    notifyFailure({ title, detail: describeFailure(error) });

  const save = useMutation({
    mutationFn: (values: unknown) =>
      editing
        ? callApi(userRoutes.update, {
            params: { id: editing.id },
            // The version the user was read at: a save over another owner's change is refused.
            body: { ...(values as object), version: editing.version } as never,
          })
        : callApi(userRoutes.create, { body: values as never }),
    onSuccess: (user) => {
      notifySuccess(editing ? `${user.name} updated` : `${user.name} added`);
      void refresh();
    },
    onError: (error) => {
      if (isStaleVersion(error)) {
        setEditing(undefined);
        offerReload(error.message, () => void refresh());
        return;
      }
      failed('The user was not saved')(error);
    },
  });
  const reset = useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      callApi(userRoutes.resetPassword, { params: { id }, body: { password } }),
    onSuccess: () => {
      notifySuccess('Password set; the user was signed out everywhere');
      void refresh();
    },
    onError: failed('The password was not set'),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">Who may sign in, and what each role may do.</Text>
        <Group>
          <Button variant="light" component={Link} to="/tokens">
            API tokens
          </Button>
          <Button onClick={() => setEditing(null)}>Add user</Button>
        </Group>
      </Group>
      {users.isError && <Alert color="red">{users.error.message}</Alert>}
      <HeadedTable
        striped
        withTableBorder
        aria-label="Users"
        headings={['Name', 'Email', 'Role', 'Status', 'Actions']}
      >
        {(users.data?.data ?? []).map((user) => {
          const status = statusOf(user);
          return (
            <Table.Tr key={user.id}>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td title={ROLE_DESCRIPTIONS[user.role]}>{ROLE_LABELS[user.role]}</Table.Td>
              <Table.Td>
                <Badge color={status.color} variant="light">
                  {status.label}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={`Edit ${user.name}`}
                    onClick={() => setEditing(user)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={`Reset password of ${user.name}`}
                    onClick={() => setResetting(user)}
                  >
                    Reset password
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </HeadedTable>
      <Title order={2} size="h4">
        Sign-in settings
      </Title>
      <SignInSettings />
      <UserFormModal
        user={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSave={(values) => save.mutateAsync(values)}
      />
      <PasswordModal
        name={resetting?.name ?? null}
        onClose={() => setResetting(null)}
        onSave={(password) =>
          resetting ? reset.mutateAsync({ id: resetting.id, password }) : Promise.resolve()
        }
      />
    </Stack>
  );
}
