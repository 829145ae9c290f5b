import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A picker's option: the name, and under it what tells two alike names apart (GSTIN, rate, stock). */
export function TwoLineOption({ name, details }: { name: string; details?: ReactNode }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {details ? (
        <Text size="xs" c="dimmed">
          {details}
        </Text>
      ) : null}
    </>
  );
}
