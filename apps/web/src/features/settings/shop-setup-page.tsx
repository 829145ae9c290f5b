import { settingsInputSchema } from '@bahi/domain/schemas';
import { Alert, Button, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useSaveSettings, useSettings, useStartDemo } from '../../api/settings';
import { focusFirstInvalidField } from '../../components/form/focus-invalid';
import { serverErrorsToFormErrors } from '../../components/form/form-errors';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { useZodForm } from '../../components/form/use-zod-form';
import { SettingsFields } from './settings-fields';
import { emptySettingsValues, toSettingsValues } from './settings-values';

/**
 * First run (docs/product.md, "First run"): until the shop's own details are saved every screen
 * leads here and no document can be issued, so nothing made up ever reaches a bill. The second
 * choice fills a clearly marked sample shop instead.
 */
export function ShopSetupPage() {
  const settings = useSettings();
  const save = useSaveSettings();
  const startDemo = useStartDemo();
  const navigate = useNavigate();
  const form = useZodForm(settingsInputSchema, emptySettingsValues);
  const { reset } = form;

  useEffect(() => {
    if (settings.data) reset(toSettingsValues(settings.data));
  }, [settings.data, reset]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const values = form.validate();
    if (values === null) {
      focusFirstInvalidField(formElement);
      return;
    }
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess('Your shop is set up. You can start billing.');
        navigate('/', { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(serverErrorsToFormErrors(error.fieldErrors));
        focusFirstInvalidField(formElement);
        notifyFailure({ title: 'Failed to save the shop details.', detail: describeFailure(error) });
      },
    });
  };

  const explore = () =>
    startDemo.mutate(undefined, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) =>
        notifyFailure({ title: 'Sample data was not loaded.', detail: describeFailure(error) }),
    });

  if (settings.isPending) return <Text c="dimmed">Loading...</Text>;
  if (settings.isError) {
    return (
      <Alert color="red" title="The settings could not be loaded">
        {settings.error.message}
      </Alert>
    );
  }
  if (settings.data.configured) return <Navigate to="/" replace />;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <div>
          <Title order={2}>Set up your shop</Title>
          <Text c="dimmed">
            These details print on every invoice. Invoices can be issued once they are saved; everything can
            be changed later in Settings.
          </Text>
        </div>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SettingsFields form={form} />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save and start billing
              </Button>
            </Group>
          </Stack>
        </form>
        <Divider label="or" />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed" maw={560}>
            Just looking? Explore a sample shop with products and customers. It is marked DEMO on every screen
            and PDF, and can be wiped in one step when you are ready to set up your own.
          </Text>
          <Button variant="light" onClick={explore} loading={startDemo.isPending}>
            Explore with sample data
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
