import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of the settings page under the form: its heading, what it is for, then its content. */
export function SettingsSection({
  title,
  about,
  children,
}: {
  title: string;
  about: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" my="md" maw={900}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {about}
      </Text>
      {children}
    </Stack>
  );
}
