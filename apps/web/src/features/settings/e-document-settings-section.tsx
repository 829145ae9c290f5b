import type { EDocumentSettings } from '@bahi/domain/schemas';
import { Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { useEDocumentSettings, useSaveEDocumentSettings } from './e-document-settings-api';

// Settings > E-way bills and e-invoices: the limits above which goods need an e-way bill, the
// date from which B2B documents go to the e-invoice system (blank: off), and the places goods
// leave from, as the portals want them (PIN and town).

export function EDocumentSettingsSection() {
  const settings = useEDocumentSettings();
  return (
    <Stack gap="sm" maw={900} mt="xl">
      <Title order={2} size="h3">
        E-way bills and e-invoices
      </Title>
      <Text size="sm" c="dimmed">
        Bahi prepares the portals' upload files; the portals give the numbers, which Bahi records and prints.
      </Text>
      {settings.data && <EDocumentSettingsForm key={settings.data.version} saved={settings.data} />}
    </Stack>
  );
}

function EDocumentSettingsForm({ saved }: { saved: EDocumentSettings }) {
  const save = useSaveEDocumentSettings();
  const [values, setValues] = useState({
    einvoice_from: saved.einvoice_from ?? '',
    eway_threshold: saved.eway_threshold as string | number,
    eway_intra_threshold: saved.eway_intra_threshold as string | number,
    pin_code: saved.pin_code ?? '',
    place: saved.place ?? '',
    dispatch_address: saved.dispatch_address ?? '',
    dispatch_place: saved.dispatch_place ?? '',
    dispatch_pin_code: saved.dispatch_pin_code ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = (field: keyof typeof values) => (value: string | number) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: keyof typeof values, label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      value={String(values[field])}
      onChange={(event) => set(field)(event.currentTarget.value)}
      error={errors[field]?.[0]}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ...values,
        eway_threshold: String(values.eway_threshold),
        eway_intra_threshold: String(values.eway_intra_threshold),
        version: saved.version,
      },
      {
        onSuccess: () => {
          setErrors({});
          notifySuccess('E-way bill and e-invoice settings saved.');
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fieldErrors : {});
          notifyFailure({ title: 'Failed to save the e-way bill settings.', detail: describeFailure(error) });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="E-way bill and e-invoice settings">
      <Stack gap="sm">
        <Group align="flex-start" grow>
          <NumberInput
            label="E-way bill limit between states (₹)"
            value={values.eway_threshold}
            onChange={set('eway_threshold')}
            thousandSeparator=","
            error={errors.eway_threshold?.[0]}
          />
          <NumberInput
            label="E-way bill limit within the state (₹)"
            description="The state's own figure"
            value={values.eway_intra_threshold}
            onChange={set('eway_intra_threshold')}
            thousandSeparator=","
            error={errors.eway_intra_threshold?.[0]}
          />
          {text('einvoice_from', 'E-invoicing from', 'YYYY-MM-DD; blank: off')}
        </Group>
        <Group align="flex-start" grow>
          {text('pin_code', 'Shop PIN Code')}
          {text('place', 'Shop place (town)')}
        </Group>
        <Group align="flex-start" grow>
          {text('dispatch_address', 'Dispatch address', 'Only when goods leave from elsewhere')}
          {text('dispatch_place', 'Dispatch place')}
          {text('dispatch_pin_code', 'Dispatch PIN Code')}
        </Group>
        <Group>
          <Button type="submit" variant="default" loading={save.isPending}>
            Save E-way Bill Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
