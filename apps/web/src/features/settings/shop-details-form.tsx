import { Button, Group, Stack } from '@mantine/core';
import type { CSSProperties } from 'react';
import { SettingsFields } from './settings-fields';
import type { useSettingsForm } from './use-settings-form';

/** The shop's details and one save button, on Settings and on first run. */
export function ShopDetailsForm({
  details,
  submitLabel,
  style,
}: {
  details: ReturnType<typeof useSettingsForm>;
  submitLabel: string;
  style?: CSSProperties;
}) {
  return (
    <form onSubmit={details.submit} noValidate style={style}>
      <Stack gap="md">
        <SettingsFields form={details.form} />
        <Group justify="flex-end">
          <Button type="submit" loading={details.saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
