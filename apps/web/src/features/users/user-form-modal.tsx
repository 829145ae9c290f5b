import { type User, userCreateInputSchema, userUpdateInputSchema } from '@bahi/domain/schemas';
import { Button, Checkbox, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { serverErrorsToFormErrors } from '../../components/form/form-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { RoleSelect } from './role-select';

type Props = {
  /** The user to edit, or null to add one. */
  user: User | null;
  opened: boolean;
  onClose: () => void;
  onSave: (values: unknown) => Promise<unknown>;
};

const empty = { email: '', name: '', role: 'billing', password: '', active: true };

/** Add a user (e-mail, name, role, first password) or change one's name, role and whether they may sign in. */
export function UserFormModal({ user, opened, onClose, onSave }: Props) {
  // Adding and editing take different fields; both forms share the values and messages.
  const schema = (user ? userUpdateInputSchema : userCreateInputSchema) as z.ZodType<unknown>;
  const form = useZodForm(schema, empty);
  const { reset } = form;
  useEffect(() => {
    if (opened)
      reset(
        user ? { ...empty, email: user.email, name: user.name, role: user.role, active: user.active } : empty,
      );
  }, [opened, user, reset]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate();
    if (values === null) return;
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(serverErrorsToFormErrors(error.fieldErrors));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={user ? `Edit ${user.name}` : 'Add user'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" {...form.textProps('name')} />
          {user ? null : <TextInput label="Email" type="email" {...form.textProps('email')} />}
          <RoleSelect {...form.selectProps('role')} />
          {user ? (
            <Checkbox label="May sign in" {...form.checkboxProps('active')} />
          ) : (
            <PasswordInput
              label="First password"
              autoComplete="new-password"
              {...form.textProps('password')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit">{user ? 'Update' : 'Add user'}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
