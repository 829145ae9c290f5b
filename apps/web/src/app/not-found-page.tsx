import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack align="flex-start" gap="md">
      <Text size="lg">Sorry, the page doesn't exist.</Text>
      <Text c="dimmed">Check the address, or start again from the homepage.</Text>
      <Button component={Link} to="/">
        Go to the homepage
      </Button>
    </Stack>
  );
}
