import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type PartyLine = { label: string; value: string | null | undefined };

type PartyCardProps = {
  heading: string;
  name: ReactNode;
  lines: readonly PartyLine[];
  /** Lines side by side, wrapping: the form keeps the blocks short so the lines stay in view. */
  inline?: boolean;
  /** Anything under the lines: the place of supply. */
  children?: ReactNode;
};

function LineText({ line }: { line: PartyLine }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span size="sm" c="dimmed">
        {line.label}:
      </Text>{' '}
      {line.value}
    </Text>
  );
}

/** A seller, buyer or bank block: heading, name, then 'Label: value' lines, blanks left out. */
export function PartyCard({ heading, name, lines, inline = false, children }: PartyCardProps) {
  const shown = lines.filter((line) => line.value);
  return (
    <Paper withBorder p="sm" radius="sm" h="100%">
      <Stack gap={2}>
        <Group gap="xs" align="baseline">
          <Text size="xs" tt="uppercase" fw={600} c="dimmed">
            {heading}
          </Text>
          <Text fw={600}>{name}</Text>
        </Group>
        {inline ? (
          <Group gap={0} style={{ columnGap: 16 }}>
            {shown.map((line) => (
              <LineText key={line.label} line={line} />
            ))}
          </Group>
        ) : (
          shown.map((line) => <LineText key={line.label} line={line} />)
        )}
        {children}
      </Stack>
    </Paper>
  );
}

type Contact = {
  gstin: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
};

/**
 * A party's usual lines in their usual order. `noGstin` is what stands in for a missing GSTIN:
 * the seller is "Not registered under GST", a buyer "Unregistered".
 */
export function contactLines(contact: Contact, state: string | null, noGstin: string): PartyLine[] {
  return [
    { label: 'GSTIN', value: contact.gstin ?? noGstin },
    { label: 'State', value: state },
    { label: 'Phone', value: contact.phone },
    { label: 'Email', value: contact.email },
    { label: 'Address', value: contact.address },
  ];
}
