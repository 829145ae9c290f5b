import { Alert, Button, Group, Text } from '@mantine/core';

type LoadFailedAlertProps = {
  /** What could not be loaded, as a sentence: "The report could not be loaded". */
  title: string;
  error: Error;
  onRetry: () => unknown;
  className?: string;
};

/** A read that failed: the server's words and a way to ask again, without leaving the screen. */
export function LoadFailedAlert({ title, error, onRetry, className }: LoadFailedAlertProps) {
  return (
    <Alert color="red" title={title} className={className}>
      <Group justify="space-between">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => onRetry()}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
