import { settingsInputSchema } from '@bahi/domain/schemas';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect } from 'react';
import { ApiError } from '../../api/api-error';
import { useSaveSettings, useSettings } from '../../api/settings';
import { focusFirstInvalidField } from '../../components/form/focus-invalid';
import { serverErrorsToFormErrors } from '../../components/form/form-errors';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { isStaleVersion, offerReload } from '../../components/form/save-conflicts';
import { useZodForm } from '../../components/form/use-zod-form';
import { BackupsSection } from './backups-section';
import { EDocumentSettingsSection } from './e-document-settings-section';
import { EmailSettingsSection } from './email-settings-section';
import { SettingsFields } from './settings-fields';
import { SettingsImagesSection } from './settings-images-section';
import { emptySettingsValues, toSettingsValues } from './settings-values';

/** The seller's details printed on invoices, purchases and vouchers (docs/product.md, Settings). */
export function SettingsPage() {
  const settings = useSettings();
  const save = useSaveSettings();
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
    // The version read: a save over someone else's change (another tab, another user) is refused.
    save.mutate(
      { ...values, version: settings.data?.version },
      {
        onSuccess: () => notifySuccess('Settings saved successfully!'),
        onError: (error) => {
          if (isStaleVersion(error)) {
            offerReload(error.message, () => {
              void settings.refetch().then(({ data }) => data && reset(toSettingsValues(data)));
            });
            return;
          }
          if (error instanceof ApiError) form.setErrors(serverErrorsToFormErrors(error.fieldErrors));
          focusFirstInvalidField(formElement);
          notifyFailure({ title: 'Failed to save settings.', detail: describeFailure(error) });
        },
      },
    );
  };

  if (settings.isPending) return <Text c="dimmed">Loading...</Text>;
  if (settings.isError) {
    return (
      <Alert color="red" title="The settings could not be loaded">
        {settings.error.message}
      </Alert>
    );
  }
  return (
    <>
      <form onSubmit={submit} noValidate style={{ maxWidth: 900 }}>
        <Stack gap="md">
          <SettingsFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <SettingsImagesSection />
      <EmailSettingsSection />
      <EDocumentSettingsSection />
      <BackupsSection />
    </>
  );
}
