import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the sign-in and setup screens: the app's name, a title, the form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={400} maw="100%">
        <Stack gap="md">
          <div>
            <Text fw={700} size="xl" c="indigo.8">
              Bahi
            </Text>
            <Text size="sm" c="dimmed">
              GST billing
            </Text>
          </div>
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
