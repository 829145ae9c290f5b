import { Text } from '@mantine/core';

/**
 * Body of a screen whose feature has not landed yet. The shell already shows the title; the
 * feature's owner replaces the page export with the real screen.
 */
export function PendingScreen() {
  return <Text c="dimmed">This screen is not available yet.</Text>;
}
