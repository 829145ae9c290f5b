import { passwordResetInputSchema } from '@bahi/domain/schemas';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect } from 'react';
import { ApiError } from '../../api/api-error';
import { serverErrorsToFormErrors } from '../../components/form/form-errors';
import { useZodForm } from '../../components/form/use-zod-form';

type Props = { name: string | null; onClose: () => void; onSave: (password: string) => Promise<unknown> };

/** The owner sets a new password for a user: their sessions end and a lock-out is lifted. */
export function PasswordModal({ name, onClose, onSave }: Props) {
  const form = useZodForm(passwordResetInputSchema, { password: '' });
  const { reset } = form;
  useEffect(() => {
    if (name !== null) reset({ password: '' });
  }, [name, reset]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate();
    if (values === null) return;
    try {
      await onSave(values.password);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(serverErrorsToFormErrors(error.fieldErrors));
    }
  };
  return (
    <Modal opened={name !== null} onClose={onClose} title={`New password for ${name ?? ''}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            They are signed out everywhere and sign in again with this password.
          </Text>
          <PasswordInput label="New password" autoComplete="new-password" {...form.textProps('password')} />
          <Group justify="flex-end">
            <Button type="submit">Set password</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
