import { Group, Text } from '@mantine/core';

type AmountLineProps = { label: string; amount: string; strong?: boolean };

/** One line of a totals box: the label left, the amount right; Payable is set in bold. */
export function AmountLine({ label, amount, strong = false }: AmountLineProps) {
  return (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} aria-label={label}>
        {amount}
      </Text>
    </Group>
  );
}
