import { Alert, Text } from '@mantine/core';
import type { useSettings } from '../../api/settings';

/** While the settings load, or when they could not be: what to show in place of the form; null once loaded. */
export function settingsLoadState(settings: ReturnType<typeof useSettings>) {
  if (settings.isPending) return <Text c="dimmed">Loading...</Text>;
  if (settings.isError) {
    return (
      <Alert color="red" title="The settings could not be loaded">
        {settings.error.message}
      </Alert>
    );
  }
  return null;
}
