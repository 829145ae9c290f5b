import { Center, Loader, Text } from '@mantine/core';

export function AppLoading() {
  return (
    <Center h="100vh" style={{ gap: 12 }}>
      <Loader size="sm" />
      <Text c="dimmed">Loading...</Text>
    </Center>
  );
}
