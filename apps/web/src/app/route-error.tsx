import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/**
 * Shown when a screen crashes or its code cannot be loaded (typically right after a new version
 * was deployed and the old file names are gone): a reload fixes the second case.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h3">
          Something went wrong
        </Title>
        <Text>This screen could not be shown. Reloading the page usually helps.</Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
